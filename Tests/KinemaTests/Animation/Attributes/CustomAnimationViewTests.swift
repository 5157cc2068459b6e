import Foundation
import Kinema
import Testing
import KinemaTestSupport

/// Scenario B2 in a view tree, and user types that animate: geometry effects and layouts.
@MainActor
struct CustomAnimationViewTests {
    /// Linear motion over a duration, with its velocity, so a spring can take over from it.
    struct LinearAnimation: CustomAnimation {
        var duration: TimeInterval

        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time <= duration ? value.scaled(by: time / duration) : nil
        }

        func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
            value.scaled(by: 1 / duration)
        }
    }

    struct Badge: View {
        let model: Selection
        var body: some View {
            Rectangle()
                .frame(width: 50, height: 50)
                .scaleEffect(model.isSelected ? 2 : 1, anchor: model.isSelected ? .topLeading : .center)
                .accessibilityIdentifier("badge")
        }
    }

    @Test func customAnimationDrivesTheFourDimensionalScale() throws {
        let model = Selection()
        let host = HeadlessHost(Badge(model: model))
        withAnimation(Animation(LinearAnimation(duration: 1))) { model.isSelected = true }
        host.advance(by: 0.25)
        let item = host.displayList.items(identifiedAs: "badge")[0]
        #expect(abs(item.transform.a - 1.25) < 1e-9, "the scale is a quarter of the way")
        // The anchor is a quarter of the way from the centre to the top leading corner.
        let frame = item.frame
        let anchor = CGPoint(x: frame.minX + 0.375 * frame.width, y: frame.minY + 0.375 * frame.height)
        let mapped = anchor.applying(item.transform)
        #expect(abs(mapped.x - anchor.x) < 1e-9 && abs(mapped.y - anchor.y) < 1e-9, "the anchor stays put")
        host.advance(by: 0.8)
        #expect(!host.isAnimating, "it finished by returning nil")
        #expect(host.displayList.items(identifiedAs: "badge")[0].transform.a == 2)
    }

    @Test func aSpringTakesOverTheCustomAnimationsVelocity() throws {
        let model = Selection()
        let host = HeadlessHost(Badge(model: model))
        withAnimation(Animation(LinearAnimation(duration: 1))) { model.isSelected = true }
        host.advance(by: 0.5)
        let step = 1.0 / 10_000
        let before = host.scale(of: "badge")!
        withAnimation(.spring(response: 0.5, dampingFraction: 1)) { model.isSelected = false }
        #expect(host.scale(of: "badge") == before, "no jump")
        host.advance(by: step)
        let velocity = (host.scale(of: "badge")! - before) / step
        #expect(abs(velocity - 1) < 0.02, "the spring starts with the linear animation's velocity, 1 per second")
        host.advance(by: 2)
        #expect(host.scale(of: "badge") == 1)
    }

    /// A user geometry effect: shakes the view sideways by a sine of its animatable data.
    struct Shake: GeometryEffect {
        var shakes: CGFloat
        var animatableData: CGFloat {
            get { shakes }
            set { shakes = newValue }
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 10 * sin(shakes * 2 * .pi), y: 0))
        }
    }

    struct Shaker: View {
        let counter: Counter
        var body: some View {
            Rectangle().frame(width: 20, height: 20).modifier(Shake(shakes: CGFloat(counter.count))).accessibilityIdentifier("shaker")
        }
    }

    @Test func userGeometryEffectsAnimateTheirData() throws {
        let counter = Counter()
        let host = HeadlessHost(Shaker(counter: counter))
        let initialBodies = host.bodyEvaluationCount
        withAnimation(.linear(duration: 1)) { counter.count = 1 }
        let bodiesAfterChange = host.bodyEvaluationCount
        host.advance(by: 0.25)
        #expect(abs(host.displayList.items(identifiedAs: "shaker")[0].transform.tx - 10) < 1e-9, "a quarter shake is at the peak")
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items(identifiedAs: "shaker")[0].transform.tx + 10) < 1e-9)
        #expect(host.bodyEvaluationCount == bodiesAfterChange, "effects animate without running any body")
        #expect(bodiesAfterChange > initialBodies)
    }

    /// Places subviews on a circle, starting at an angle.
    struct RadialLayout: Layout {
        var angle: Angle
        var radius: CGFloat = 100

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 2 * radius + 40, height: 2 * radius + 40)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let theta = angle.radians + Double(index) * 2 * .pi / Double(subviews.count)
                let point = CGPoint(x: bounds.midX + radius * cos(theta), y: bounds.midY + radius * sin(theta))
                subview.place(at: point, anchor: .center, proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }

    struct Podium: View {
        let counter: Counter
        var body: some View {
            RadialLayout(angle: .degrees(Double(counter.count) * 90)) {
                ForEach(["a", "b", "c"], id: \.self) { name in
                    Circle().accessibilityIdentifier(name)
                }
            }
        }
    }

    @Test func customLayoutsPlaceSubviewsAndPositionsAnimate() throws {
        let counter = Counter()
        let host = HeadlessHost(Podium(counter: counter), size: CGSize(width: 300, height: 300))
        let start = host.displayList.items(identifiedAs: "a")[0].frame
        #expect(abs(start.midX - 250) < 1e-9 && abs(start.midY - 150) < 1e-9, "at angle 0, right of centre")
        withAnimation(.linear(duration: 1)) { counter.count = 1 }
        host.advance(by: 0.5)
        let halfway = host.displayList.items(identifiedAs: "a")[0].frame
        // Positions interpolate in a straight line: half way from (250, 150) to (150, 250).
        #expect(abs(halfway.midX - 200) < 1e-9 && abs(halfway.midY - 200) < 1e-9)
    }
}
