import Foundation
import Kinema
import Testing

/// `rotation(_:anchor:)`, `scale(_:anchor:)` and `transform(_:)` on shapes: the outline turns,
/// scales or transforms inside the same frame, and animates.
@MainActor
struct ShapeTransformTests {
    private func bounds(_ host: HeadlessHost) throws -> CGRect {
        let item = try #require(host.displayList.items(identifiedAs: "shape").first)
        guard case .shape(let shape) = item.content else { throw HostError.noView(identifier: "shape") }
        return shape.path.boundingRect
    }

    @Test func aRotatedRectangleTurnsAboutItsCentreInTheSameFrame() throws {
        let host = HeadlessHost(
            Rectangle().rotation(.degrees(90)).fill(Color.red).frame(width: 100, height: 20).accessibilityIdentifier("shape"),
            size: CGSize(width: 200, height: 200))
        let turned = try bounds(host)
        #expect(abs(turned.width - 20) < 0.001 && abs(turned.height - 100) < 0.001, "\(turned)")
        #expect(abs(turned.midX - 100) < 0.001 && abs(turned.midY - 100) < 0.001, "about the frame's centre")
        #expect(host.displayList.items(identifiedAs: "shape").first?.frame.size == CGSize(width: 100, height: 20))
    }

    @Test func aScaledShapeKeepsItsAnchorInPlaceAndAnimates() throws {
        struct Growing: View {
            @State var big = false
            var body: some View {
                Circle().scale(big ? 1 : 0.5, anchor: .topLeading).fill(Color.blue)
                    .frame(width: 100, height: 100).accessibilityIdentifier("shape")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
            }
        }
        let host = HeadlessHost(Growing(), size: CGSize(width: 100, height: 100))
        #expect(abs(try bounds(host).width - 50) < 0.001)
        #expect(abs(try bounds(host).minX) < 0.001, "the top leading corner stays")
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.5)
        let halfway = try bounds(host)
        #expect(abs(halfway.width - 75) < 0.5, "half way: \(halfway)")
    }

    @Test func aTransformMovesTheOutline() throws {
        let host = HeadlessHost(
            Rectangle().transform(CGAffineTransform(translationX: 10, y: 5)).fill(Color.red)
                .frame(width: 50, height: 50).accessibilityIdentifier("shape"),
            size: CGSize(width: 50, height: 50))
        #expect(try bounds(host).origin == CGPoint(x: 10, y: 5))
    }
}
