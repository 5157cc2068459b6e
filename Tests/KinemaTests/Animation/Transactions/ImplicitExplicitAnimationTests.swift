import Foundation
import Kinema
import Observation
import Testing

/// Scenario C1: implicit (`.animation(_:)`) versus explicit (`withAnimation`) animation of a
/// scale and an opacity, and how the place of `.animation` decides what animates.
@MainActor
struct ImplicitExplicitAnimationTests {
    /// The state the lighthouse views read: whether it is shrunk and whether it is faded.
    @Observable final class Lighthouse {
        var shrunk = false
        var faded = false
    }

    /// The beam of the lighthouse, drawn by one leaf marked "beam".
    struct Beam: View {
        var body: some View {
            Capsule()
                .fill(Color.indigo)
                .frame(width: 90, height: 150)
        }
    }

    /// `.scaleEffect(…).opacity(…).animation(.easeInOut(duration: 1))`: both effects are inside.
    struct ImplicitAroundBoth: View {
        let model: Lighthouse
        var body: some View {
            Beam()
                .scaleEffect(model.shrunk ? 0.5 : 1)
                .opacity(model.faded ? 0.2 : 1)
                .animation(.easeInOut(duration: 1))
                .accessibilityIdentifier("beam")
        }
    }

    /// The same effects with no animation modifier at all.
    struct NoImplicitAnimation: View {
        let model: Lighthouse
        var body: some View {
            Beam()
                .scaleEffect(model.shrunk ? 0.5 : 1)
                .opacity(model.faded ? 0.2 : 1)
                .accessibilityIdentifier("beam")
        }
    }

    /// The opacity inside the animation modifier, the scale outside it.
    struct ImplicitBetween: View {
        let model: Lighthouse
        var body: some View {
            Beam()
                .opacity(model.faded ? 0.2 : 1)
                .animation(.easeInOut(duration: 1))
                .scaleEffect(model.shrunk ? 0.5 : 1)
                .accessibilityIdentifier("beam")
        }
    }

    /// `.animation(nil)` around the opacity, an animation around everything.
    struct NilAroundOpacity: View {
        let model: Lighthouse
        var body: some View {
            Beam()
                .opacity(model.faded ? 0.2 : 1)
                .animation(nil)
                .scaleEffect(model.shrunk ? 0.5 : 1)
                .animation(.easeInOut(duration: 1))
                .accessibilityIdentifier("beam")
        }
    }

    /// `.animation(nil)` around the opacity and nothing else: only an explicit animation from
    /// outside could reach the effects.
    struct OnlyNilAroundOpacity: View {
        let model: Lighthouse
        var body: some View {
            Beam()
                .opacity(model.faded ? 0.2 : 1)
                .animation(nil)
                .scaleEffect(model.shrunk ? 0.5 : 1)
                .accessibilityIdentifier("beam")
        }
    }

    /// The article's tap handler with `@State`: the scale changes plainly, the opacity inside
    /// `withAnimation`, both in one event.
    struct TapToDim: View {
        @State private var shrunk = false
        @State private var faded = false
        var body: some View {
            Beam()
                .scaleEffect(shrunk ? 0.5 : 1)
                .opacity(faded ? 0.2 : 1)
                .accessibilityIdentifier("beam")
                .onTapGesture {
                    shrunk.toggle()
                    withAnimation(.easeInOut(duration: 1)) {
                        faded.toggle()
                    }
                }
        }
    }

    /// The presented scale and opacity of the beam.
    func beam(_ host: HeadlessHost) throws -> (scale: CGFloat, opacity: Double) {
        let item = try #require(host.displayList.items(identifiedAs: "beam").first)
        #expect(item.transform.b == 0 && item.transform.c == 0, "the scale is uniform and unrotated")
        return (item.transform.a, item.opacity)
    }

    /// The eased fraction of a one-second easeInOut at `time`.
    func eased(_ time: Double) -> Double {
        UnitCurve.easeInOut.value(at: time)
    }

    static let tolerance = 1e-6
    /// Sample times inside the one-second animation, where easeInOut is far from linear.
    static let sampleTimes = [0.2, 0.5, 0.8]

    @Test func implicitAnimationAnimatesScaleAndOpacity() throws {
        let model = Lighthouse()
        let host = HeadlessHost(ImplicitAroundBoth(model: model))
        #expect(try beam(host) == (1, 1))

        host.perform {
            model.shrunk = true
            model.faded = true
        }
        // Nothing moves at the instant of the change: both start from the old values.
        var now = try beam(host)
        #expect(abs(now.scale - 1) < Self.tolerance)
        #expect(abs(now.opacity - 1) < Self.tolerance)

        var elapsed = 0.0
        for time in Self.sampleTimes {
            host.advance(by: time - elapsed)
            elapsed = time
            now = try beam(host)
            let progress = eased(time)
            #expect(abs(now.scale - (1 - 0.5 * progress)) < Self.tolerance, "scale at \(time) s: \(now.scale)")
            #expect(abs(now.opacity - (1 - 0.8 * progress)) < Self.tolerance, "opacity at \(time) s: \(now.opacity)")
        }
        host.advance(by: 1 - elapsed)
        now = try beam(host)
        #expect(abs(now.scale - 0.5) < Self.tolerance)
        #expect(abs(now.opacity - 0.2) < Self.tolerance)
        host.advance(by: 0.05)
        #expect(!host.isAnimating)
        #expect(try beam(host) == (0.5, 0.2))
    }

