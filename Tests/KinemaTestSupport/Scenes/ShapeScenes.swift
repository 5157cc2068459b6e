import Foundation
import Kinema
import Observation

/// Scenarios B3 and C1–C5 as small views to snapshot.
enum ShapeScenes {
    // MARK: B3

    /// Places its subviews evenly on a circle, the first at `angle`.
    struct RadialLayout: Layout {
        var angle: Angle
        var radius: CGFloat = 50

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 2 * radius + 30, height: 2 * radius + 30)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let theta = angle.radians + Double(index) * 2 * .pi / Double(subviews.count)
                let point = CGPoint(x: bounds.midX + radius * cos(theta), y: bounds.midY + radius * sin(theta))
                subview.place(at: point, anchor: .center, proposal: ProposedViewSize(width: 24, height: 24))
            }
        }
    }

    @Observable final class Turn {
        var degrees = 0.0
    }

    /// Three avatars on an arc, over the circle they sit on.
    struct Podium: View {
        var degrees: Double

        var body: some View {
            ZStack {
                Circle().stroke(Color.gray, lineWidth: 1).frame(width: 100, height: 100)
                RadialLayout(angle: .degrees(degrees)) {
                    ForEach([Color.orange, .blue, .green], id: \.self) { Circle().fill($0) }
                }
            }
        }
    }

    /// The podium with its angle as animatable data: the avatars travel along the arc.
    struct AnimatablePodium: View, Animatable {
        var degrees: Double
        nonisolated var animatableData: Double {
            get { degrees }
            set { degrees = newValue }
        }
        var body: some View { Podium(degrees: degrees) }
    }

    /// Left: positions interpolate in straight lines; right: along the arc.
    struct Podiums: View {
        let turn: Turn

        var body: some View {
            HStack(spacing: 10) {
                Podium(degrees: turn.degrees)
                AnimatablePodium(degrees: turn.degrees)
            }
        }
    }

    // MARK: C1

    @Observable final class Dimmer {
        var half = false
        var dim = false
    }

    /// Four squares: the implicit animation after both modifiers, between opacity and scale
    /// (only opacity animates), `.animation(nil)` (nothing animates, not even `withAnimation`),
    /// and none (only `withAnimation` animates).
    struct ImplicitExplicit: View {
        let model: Dimmer

        var body: some View {
            HStack(spacing: 12) {
                square(.red)
                    .scaleEffect(model.half ? 0.5 : 1)
                    .opacity(model.dim ? 0.2 : 1)
                    .animation(.easeInOut(duration: 1))
                square(.blue)
                    .opacity(model.dim ? 0.2 : 1)
                    .animation(.easeInOut(duration: 1))
                    .scaleEffect(model.half ? 0.5 : 1)
                square(.green)
                    .scaleEffect(model.half ? 0.5 : 1)
                    .opacity(model.dim ? 0.2 : 1)
                    .animation(nil)
                square(.purple)
                    .scaleEffect(model.half ? 0.5 : 1)
                    .opacity(model.dim ? 0.2 : 1)
            }
        }

        func square(_ color: Color) -> some View {
            Rectangle().fill(color).frame(width: 44, height: 44)
        }
    }

    // MARK: C3

    /// A regular polygon with a fractional number of sides, scaled.
    struct Polygon: Shape {
        var sides: Double
        var scale: Double = 1

        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(sides, scale) }
            set { (sides, scale) = (newValue.first, newValue.second) }
        }

        func vertices(in rect: CGRect) -> [CGPoint] {
            let radius = min(rect.width, rect.height) / 2 * scale
            return (0..<Int(sides.rounded(.up))).map { index in
                let angle = Double(index) * 2 * .pi / sides - .pi / 2
                return CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
            }
        }

        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.addLines(vertices(in: rect))
            path.closeSubpath()
            return path
        }
    }

    /// The polygon's vertices, each joined to every other.
    struct Web: Shape {
        var polygon: Polygon
        var animatableData: Polygon.AnimatableData {
            get { polygon.animatableData }
            set { polygon.animatableData = newValue }
        }

        func path(in rect: CGRect) -> Path {
            let points = polygon.vertices(in: rect)
            var path = Path()
            for (index, start) in points.enumerated() {
                for end in points[(index + 1)...] {
                    path.move(to: start)
                    path.addLine(to: end)
                }
            }
            return path
        }
    }

    @Observable final class Morph {
        var sides = 3.0
        var scale = 1.0
    }

    struct Polygons: View {
        let morph: Morph

        var body: some View {
            HStack(spacing: 16) {
                Polygon(sides: morph.sides).fill(Color.blue).frame(width: 90, height: 90)
                Polygon(sides: morph.sides, scale: morph.scale).fill(Color.orange).frame(width: 90, height: 90)
                Web(polygon: Polygon(sides: morph.sides)).stroke(Color.purple, lineWidth: 1.5).frame(width: 90, height: 90)
            }
        }
    }

    // MARK: C4

    /// A time of day in seconds, as a vector: animating it sweeps through the times between.
    struct ClockTime: VectorArithmetic {
        var seconds: Double

        static var zero: ClockTime { ClockTime(seconds: 0) }
        static func + (lhs: ClockTime, rhs: ClockTime) -> ClockTime { ClockTime(seconds: lhs.seconds + rhs.seconds) }
        static func - (lhs: ClockTime, rhs: ClockTime) -> ClockTime { ClockTime(seconds: lhs.seconds - rhs.seconds) }
        mutating func scale(by rhs: Double) { seconds *= rhs }
        var magnitudeSquared: Double { seconds * seconds }
    }

    /// A clock face: a rim, hour ticks, and hour, minute and second hands.
    struct Clock: Shape {
        var time: ClockTime
        var animatableData: ClockTime {
            get { time }
            set { time = newValue }
        }

        func path(in rect: CGRect) -> Path {
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let radius = min(rect.width, rect.height) / 2 - 3
            var face = Path()
            face.addArc(center: center, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
            face.closeSubpath()
            func point(_ turn: Double, _ length: CGFloat) -> CGPoint {
                let angle = turn * 2 * .pi - .pi / 2
                return CGPoint(x: center.x + length * cos(angle), y: center.y + length * sin(angle))
            }
            for hour in 0..<12 {
                face.move(to: point(Double(hour) / 12, radius * 0.85))
                face.addLine(to: point(Double(hour) / 12, radius))
            }
            let seconds = time.seconds
            for (turn, length) in [(seconds / 43_200, radius * 0.5), (seconds / 3600, radius * 0.75), (seconds / 60, radius * 0.9)] {
                face.move(to: center)
                face.addLine(to: point(turn, length))
            }
            return face.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))
        }
    }

    @Observable final class Time {
        var time = ClockTime(seconds: 9 * 3600)
    }

    struct ClockFace: View {
        let model: Time

        var body: some View {
            Clock(time: model.time).fill(Color.black).frame(width: 120, height: 120)
        }
    }

    // MARK: C5

    /// A ring of petals that turns and breathes: many leaves, optionally drawn as one group.
    struct Flower: View {
        var petals = 24
        var turn: Double
        var grouped: Bool

        var body: some View {
            let flower = ZStack {
                ForEach(0..<petals) { index in
                    Capsule()
                        .fill(Color(hue: Double(index) / Double(petals), saturation: 0.7, brightness: 0.9).opacity(0.8))
                        .frame(width: 14, height: 44)
                        .offset(y: -22)
                        .rotationEffect(.degrees(Double(index) * 360 / Double(petals) + turn))
                }
                Circle().fill(Color.yellow).frame(width: 30, height: 30)
            }
            .frame(width: 100, height: 100)
            if grouped {
                flower.drawingGroup()
            } else {
                flower
            }
        }
    }

    @Observable final class Spin {
        var turn = 0.0
    }

    /// The flower grouped (left) and drawn leaf by leaf (right).
    struct Flowers: View {
        let spin: Spin

        var body: some View {
            HStack(spacing: 20) {
                Flower(turn: spin.turn, grouped: true)
                Flower(turn: spin.turn, grouped: false)
            }
        }
    }
}
