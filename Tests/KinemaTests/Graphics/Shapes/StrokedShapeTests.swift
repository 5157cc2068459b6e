import Foundation
import Kinema
import Testing

/// `stroke(lineWidth:)` and `stroke(style:)` give a shape, as in SwiftUI: it can be filled,
/// clipped to and animated, and draws as the stroke it is.
@MainActor
struct StrokedShapeTests {
    func shapeItem(_ view: some View) throws -> ShapeItem {
        let host = HeadlessHost(view.accessibilityIdentifier("ring"), size: CGSize(width: 200, height: 200))
        let item = try #require(host.displayList.items(identifiedAs: "ring").first)
        guard case .shape(let shape) = item.content else { throw NotAShape() }
        return shape
    }

    struct NotAShape: Error {}

    @Test func aFilledStrokeDrawsAsTheStrokeInTheFillsStyle() throws {
        let ring = try shapeItem(Circle().stroke(lineWidth: 10).fill(.red).frame(width: 100, height: 100))
        #expect(ring.name == "Circle")
        #expect(ring.path == Circle().path(in: CGRect(x: 50, y: 50, width: 100, height: 100)))
        guard case .stroke(let style, let stroke) = ring.paint else { Issue.record("not a stroke"); return }
        #expect(style.color == Color.red.resolve(in: EnvironmentValues()))
        #expect(stroke.lineWidth == 10)
    }

    @Test func aStrokeAloneTakesTheForegroundStyle() throws {
        let ring = try shapeItem(Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [4])).foregroundStyle(.blue))
        guard case .stroke(let style, let stroke) = ring.paint else { Issue.record("not a stroke"); return }
        #expect(style.color == Color.blue.resolve(in: EnvironmentValues()))
        #expect(stroke.dash == [4])
    }

    @Test func asAShapeItsPathIsTheStrokesOutline() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let outline = Rectangle().stroke(lineWidth: 10).path(in: rect)
        #expect(outline == Rectangle().path(in: rect).strokedPath(StrokeStyle(lineWidth: 10)))
        #expect(outline.contains(CGPoint(x: 2, y: 50)))
        #expect(!outline.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func theLineWidthAnimates() throws {
        struct Ring: View {
            @State var thick = false
            var body: some View {
                Circle().stroke(lineWidth: thick ? 20 : 2).fill(.green)
                    .frame(width: 100, height: 100)
                    // A stroke is hit only on its line, as in SwiftUI: the centre needs a shape.
                    .contentShape(Circle())
                    .accessibilityIdentifier("ring")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { thick = true } }
            }
        }
        let host = HeadlessHost(Ring(), size: CGSize(width: 200, height: 200))
        try host.tap("ring")
        host.advance(by: 0.5)
        let item = try #require(host.displayList.items(identifiedAs: "ring").first)
        guard case .shape(let shape) = item.content, case .stroke(_, let stroke) = shape.paint else { Issue.record("not a stroke"); return }
        #expect(abs(stroke.lineWidth - 11) < 1e-9)
    }
}
