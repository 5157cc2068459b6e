import Kinema

/// The angle the podiums turn to, shared by both.
@Observable
@MainActor
public final class PodiumTurn {
    /// The first avatar's angle, in degrees.
    public var degrees: Double = -90

    /// A podium with its first avatar at the top.
    public init() {}

    /// Turns the podium a third of a circle, so each avatar takes the next one's place.
    public func advance() {
        withAnimation(.smooth(duration: 1.2)) { degrees += 120 }
    }
}

/// Three avatars on a circle, laid out by ``RadialLayout``. When the angle animates, the layout
/// sees only the final angle, so each avatar's position interpolates along a straight line.
struct Podium: View {
    var degrees: Double
    /// Prefixed to each avatar's identifier, to tell the two podiums apart.
    var name: String

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.indigo.opacity(0.25), style: StrokeStyle(lineWidth: 2, dash: [6, 6]))
                .frame(width: 2 * PodiumGeometry.radius, height: 2 * PodiumGeometry.radius)
            RadialLayout(angle: .degrees(degrees), radius: PodiumGeometry.radius) {
                ForEach(["cat", "dog", "bunny"], id: \.self) { pet in
                    Image(pet, bundle: .module)
                        .resizable()
                        .frame(width: 56, height: 56)
                        .shadow(color: Color.black.opacity(0.25), radius: 5, y: 2)
                        .accessibilityIdentifier("\(name)-\(pet)")
                }
            }
        }
    }
}

/// The same podium as an `Animatable` view: the angle itself animates, so its body and the
/// layout run every frame and the avatars travel along the circle.
struct AnimatablePodium: View, Animatable {
    var degrees: Double
    var name: String

    // Nonisolated, as SwiftUI's `Animatable` asks of a view (which is on the main actor).
    nonisolated var animatableData: Double {
        get { degrees }
        set { degrees = newValue }
    }

    var body: some View {
        Podium(degrees: degrees, name: name)
    }
}

enum PodiumGeometry {
    static let radius: CGFloat = 80
}
