import Foundation
import Kinema
import Testing

/// Views inserted and removed with transitions, on the virtual clock.
@MainActor
struct TransitionTests {
    @Observable
    final class Model {
        var isShown = false
    }

    /// A square shown under a condition, with `transition` (or none), above a bar that stays.
    struct Toggled: View {
        let model: Model
        var transition: AnyTransition?

        var body: some View {
            VStack(spacing: 0) {
                if model.isShown {
                    if let transition {
                        square.transition(transition)
                    } else {
                        square
                    }
                }
                Rectangle().frame(width: 100, height: 20).accessibilityIdentifier("bar")
            }
        }

        var square: some View {
            Rectangle().frame(width: 100, height: 100).accessibilityIdentifier("square")
        }
    }

    func host(_ transition: AnyTransition? = nil, shown: Bool = false) -> (HeadlessHost, Model) {
        let model = Model()
        model.isShown = shown
        return (HeadlessHost(Toggled(model: model, transition: transition), size: CGSize(width: 300, height: 300)), model)
    }

    func square(_ host: HeadlessHost) -> DisplayList.FlatItem? {
        host.displayList.items(identifiedAs: "square").first
    }

    @Test func insertedViewsFadeInByDefault() throws {
        let (host, model) = host()
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        #expect(try #require(square(host)).opacity == 0)
        host.advance(by: 0.25)
        #expect(abs(try #require(square(host)).opacity - 0.25) < 1e-9)
        host.advance(by: 0.75)
        #expect(try #require(square(host)).opacity == 1)
        host.advance(by: 1.0 / 60)
        #expect(!host.isAnimating)
        #expect(host.displayList.entries.allSatisfy { if case .begin(.opacity) = $0 { false } else { true } },
                "once faded in, the view is drawn without a group")
    }

    @Test func removedViewsStayUntilTheirRemovalEnds() throws {
        let (host, model) = host(shown: true)
        let barBefore = try #require(host.displayList.items(identifiedAs: "bar").first).presentedFrame
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        let removed = try #require(square(host), "the removed view is still drawn")
        #expect(removed.opacity == 1)
        #expect(removed.presentedFrame.minY == barBefore.minY - 100, "where it was")
        host.advance(by: 0.5)
        #expect(abs(try #require(square(host)).opacity - 0.5) < 1e-9)
        #expect(!host.tap(at: CGPoint(x: 150, y: removed.presentedFrame.midY)) || true)
        let bar = try #require(host.displayList.items(identifiedAs: "bar").first).presentedFrame
        #expect(bar.minY < barBefore.minY, "the bar moves into the space the view left, animated")
        host.advance(by: 0.5)
        #expect(square(host) == nil)
    }

    @Test func withoutAnimationViewsComeAndGoAtOnce() {
        let (host, model) = host(.scale)
        model.isShown = true
        #expect(square(host)?.opacity == 1)
        #expect(square(host)?.transform == .identity)
        model.isShown = false
        #expect(square(host) == nil)
    }

    @Test func scaleAndOpacityCombined() throws {
        let (host, model) = host(.scale.combined(with: .opacity))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        host.advance(by: 0.5)
        let item = try #require(square(host))
        #expect(abs(item.transform.a - 0.5) < 1e-4)
        #expect(abs(item.opacity - 0.5) < 1e-9)
        #expect(abs(item.presentedFrame.midX - 150) < 1e-6, "scaled about the centre")
        host.advance(by: 0.5)
        #expect(try #require(square(host)).transform.a == 1)
    }

    @Test func slideComesFromTheLeadingEdgeAndLeavesByTheTrailingOne() throws {
        let (host, model) = host(.slide)
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        let start = try #require(square(host))
        #expect(start.transform.tx == -100, "one width to the leading side")
        #expect(start.opacity == 1)
        host.advance(by: 1)
        #expect(try #require(square(host)).transform.tx == 0)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.advance(by: 0.5)
        #expect(abs(try #require(square(host)).transform.tx - 50) < 1e-9)
    }

    /// The moving transitions, by name, with the offset each starts from.
    nonisolated static let moving: [(name: String, offset: CGSize)] = [
        ("move(edge: .bottom)", CGSize(width: 0, height: 100)), ("move(edge: .top)", CGSize(width: 0, height: -100)),
        ("offset(x: 30, y: -10)", CGSize(width: 30, height: -10)), ("push(from: .trailing)", CGSize(width: 100, height: 0)),
    ]

    static func transition(named name: String) -> AnyTransition {
        switch name {
        case "move(edge: .bottom)": .move(edge: .bottom)
        case "move(edge: .top)": .move(edge: .top)
        case "offset(x: 30, y: -10)": .offset(x: 30, y: -10)
        default: .push(from: .trailing)
        }
    }

    @Test(arguments: moving)
    func movingTransitionsStartOffset(name: String, offset: CGSize) throws {
        let (host, model) = host(Self.transition(named: name))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        let start = try #require(square(host))
        #expect(start.transform.tx == offset.width)
        #expect(start.transform.ty == offset.height)
        host.advance(by: 1)
        #expect(try #require(square(host)).transform == .identity)
    }

    @Test func pushLeavesTowardsTheOppositeEdgeAndFades() throws {
        let (host, model) = host(.push(from: .trailing), shown: true)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.advance(by: 0.5)
        let item = try #require(square(host))
        #expect(abs(item.transform.tx + 50) < 1e-9)
        #expect(abs(item.opacity - 0.5) < 1e-9)
    }

    @Test func asymmetricUsesOneTransitionEachWay() throws {
        let (host, model) = host(.asymmetric(insertion: .scale, removal: .opacity))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        host.advance(by: 0.5)
        var item = try #require(square(host))
        #expect(abs(item.transform.a - 0.5) < 1e-4)
        #expect(item.opacity == 1, "the removal transition is at identity while inserting")
        host.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.advance(by: 0.5)
        item = try #require(square(host))
        #expect(item.transform.a == 1)
        #expect(abs(item.opacity - 0.5) < 1e-9)
    }

    @Test func identityLeavesAtOnceEvenWhenAnimated() {
        let (host, model) = host(.identity, shown: true)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        #expect(square(host) == nil)
    }

    @Test func aTransitionWithItsOwnAnimationAnimatesWithoutWithAnimation() throws {
        let (host, model) = host(.opacity.animation(.linear(duration: 2)))
        model.isShown = true
        host.advance(by: 1)
        #expect(abs(try #require(square(host)).opacity - 0.5) < 1e-9)
        model.isShown = false
        host.advance(by: 1)
        #expect(abs(try #require(square(host)).opacity - 0.5) < 1e-9)
        host.advance(by: 1)
        #expect(square(host) == nil)
    }

    @Test func turnedBackMidRemovalItReturnsFromWhereItIs() throws {
        let (host, model) = host(.scale, shown: true)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.advance(by: 0.5)
        let midway = try #require(square(host)).transform.a
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        #expect(abs(try #require(square(host)).transform.a - midway) < 1e-9, "no jump")
        host.advance(by: 0.6)
        #expect(try #require(square(host)).transform.a > midway)
        host.advance(by: 2)
        #expect(try #require(square(host)).transform.a == 1)
        #expect(host.displayList.items(identifiedAs: "square").count == 1, "one view, not two")
    }

    @Test func removedTwiceMidFlightItLeavesOnce() throws {
        let (host, model) = host(nil, shown: true)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.advance(by: 0.4)
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        host.advance(by: 0.4)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.advance(by: 0.3)
        #expect(square(host) != nil, "the first removal's end does not take the view")
        host.advance(by: 0.8)
        #expect(square(host) == nil)
        #expect(host.displayList.items(identifiedAs: "bar").count == 1)
        #expect(host.diagnostics.isEmpty)
    }

    /// A transition of the user's, through the `Transition` protocol.
    struct Tilt: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .rotationEffect(.degrees(phase.value * 90))
                .opacity(phase.isIdentity ? 1 : 0.5)
        }
    }

    @Test func transitionsOfTheUsersOwn() throws {
        let (host, model) = host(AnyTransition(Tilt()))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        let start = try #require(square(host))
        #expect(abs(start.transform.b - sin(-Double.pi / 2)) < 1e-9, "rotated by -90° before appearing")
        #expect(start.opacity == 0.5)
        host.advance(by: 1)
        #expect(try #require(square(host)).transform.b.magnitude < 1e-9)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.advance(by: 0.5)
        #expect(abs(try #require(square(host)).transform.b - sin(Double.pi / 4)) < 1e-9, "+45° half way out")
    }

    struct Spin: ViewModifier {
        let degrees: Double
        func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)) }
    }

    @Test func modifierTransitionsAnimateBetweenTheirModifiers() throws {
        let (host, model) = host(.modifier(active: Spin(degrees: 90), identity: Spin(degrees: 0)))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        host.advance(by: 0.5)
        #expect(abs(try #require(square(host)).transform.b - sin(Double.pi / 4)) < 1e-9)
    }

    @Test func blurReplaceBlursFadesAndScales() throws {
        struct Replaced: View {
            let model: Model
            var body: some View {
                VStack {
                    if model.isShown { Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("square").transition(.blurReplace) }
                }
            }
        }
        let model = Model()
        let host = HeadlessHost(Replaced(model: model))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        let start = try #require(square(host))
        #expect(start.opacity == 0)
        #expect(abs(start.transform.a - 0.9) < 1e-9)
        #expect(start.effects.contains { if case .blur(let radius, _) = $0 { radius == 7 } else { false } })
    }

    /// Rows with the transition on their own body, in a `ForEach`.
    struct Rows: View {
        let ids: [Int]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(ids, id: \.self) { id in
                    Row(id: id)
                }
            }
        }
    }

    struct Row: View {
        let id: Int
        var body: some View {
            Rectangle().frame(width: 50, height: 10).accessibilityIdentifier("row\(id)").transition(.move(edge: .leading))
        }
    }

    @Test func forEachRowsTransitionThroughTheirBodies() throws {
        let host = HeadlessHost(Rows(ids: [1, 2]), size: CGSize(width: 200, height: 200))
        withAnimation(.linear(duration: 1)) { host.setRootView(Rows(ids: [1, 3, 2])) }
        let inserted = try #require(host.displayList.items(identifiedAs: "row3").first)
        #expect(inserted.transform.tx == -50)
        host.advance(by: 1)
        withAnimation(.linear(duration: 1)) { host.setRootView(Rows(ids: [3, 2])) }
        host.advance(by: 0.5)
        #expect(host.displayList.items(identifiedAs: "row1").first?.transform.tx == -25)
        host.advance(by: 0.5)
        #expect(host.displayList.items(identifiedAs: "row1").isEmpty)
    }

    @Test func aChangedIdReplacesTheViewWithATransition() throws {
        struct Counter: View {
            let value: Int
            var body: some View {
                Text("\(value)").accessibilityIdentifier("count\(value)").id(value).transition(.opacity)
            }
        }
        let host = HeadlessHost(Counter(value: 1))
        withAnimation(.linear(duration: 1)) { host.setRootView(Counter(value: 2)) }
        host.advance(by: 0.5)
        #expect(abs(try #require(host.displayList.items(identifiedAs: "count1").first).opacity - 0.5) < 1e-9)
        #expect(abs(try #require(host.displayList.items(identifiedAs: "count2").first).opacity - 0.5) < 1e-9)
    }
}

