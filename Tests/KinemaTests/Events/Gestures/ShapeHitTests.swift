import Foundation
import Kinema
import Testing

/// A shape is hit where it is filled, as in SwiftUI; `contentShape` changes that.
@MainActor
struct ShapeHitTests {
    struct Target: View {
        @State private var taps: [String] = []

        var body: some View {
            VStack(spacing: 0) {
                Circle().fill(.blue).frame(width: 100, height: 100)
                    .onTapGesture { taps.append("circle") }
                Circle().fill(.red).frame(width: 100, height: 100)
                    .contentShape(Rectangle())
                    .onTapGesture { taps.append("square") }
                Circle().fill(.green).frame(width: 100, height: 100)
                    .offset(x: 100)
                    .onTapGesture { taps.append("moved") }
                Text(taps.joined(separator: ",")).accessibilityIdentifier("taps")
            }
            .frame(width: 300, height: 400, alignment: .topLeading)
        }
    }

    func taps(_ host: HeadlessHost) -> String? {
        guard case .text(let text)? = host.displayList.items(identifiedAs: "taps").first?.content else { return nil }
        return text.string
    }

    @Test func aCircleIsHitInsideItsOutlineOnly() {
        let host = HeadlessHost(Target(), size: CGSize(width: 300, height: 400))
        _ = host.tap(at: CGPoint(x: 5, y: 5))
        #expect(taps(host) == "", "the corner of the circle's frame is not the circle")
        _ = host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps(host) == "circle")
        _ = host.tap(at: CGPoint(x: 5, y: 105))
        #expect(taps(host) == "circle,square", "contentShape(Rectangle()) makes the corner hit")
        _ = host.tap(at: CGPoint(x: 50, y: 250))
        #expect(taps(host) == "circle,square", "the moved circle is not where its frame was")
        _ = host.tap(at: CGPoint(x: 150, y: 250))
        #expect(taps(host) == "circle,square,moved", "it is hit where it is drawn")
    }

    struct Ring: View {
        @State private var taps = 0

        var body: some View {
            Circle().stroke(lineWidth: 10).frame(width: 100, height: 100)
                .onTapGesture { taps += 1 }
                .overlay { Text("\(taps)").accessibilityIdentifier("count").allowsHitTesting(false) }
        }
    }

    @Test func aStrokeIsHitOnItsLine() {
        let host = HeadlessHost(Ring(), size: CGSize(width: 100, height: 100))
        _ = host.tap(at: CGPoint(x: 50, y: 50))
        _ = host.tap(at: CGPoint(x: 50, y: 2))
        guard case .text(let text)? = host.displayList.items(identifiedAs: "count").first?.content else { Issue.record("no count"); return }
        #expect(text.string == "1", "the hole in the middle is not the ring")
    }
}
