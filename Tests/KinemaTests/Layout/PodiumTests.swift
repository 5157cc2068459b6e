import Foundation
import Kinema
import Testing

/// Scenario B3: avatars on an arc, laid out by a radial layout. Animating the angle moves them in
/// straight lines; an `Animatable` podium makes them travel along the arc.
@MainActor
struct PodiumTests {
    static let radius: CGFloat = 100
    static let center = CGPoint(x: 150, y: 150)

    /// Places subviews on a circle around the centre, starting at an angle.
    struct RadialLayout: Layout {
        var angle: Angle

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 2 * PodiumTests.radius + 40, height: 2 * PodiumTests.radius + 40)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let theta = angle.radians + Double(index) * 2 * .pi / Double(subviews.count)
                let point = CGPoint(x: bounds.midX + PodiumTests.radius * cos(theta), y: bounds.midY + PodiumTests.radius * sin(theta))
                subview.place(at: point, anchor: .center, proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }

    @Observable
    final class Rotation {
        var degrees = 0.0
    }

    /// The podium as a plain view: the layout gets the new angle once.
    struct Podium: View {
        var degrees: Double
        var body: some View {
            RadialLayout(angle: .degrees(degrees)) {
                ForEach(["cat", "dog", "fish"], id: \.self) { Circle().accessibilityIdentifier($0) }
            }
        }
    }

    /// The same podium, animatable: its body runs every frame with the animated angle.
    struct AnimatablePodium: View, Animatable {
        var degrees: Double
        nonisolated var animatableData: Double {
            get { degrees }
            set { degrees = newValue }
        }
        var body: some View { Podium(degrees: degrees) }
    }

    struct Screen: View {
        let rotation: Rotation
        let animatable: Bool
        var body: some View {
            if animatable {
                AnimatablePodium(degrees: rotation.degrees)
            } else {
                Podium(degrees: rotation.degrees)
            }
        }
    }

    func distancesFromCentre(_ host: HeadlessHost, frames: Int) -> [CGFloat] {
        var distances: [CGFloat] = []
        for _ in 0..<frames {
            host.advance(by: 1.0 / 60)
            let frame = host.displayList.items(identifiedAs: "cat")[0].frame
            distances.append(hypot(frame.midX - Self.center.x, frame.midY - Self.center.y))
        }
        return distances
    }

    @Test func positionsInterpolateInStraightLinesByDefault() throws {
        let rotation = Rotation()
        let host = HeadlessHost(Screen(rotation: rotation, animatable: false), size: CGSize(width: 300, height: 300))
        withAnimation(.linear(duration: 1)) { rotation.degrees = 180 }
        let distances = distancesFromCentre(host, frames: 60)
        #expect(abs(distances[29]) < 1, "half way along the diameter, the cat passes through the centre")
        #expect(abs(distances.last! - Self.radius) < 1e-9)
    }

    @Test func anAnimatablePodiumTravelsAlongTheArc() throws {
        let rotation = Rotation()
        let host = HeadlessHost(Screen(rotation: rotation, animatable: true), size: CGSize(width: 300, height: 300))
        withAnimation(.linear(duration: 1)) { rotation.degrees = 180 }
        let bodies = host.bodyEvaluationCount
        let distances = distancesFromCentre(host, frames: 60)
        for distance in distances {
            #expect(abs(distance - Self.radius) < 1e-9, "every intermediate position lies on the circle")
        }
        let frame = host.displayList.items(identifiedAs: "cat")[0].frame
        #expect(abs(frame.midX - 50) < 1e-9 && abs(frame.midY - 150) < 1e-9, "ends at 180°")
        // Each frame computes the animatable podium's body and the podium's body, once each.
        #expect(host.bodyEvaluationCount - bodies <= 2 * 61)
        #expect(host.bodyEvaluationCount - bodies >= 2 * 59)
    }
}
