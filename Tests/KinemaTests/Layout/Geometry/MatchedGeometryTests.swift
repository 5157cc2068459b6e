import Foundation
import Kinema
import Testing

/// `matchedGeometryEffect`, `@Namespace`: frames shared and animated between views.
@MainActor
struct MatchedGeometryTests {
    @Observable
    final class Model {
        var isExpanded = false
        var selected = 0
    }

    /// The classic: a small card at the top leading corner, expanded into a large detail.
    struct Expanding: View {
        let model: Model
        @Namespace private var namespace

        var body: some View {
            ZStack(alignment: .topLeading) {
                if model.isExpanded {
                    Rectangle()
                        .matchedGeometryEffect(id: "card", in: namespace)
                        .frame(width: 300, height: 200)
                        .accessibilityIdentifier("detail")
                } else {
                    Rectangle()
                        .matchedGeometryEffect(id: "card", in: namespace)
                        .frame(width: 100, height: 50)
                        .accessibilityIdentifier("card")
                }
                Color.clear.frame(width: 300, height: 200)
            }
        }
    }

    func frame(_ host: HeadlessHost, _ identifier: String) -> CGRect? {
        host.displayList.items(identifiedAs: identifier).first?.presentedFrame
    }

    @Test func theInsertedViewGrowsFromTheRemovedOneAndTheRemovedOneFollows() throws {
        let model = Model()
        let host = HeadlessHost(Expanding(model: model), size: CGSize(width: 300, height: 200))
        #expect(frame(host, "card") == CGRect(x: 0, y: 0, width: 100, height: 50))
        withAnimation(.linear(duration: 1)) { model.isExpanded = true }
        #expect(frame(host, "detail") == CGRect(x: 0, y: 0, width: 100, height: 50), "starts at the card's frame")
        host.advance(by: 0.5)
        let detail = try #require(frame(host, "detail"))
        #expect(abs(detail.width - 200) < 1e-9 && abs(detail.height - 125) < 1e-9, "half way between")
        let card = try #require(frame(host, "card"), "the card is still there, fading out")
        #expect(abs(card.width - 200) < 1e-9, "growing with the detail")
        host.advance(by: 0.5)
        #expect(frame(host, "detail") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(frame(host, "card") == nil)
    }

    @Test func withoutAnimationTheViewsSwapAtOnce() {
        let model = Model()
        let host = HeadlessHost(Expanding(model: model), size: CGSize(width: 300, height: 200))
        model.isExpanded = true
        #expect(frame(host, "detail") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(frame(host, "card") == nil)
    }

    /// A highlight that follows the selected tab: not a source, it takes the tab's frame.
    struct Tabs: View {
        let model: Model
        @Namespace private var namespace

        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Color.clear.frame(width: 50, height: 20).matchedGeometryEffect(id: index, in: namespace)
                }
            }
            .background(
                Rectangle()
                    .matchedGeometryEffect(id: model.selected, in: namespace, isSource: false)
                    .accessibilityIdentifier("highlight"))
        }
    }

    @Test func aViewThatIsNotASourceFollowsTheSource() throws {
        let model = Model()
        let host = HeadlessHost(Tabs(model: model), size: CGSize(width: 150, height: 20))
        #expect(frame(host, "highlight") == CGRect(x: 0, y: 0, width: 50, height: 20))
        withAnimation(.linear(duration: 1)) { model.selected = 2 }
        host.advance(by: 0.5)
        #expect(frame(host, "highlight") == CGRect(x: 50, y: 0, width: 50, height: 20))
        host.advance(by: 0.5)
        #expect(frame(host, "highlight") == CGRect(x: 100, y: 0, width: 50, height: 20))
    }

    struct TwoSources: View {
        @Namespace private var namespace
        var body: some View {
            HStack {
                Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: 1, in: namespace)
                Color.blue.frame(width: 20, height: 20).matchedGeometryEffect(id: 1, in: namespace)
            }
        }
    }

    @Test func twoSourcesForOneIdAreReported() {
        let host = HeadlessHost(TwoSources())
        #expect(host.diagnostics.contains { $0.kind == .matchedGeometry })
        #expect(host.displayList.items(identifiedAs: "x").isEmpty)
    }
}

