import Foundation
@testable import Kinema
import Testing

/// The display list is patched in place from frame to frame; these check that what is patched
/// always equals what a full rebuild of the tree gives, while animations run and the tree
/// changes under them.
@MainActor
struct DisplayListPatchTests {
    @Observable
    final class Model {
        var items = [1, 2, 3]
        var selected = false
        var label = "one"
        var overlay = false
    }

    struct Board: View {
        let model: Model

        var body: some View {
            VStack(spacing: 4) {
                ForEach(model.items, id: \.self) { item in
                    RoundedRectangle(cornerRadius: model.selected ? 8 : 2)
                        .fill(model.selected ? Color.orange : Color.blue)
                        .frame(width: 40, height: CGFloat(10 * item))
                        .scaleEffect(model.selected ? 1.2 : 1)
                        .opacity(model.selected ? 0.5 : 1)
                        .accessibilityIdentifier("item-\(item)")
                }
                Text(model.label)
                    .font(.system(size: model.selected ? 20 : 12))
                    .background(Color.gray)
                if model.overlay {
                    Circle().frame(width: 10, height: 10).offset(x: model.selected ? 30 : 0)
                }
            }
            .overlay(alignment: .topLeading) { Rectangle().frame(width: 5, height: 5) }
        }
    }

    private func rebuilt(_ host: HeadlessHost) -> DisplayList {
        var builder = DisplayBuilder()
        host.graph.root.appendDisplay(to: &builder)
        return DisplayList(entries: builder.entries)
    }

    private func expectFramesMatchRebuilds(_ host: HeadlessHost, frames: Int, _ comment: Comment) {
        for _ in 0..<frames {
            host.advance(by: 1.0 / 60)
            #expect(host.displayList == rebuilt(host), comment)
        }
    }

    @Test func patchedFramesEqualRebuiltListsWhileTheTreeChanges() {
        let model = Model()
        let host = HeadlessHost(Board(model: model), size: CGSize(width: 300, height: 400))
        #expect(host.displayList == rebuilt(host))

        withAnimation(.bouncy) { model.selected = true }
        expectFramesMatchRebuilds(host, frames: 10, "animating values")

        withAnimation(.smooth) { model.items = [3, 1, 4] }  // reorder, remove, insert mid-animation
        expectFramesMatchRebuilds(host, frames: 10, "after the list changed")

        model.label = "a longer label"
        withAnimation { model.overlay = true }
        expectFramesMatchRebuilds(host, frames: 10, "after text and a conditional view changed")

        model.selected = false  // no animation: values jump, animations end
        expectFramesMatchRebuilds(host, frames: 3, "after an unanimated change")
        host.advance(by: 5)
        #expect(host.displayList == rebuilt(host))
        #expect(!host.isAnimating)
    }

    @Test func aListHeldAcrossFramesKeepsItsValues() {
        let model = Model()
        let host = HeadlessHost(Board(model: model), size: CGSize(width: 300, height: 400))
        withAnimation(.linear(duration: 1)) { model.selected = true }
        host.advance(by: 0.25)
        let early = host.displayList
        let earlyScale = early.items(identifiedAs: "item-1")[0].transform.a
        host.advance(by: 0.5)
        #expect(early.items(identifiedAs: "item-1")[0].transform.a == earlyScale, "patching copies a list someone still holds")
        #expect(host.displayList.items(identifiedAs: "item-1")[0].transform.a > earlyScale)
    }

    @Test func nestedItemsSurviveTheFlatForm() {
        let dot = DisplayList.Item(content: .shape(ShapeItem(
            name: "Circle", frame: CGRect(x: 0, y: 0, width: 4, height: 4),
            path: Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)),
            paint: .fill(ResolvedShapeStyle(color: ResolvedColor(red: 1, green: 0, blue: 0)), FillStyle()))))
        let inner = DisplayList.Item(content: .effect(.opacity(0.5), DisplayList(items: [dot, dot])))
        let outer = DisplayList.Item(identifier: "group", content: .effect(.transform(CGAffineTransform(scaleX: 2, y: 2)),
                                                                          DisplayList(items: [inner, dot])))
        let items = [dot, outer, dot]
        #expect(DisplayList(items: items).items == items)
    }
}
