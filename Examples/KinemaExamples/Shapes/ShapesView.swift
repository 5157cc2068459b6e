import Kinema

/// What the shapes show: a polygon's sides and scale, and a clock's time.
@Observable
@MainActor
public final class ShapeSettings {
    /// The polygon's sides, 3 to 8.
    public var sides = 3.0
    /// The polygon's scale: 1 or 0.7.
    public var scale = 1.0
    /// The clock's time.
    public var time = ClockTime(hours: 10, minutes: 10)

    /// A triangle at full size, and a clock at 10:10.
    public init() {}

    /// One more side (back to three after eight), the polygon growing or shrinking meanwhile.
    public func morph() {
        withAnimation(.easeInOut(duration: 1)) {
            sides = sides >= 8 ? 3 : sides + 1
            scale = scale == 1 ? 0.7 : 1
        }
    }

    /// Moves the clock on by 2 hours 25 minutes.
    public func advanceClock() {
        withAnimation(.smooth(duration: 1.5)) {
            time = time + ClockTime(hours: 2, minutes: 25)
        }
    }
}

/// A polygon morphing through fractional sides, the web joining its vertices, and a clock whose
/// hands sweep through the hours (scenarios C3 and C4).
public struct ShapesView: View {
    let settings: ShapeSettings

    /// The shapes, following `settings`.
    public init(settings: ShapeSettings) {
        self.settings = settings
    }

    private let ink = Color(red: 0.16, green: 0.15, blue: 0.2)

    /// The view's content.
    public var body: some View {
        VStack(spacing: 18) {
            Text("Animatable Shapes")
                .font(.system(size: 28, weight: .bold, design: .rounded))
                .foregroundColor(ink)
            HStack(spacing: 16) {
                panel("Polygon", "fractional sides") {
                    RegularPolygon(sides: settings.sides, scale: settings.scale)
                        .fill(Color.orange)
                        .accessibilityIdentifier("polygon")
                }
                panel("Web", "every pair of vertices") {
                    PolygonWeb(sides: settings.sides)
                        .stroke(Color.teal, lineWidth: 1.5)
                        .accessibilityIdentifier("web")
                }
                panel("Clock", "a VectorArithmetic time") {
                    ClockShape(time: settings.time)
                        .fill(ink)
                        .accessibilityIdentifier("clock")
                }
            }
            HStack(spacing: 14) {
                button("Morph", id: "morph", color: .orange) { settings.morph() }
                button("+2 h 25 min", id: "advance-clock", color: ink) { settings.advanceClock() }
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.94, green: 0.93, blue: 0.98))
    }

    private func panel(_ title: String, _ caption: String, @ViewBuilder shape: () -> some View) -> some View {
        VStack(spacing: 6) {
            shape().frame(width: 140, height: 140).padding(.bottom, 8)
            Text(title)
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(ink)
            Text(caption)
                .font(.system(size: 13))
                .foregroundColor(.secondary)
        }
        .frame(width: 170)
        .padding(.vertical, 16)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color.white))
    }

    private func button(_ title: String, id: String, color: Color, action: @escaping @MainActor () -> Void) -> some View {
        Button(action: action) {
            Text(title)
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(.white)
                .padding(.horizontal, 22)
                .padding(.vertical, 10)
                .background(Capsule().fill(color))
        }
        .accessibilityIdentifier(id)
    }
}

extension Example {
    /// Shapes with animatable data: a morphing polygon, its web and a clock (scenarios C3, C4).
    public static func shapes() -> Example {
        let settings = ShapeSettings()
        return Example(
            name: "shapes",
            summary: "A polygon morphing through fractional sides, its web of diagonals, and a sweeping clock",
            scenarios: "C3, C4",
            size: CGSize(width: 600, height: 400),
            rootView: ShapesView(settings: settings),
            actions: ["morph": { settings.morph() }, "advance-clock": { settings.advanceClock() }],
            script: "wait 0.3; tap morph; tap advance-clock; wait 1.6; tap morph; wait 1.3; tap morph; tap advance-clock; wait 1.8"
        )
    }
}
