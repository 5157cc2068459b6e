import Foundation
import Kinema
import KinemaRender

/// What every scene animates: a phase from 0 to 1 and back, forever.
@Observable
final class Phase {
    var value = 0.0
}

/// Twenty drawing leaves at 800 × 600: ten shapes moving, turning, scaling and fading, five
/// stroked outlines that change size, and five labels that change weight.
struct TwentyItemScene: View {
    let phase: Phase

    var body: some View {
        let t = phase.value
        VStack(spacing: 24) {
            HStack(spacing: 24) {
                ForEach(0..<5) { index in
                    RoundedRectangle(cornerRadius: 12 + 8 * t)
                        .fill(Color(hue: Double(index) / 5, saturation: 0.7, brightness: 0.9))
                        .frame(width: 110, height: 110)
                        .rotationEffect(.degrees(90 * t + Double(index) * 10))
                        .opacity(0.6 + 0.4 * t)
                }
            }
            HStack(spacing: 24) {
                ForEach(0..<5) { index in
                    Circle()
                        .fill(Color(hue: Double(index) / 5 + 0.1, saturation: 0.8, brightness: 0.8))
                        .frame(width: 100, height: 100)
                        .scaleEffect(0.7 + 0.4 * t)
                        .offset(x: 20 * t)
                }
            }
            HStack(spacing: 24) {
                ForEach(0..<5) { index in
                    Capsule()
                        .stroke(Color.indigo, style: StrokeStyle(lineWidth: 2 + 4 * t, lineCap: .round, dash: index.isMultiple(of: 2) ? [] : [8, 6]))
                        .frame(width: 90 + 30 * t, height: 50)
                }
            }
            HStack(spacing: 24) {
                ForEach(0..<5) { index in
                    Text("Frame \(index + 1)")
                        .font(.system(size: 20 + 4 * t, weight: t > 0.5 ? .bold : .regular))
                        .foregroundColor(.black)
                }
            }
        }
    }
}

/// A mosaic of 500 small tiles in 25 × 20, each turned by its own angle.
struct Mosaic: View {
    /// Turns every tile: animating it changes the content of the mosaic.
    var turn: Double

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<20) { row in
                HStack(spacing: 4) {
                    ForEach(0..<25) { column in
                        RoundedRectangle(cornerRadius: 4)
                            .fill(Color(hue: Double(row * 25 + column) / 500, saturation: 0.6, brightness: 0.9))
                            .frame(width: 20, height: 20)
                            .rotationEffect(.degrees(Double(row + column) * 7 + turn))
                    }
                }
            }
        }
    }
}

/// The mosaic fading in and out as a whole (its tiles stay still), drawn leaf by leaf or as
/// one drawing group.
struct FadingMosaic: View {
    let phase: Phase
    let grouped: Bool

    var body: some View {
        Group {
            if grouped {
                Mosaic(turn: 0).drawingGroup()
            } else {
                Mosaic(turn: 0)
            }
        }
        .opacity(0.3 + 0.7 * phase.value)
    }
}

/// The mosaic with every tile turning: the content itself changes every frame.
struct TurningMosaic: View {
    let phase: Phase
    let grouped: Bool

    var body: some View {
        Group {
            if grouped {
                Mosaic(turn: 90 * phase.value).drawingGroup()
            } else {
                Mosaic(turn: 90 * phase.value)
            }
        }
    }
}

/// The display lists of `frames` consecutive 60 Hz frames of `root`, with its phase animating
/// 0 → 1 → 0 every 2 s.
@MainActor
func recordFrames<Root: View>(of makeRoot: (Phase) -> Root, count frames: Int = 120) -> [DisplayList] {
    let phase = Phase()
    let host = HeadlessHost(makeRoot(phase), size: CGSize(width: 800, height: 600), textMeasurer: PangoTextMeasurer())
    withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { phase.value = 1 }
    return (0..<frames).map { _ in
        host.advance(by: 1.0 / 60)
        return host.displayList
    }
}
