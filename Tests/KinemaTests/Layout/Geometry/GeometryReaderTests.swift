import Foundation
import Kinema
import Testing

/// `GeometryReader`: content made from the reader's size and frame.
@MainActor
struct GeometryReaderTests {
    struct Half: View {
        var body: some View {
            GeometryReader { geometry in
                Rectangle()
                    .frame(width: geometry.size.width / 2, height: geometry.size.height / 4)
                    .accessibilityIdentifier("half")
            }
        }
    }

    @Test func theContentIsMadeFromTheReadersSize() throws {
        let host = HeadlessHost(Half(), size: CGSize(width: 200, height: 100))
        let item = try #require(host.displayList.items(identifiedAs: "half").first)
        #expect(item.presentedFrame == CGRect(x: 0, y: 0, width: 100, height: 25), "top leading, from the reader's size")
        host.size = CGSize(width: 300, height: 100)
        #expect(host.displayList.items(identifiedAs: "half").first?.presentedFrame.width == 150, "made again when the size changes")
        #expect(host.diagnostics.isEmpty)
    }

    struct Framed: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                GeometryReader { geometry in
                    let global = Int(geometry.frame(in: .global).minY)
                    let card = Int(geometry.frame(in: .named("card")).minY)
                    let local = Int(geometry.frame(in: .local).minY)
                    Text("\(global) \(card) \(local)").accessibilityIdentifier("label")
                }
                .frame(height: 50)
            }
            .coordinateSpace(name: "card")
            .padding(.top, 10)
        }
    }

    @Test func framesInTheWindowAndInNamedSpaces() throws {
        let host = HeadlessHost(Framed(), size: CGSize(width: 200, height: 90))
        let item = try #require(host.displayList.items(identifiedAs: "label").first)
        guard case .text(let text) = item.content else { Issue.record("not text"); return }
        #expect(text.string == "40 30 0", "40 in the window, 30 in the padded card, 0 in its own space")
    }

    struct Growing: View {
        let wide: Bool
        var body: some View {
            GeometryReader { geometry in
                Rectangle().frame(width: geometry.size.width, height: 10).accessibilityIdentifier("bar")
            }
            .frame(width: wide ? 200 : 100, height: 10)
        }
    }

    @Test func aReaderResizedInAnAnimationAnimatesItsContent() throws {
        let host = HeadlessHost(Growing(wide: false), size: CGSize(width: 200, height: 10))
        withAnimation(.linear(duration: 1)) { host.setRootView(Growing(wide: true)) }
        host.advance(by: 0.5)
        let width = try #require(host.displayList.items(identifiedAs: "bar").first).presentedFrame.width
        #expect(abs(width - 150) < 1e-6, "the content made for the new size animates to it")
    }
}