/// What inspectors and timelines see of views coming and going.
@MainActor
struct TransitionInspectionTests {
    @Test func insertionsAndRemovalsAreListedWithTheirTransitionAnimationAndSource() throws {
        let model = TransitionTests.Model()
        let host = HeadlessHost(TransitionTests.Toggled(model: model, transition: .slide.combined(with: .opacity)))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        host.advance(by: 0.5)
        let attributes = host.animatingAttributes.filter { $0.property.hasPrefix("slide.combined(with: opacity) insertion") }
        #expect(attributes.count == 2, "the move and the fade: \(host.animatingAttributes.map(\.property))")
        #expect(attributes.allSatisfy { $0.identifier == "square" && $0.source?.function == "withAnimation" })
        host.advance(by: 1)
        withAnimation(.easeOut(duration: 1)) { model.isShown = false }
        #expect(host.animatingAttributes.contains { $0.property.hasPrefix("slide.combined(with: opacity) removal") })
    }

    @Test func defaultFadesAreListedToo() throws {
        let model = TransitionTests.Model()
        model.isShown = true
        let host = HeadlessHost(TransitionTests.Toggled(model: model))
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        let fade = try #require(host.animatingAttributes.first { $0.property == "opacity removal · opacity" })
        #expect(fade.identifier == "square")
        #expect(fade.from == [1] && fade.to == [0])
        #expect(fade.source?.function == "withAnimation")
    }
}

/// A view that has come in is drawn as if it had never transitioned.
@MainActor
struct TransitionLayerTests {
    @Test func theTransitionsModifiersGoOnceTheViewIsIn() throws {
        let model = TransitionTests.Model()
        let host = HeadlessHost(TransitionTests.Toggled(model: model, transition: .scale.combined(with: .opacity)))
        let plain = host.displayList.entries.count
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        #expect(host.displayList.entries.contains { if case .begin(.opacity) = $0 { true } else { false } })
        host.advance(by: 1.1)
        let entries = host.displayList.entries
        #expect(!entries.contains { if case .begin = $0 { true } else { false } }, "no effect groups left: \(entries.count - plain)")
        #expect(try #require(host.displayList.items(identifiedAs: "square").first).presentedFrame.width == 100)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.advance(by: 0.5)
        #expect(abs(try #require(host.displayList.items(identifiedAs: "square").first).opacity - 0.5) < 1e-9, "and it leaves with them again")
    }
}