/// `geometryGroup()`: the group's position and size are resolved and animated by the parent,
/// and its subviews are laid out at each frame's size.
@MainActor
struct GeometryGroupTests {
    struct Grown: View {
        let isLarge: Bool
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().accessibilityIdentifier("top")
                Rectangle().accessibilityIdentifier("bottom")
            }
            .frame(width: isLarge ? 200 : 100, height: isLarge ? 200 : 100)
            .geometryGroup()
        }
    }

    @Test func theSubviewsAreLaidOutInTheGroupsFrameOfEachMoment() throws {
        let host = HeadlessHost(Grown(isLarge: false), size: CGSize(width: 200, height: 200))
        withAnimation(.linear(duration: 1)) { host.setRootView(Grown(isLarge: true)) }
        host.advance(by: 0.5)
        let top = try #require(host.displayList.items(identifiedAs: "top").first)
        #expect(top.presentedFrame == CGRect(x: 25, y: 25, width: 150, height: 75), "the top half of the group as it is now")
        #expect(top.transform == .identity, "laid out there, not scaled")
        host.advance(by: 0.5)
        #expect(try #require(host.displayList.items(identifiedAs: "top").first).presentedFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    struct Panel: View {
        let isOpen: Bool
        var body: some View {
            ZStack(alignment: .topTrailing) {
                Color.gray
                if isOpen {
                    Circle().frame(width: 20, height: 20).accessibilityIdentifier("dot")
                }
            }
            .frame(width: isOpen ? 300 : 100, height: isOpen ? 200 : 100)
            .geometryGroup()
        }
    }

    @Test func aSubviewInsertedMeanwhileKeepsItsSizeInTheCornerOfTheGrowingGroup() throws {
        let host = HeadlessHost(Panel(isOpen: false), size: CGSize(width: 300, height: 200))
        withAnimation(.linear(duration: 1)) { host.setRootView(Panel(isOpen: true)) }
        host.advance(by: 0.5)
        let dot = try #require(host.displayList.items(identifiedAs: "dot").first)
        // The group is 200×150 at (50, 25) halfway: its top trailing corner is at (250, 25).
        #expect(abs(dot.presentedFrame.width - 20) < 1e-6 && abs(dot.presentedFrame.height - 20) < 1e-6, "20×20, not scaled")
        #expect(abs(dot.presentedFrame.maxX - 250) < 1e-6 && abs(dot.presentedFrame.minY - 25) < 1e-6, "\(dot.presentedFrame)")
    }
}

/// Matched views in the two branches of an `if`/`else`, each branch animating inside with an
/// implicit `.animation(_:)`: the inserted one starts where the removed one was drawn.
@MainActor
struct MatchedGeometryBranchTests {
    struct Swapping: View {
        @Namespace private var space
        let swapped: Bool

        var body: some View {
            Group {
                if swapped {
                    HStack { dot("green"); Spacer(); dot("orange") }.frame(width: 100).animation(.linear)
                } else {
                    HStack { dot("orange"); Spacer(); dot("green") }.frame(width: 100).animation(.linear)
                }
            }
        }

        func dot(_ id: String) -> some View {
            Circle().frame(width: 30, height: 30).matchedGeometryEffect(id: id, in: space).accessibilityIdentifier(id)
        }
    }

    @Test func theInsertedDotMovesFromWhereTheRemovedOneWas() throws {
        let host = HeadlessHost(Swapping(swapped: false), size: CGSize(width: 200, height: 200))
        let start = try #require(host.displayList.items(identifiedAs: "orange").first?.presentedFrame.midX)
        host.setRootView(Swapping(swapped: true))
        let end = start + 70
        host.advance(by: 0.1)
        let moving = try #require(host.displayList.items(identifiedAs: "orange").first?.presentedFrame.midX)
        #expect(moving > start + 1 && moving < end - 1, "on its way: \(moving) between \(start) and \(end)")
        host.advance(by: 1)
        let final = try #require(host.displayList.items(identifiedAs: "orange").first?.presentedFrame.midX)
        #expect(abs(final - end) < 0.5)
    }
}
