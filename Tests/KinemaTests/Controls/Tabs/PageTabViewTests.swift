import Foundation
@testable import Kinema
import Observation
import Testing

/// `TabView` in the page style: pages side by side in a paging scroll view; an interaction
/// that ends settles on a page and selects it, and a change of the selection slides the pages.
@MainActor
struct PageTabViewTests {
    struct Pages: View {
        @Binding var selection: Int
        var body: some View {
            TabView(selection: $selection) {
                ForEach(0..<3) { index in
                    Color.blue.accessibilityIdentifier("page \(index)")
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
        }
    }

    private let size = CGSize(width: 300, height: 400)

    private func left(of page: Int, in host: HeadlessHost) -> CGFloat? {
        host.displayList.items(identifiedAs: "page \(page)").first?.presentedFrame.minX
    }

    private func scrollNode(_ host: HeadlessHost) throws -> ScrollNode {
        var found: ScrollNode?
        func visit(_ node: ViewNode) {
            if found == nil, let scroll = node as? ScrollNode { found = scroll }
            node.forEachChild(visit)
        }
        visit(host.graph.root)
        return try #require(found)
    }

    /// Ends an interaction at `velocity`, as a pointer's release will.
    private func release(_ host: HeadlessHost, velocity: CGVector) throws {
        let scroll = try scrollNode(host)
        host.perform { scroll.endInteraction(velocity: velocity, transaction: Transaction()) }
    }

    @Test func thePagesLieSideBySideWithDots() {
        let host = HeadlessHost(Pages(selection: .constant(0)), size: size)
        #expect(left(of: 0, in: host) == 0)
        #expect(left(of: 1, in: host) == 300)
        let dots = host.displayList.flattened.filter { if case .shape(let shape) = $0.content { shape.name == "Circle" } else { false } }
        #expect(dots.count == 3)
        #expect(dots.allSatisfy { $0.presentedFrame.minY > 350 }, "at the bottom")
    }

    @Test func aReleasedDragSettlesOnTheNearestPageAndSelectsIt() throws {
        var selection = 0
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = HeadlessHost(Pages(selection: binding), size: size)
        host.scroll(by: CGSize(width: 100, height: 0))
        try release(host, velocity: .zero)
        host.advance(by: 2)
        #expect(host.scrollOffset() == .zero, "a third of a page falls back")
        #expect(selection == 0)
        host.scroll(by: CGSize(width: 200, height: 0))
        try release(host, velocity: .zero)
        host.advance(by: 0.05)
        let moving = try #require(host.scrollOffset())
        #expect(moving.x > 200 && moving.x < 300, "it springs towards the next page: \(moving)")
        #expect(selection == 0, "the selection changes once the page is settled")
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 300, y: 0))
        #expect(selection == 1)
    }

    @Test func aSwipeOfThePointerTurnsThePage() {
        var selection = 0
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = HeadlessHost(Pages(selection: binding), size: size)
        // A short, quick swipe to the left: a third of the page, but fast enough to turn it.
        host.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.1)
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 300, y: 0))
        #expect(selection == 1)
        // A slow drag back of a third of a page, held still before it is let go, falls back.
        host.pointerDown(at: CGPoint(x: 50, y: 200))
        for step in 1...10 {
            host.advance(by: 0.05)
            host.pointerMoved(to: CGPoint(x: 50 + 10 * CGFloat(step), y: 200))
        }
        host.advance(by: 0.5)
        host.pointerUp()
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 300, y: 0))
        #expect(selection == 1)
    }

    @Test func aFlickGoesOnePageAtMost() throws {
        var selection = 0
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = HeadlessHost(Pages(selection: binding), size: size)
        host.scroll(by: CGSize(width: 60, height: 0))
        try release(host, velocity: CGVector(dx: 5000, dy: 0))
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 300, y: 0), "the next page, not two on")
        #expect(selection == 1)
        host.scroll(by: CGSize(width: 30, height: 0))
        try release(host, velocity: CGVector(dx: -800, dy: 0))
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 300, y: 0), "a flick back from just past a page returns to it")
    }

    @Observable final class PageModel {
        var selection = 0
    }

    struct ModelPages: View {
        let model: PageModel
        var body: some View {
            Pages(selection: Binding(get: { model.selection }, set: { model.selection = $0 }))
        }
    }

    @Test func anAnimatedSelectionSlidesThePages() {
        let model = PageModel()
        let host = HeadlessHost(ModelPages(model: model), size: size)
        withAnimation(.linear(duration: 1)) { model.selection = 2 }
        host.advance(by: 0.5)
        #expect(abs((host.scrollOffset()?.x ?? 0) - 300) < 1, "half-way to page 2 at half the animation")
        host.advance(by: 1)
        #expect(host.scrollOffset() == CGPoint(x: 600, y: 0))
        #expect(model.selection == 2, "settling on the selected page leaves the selection alone")
        model.selection = 0
        host.update()
        #expect(host.scrollOffset() == .zero, "without an animation the page changes at once")
    }

    @Test func aVelocityThatIsNotANumberCountsAsNone() throws {
        var selection = 0
        let host = HeadlessHost(Pages(selection: Binding(get: { selection }, set: { selection = $0 })), size: size)
        host.scroll(by: CGSize(width: 250, height: 0))
        try release(host, velocity: CGVector(dx: CGFloat.nan, dy: .infinity))
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 300, y: 0))
        #expect(selection == 1)
        #expect(host.diagnostics.map(\.kind) == [.invalidValue])
    }
}