    @Test func implicitAnimationAnimatesTheWayBackToo() throws {
        let model = Lighthouse()
        let host = HeadlessHost(ImplicitAroundBoth(model: model))
        host.perform {
            model.shrunk = true
            model.faded = true
        }
        host.advance(by: 1.1)
        #expect(!host.isAnimating)

        // The implicit animation applies on every update, not only on the first one.
        host.perform {
            model.shrunk = false
            model.faded = false
        }
        host.advance(by: 0.3)
        let now = try beam(host)
        #expect(abs(now.scale - (0.5 + 0.5 * eased(0.3))) < Self.tolerance)
        #expect(abs(now.opacity - (0.2 + 0.8 * eased(0.3))) < Self.tolerance)
    }

    @Test func withAnimationAroundOnlyTheOpacityChange() throws {
        let model = Lighthouse()
        let host = HeadlessHost(NoImplicitAnimation(model: model))
        host.perform {
            model.shrunk = true
            withAnimation(.easeInOut(duration: 1)) {
                model.faded = true
            }
        }
        // The scale was changed outside `withAnimation`: it is already at its new value.
        var now = try beam(host)
        #expect(now.scale == 0.5)
        #expect(abs(now.opacity - 1) < Self.tolerance)

        var elapsed = 0.0
        for time in Self.sampleTimes {
            host.advance(by: time - elapsed)
            elapsed = time
            now = try beam(host)
            #expect(now.scale == 0.5, "the scale does not move at \(time) s")
            #expect(abs(now.opacity - (1 - 0.8 * eased(time))) < Self.tolerance, "opacity at \(time) s: \(now.opacity)")
        }
        host.advance(by: 1 - elapsed)
        #expect(try beam(host) == (0.5, 0.2))
    }

    @Test func tapHandlerWithAnimationAroundOnlyTheOpacityChange() throws {
        let host = HeadlessHost(TapToDim())
        try host.tap("beam")
        var now = try beam(host)
        #expect(now.scale == 0.5, "the plain change jumps")
        #expect(abs(now.opacity - 1) < Self.tolerance, "the change inside withAnimation starts from the old value")
        host.advance(by: 0.5)
        now = try beam(host)
        #expect(now.scale == 0.5)
        #expect(abs(now.opacity - (1 - 0.8 * eased(0.5))) < Self.tolerance, "opacity at 0.5 s: \(now.opacity)")
        host.advance(by: 0.5)
        #expect(try beam(host) == (0.5, 0.2))
    }

    @Test func withAnimationAnimatesOnlyWhatChangedInsideIt() throws {
        // The same with the two changes in separate events: the first, unanimated, jumps.
        let model = Lighthouse()
        let host = HeadlessHost(NoImplicitAnimation(model: model))
        host.perform { model.shrunk = true }
        #expect(try beam(host) == (0.5, 1))
        #expect(!host.isAnimating)
        withAnimation(.easeInOut(duration: 1)) { model.faded = true }
        host.advance(by: 0.5)
        let now = try beam(host)
        #expect(now.scale == 0.5)
        #expect(abs(now.opacity - (1 - 0.8 * eased(0.5))) < Self.tolerance)
    }

    @Test func animationBetweenOpacityAndScaleAnimatesOnlyTheOpacity() throws {
        let model = Lighthouse()
        let host = HeadlessHost(ImplicitBetween(model: model))
        host.perform {
            model.shrunk = true
            model.faded = true
        }
        var now = try beam(host)
        #expect(now.scale == 0.5, "the scale is outside the animation modifier: it jumps")
        #expect(abs(now.opacity - 1) < Self.tolerance)

        var elapsed = 0.0
        for time in Self.sampleTimes {
            host.advance(by: time - elapsed)
            elapsed = time
            now = try beam(host)
            #expect(now.scale == 0.5, "the scale does not move at \(time) s")
            #expect(abs(now.opacity - (1 - 0.8 * eased(time))) < Self.tolerance, "opacity at \(time) s: \(now.opacity)")
        }
        host.advance(by: 1.05 - elapsed)
        #expect(!host.isAnimating)
        #expect(try beam(host) == (0.5, 0.2))
    }

    @Test func nilAnimationDisablesWhatItWraps() throws {
        let model = Lighthouse()
        let host = HeadlessHost(NilAroundOpacity(model: model))
        host.perform {
            model.shrunk = true
            model.faded = true
        }
        var now = try beam(host)
        #expect(now.opacity == 0.2, "the opacity is inside `.animation(nil)`: it jumps")
        #expect(abs(now.scale - 1) < Self.tolerance)

        var elapsed = 0.0
        for time in Self.sampleTimes {
            host.advance(by: time - elapsed)
            elapsed = time
            now = try beam(host)
            #expect(now.opacity == 0.2, "the opacity does not move at \(time) s")
            #expect(abs(now.scale - (1 - 0.5 * eased(time))) < Self.tolerance, "scale at \(time) s: \(now.scale)")
        }
        host.advance(by: 1 - elapsed)
        #expect(try beam(host) == (0.5, 0.2))
    }

    @Test func nilAnimationOverridesWithAnimation() throws {
        let model = Lighthouse()
        let host = HeadlessHost(OnlyNilAroundOpacity(model: model))
        host.perform {
            withAnimation(.easeInOut(duration: 1)) {
                model.shrunk = true
                model.faded = true
            }
        }
        var now = try beam(host)
        #expect(now.opacity == 0.2, "`.animation(nil)` removes the explicit animation from the opacity")
        #expect(abs(now.scale - 1) < Self.tolerance)
        host.advance(by: 0.5)
        now = try beam(host)
        #expect(now.opacity == 0.2)
        #expect(abs(now.scale - (1 - 0.5 * eased(0.5))) < Self.tolerance, "the scale keeps the explicit animation")
    }
}
