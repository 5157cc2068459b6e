// Plots the value and velocity of every animation preset (and one custom animation) over time,
// as each animates a value from 0 to 1, into one PNG.
//
//     swift run curve-plot --output animation-curves.png
import Foundation
import Kinema
import KinemaExport
import KinemaRender

/// A custom animation: it pulls back before it moves ("anticipation"), over a fixed duration.
struct AnticipateAnimation: CustomAnimation {
    var duration: TimeInterval = 0.6
    /// How far it pulls back: 1.70158 gives the classic 10 % dip.
    var tension = 1.70158

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time <= duration else { return nil }
        let p = time / duration
        return value.scaled(by: p * p * ((tension + 1) * p - tension))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time <= duration else { return nil }
        let p = time / duration
        return value.scaled(by: (3 * (tension + 1) * p * p - 2 * tension * p) / duration)
    }
}

struct Options {
    var output = "animation-curves.png"
    var duration: TimeInterval = 1.5

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--output", "-o":
                guard let path = remaining.popFirst() else { throw UsageError("--output needs a file path") }
                output = path
            case "--duration":
                guard let text = remaining.popFirst(), let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                    throw UsageError("--duration needs a positive number of seconds")
                }
                duration = seconds
            case "--help", "-h":
                print("usage: curve-plot [--output FILE.png] [--duration SECONDS]")
                exit(0)
            default:
                throw UsageError("unknown argument '\(argument)'")
            }
        }
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Samples an animation of a value from 0 to 1 at 240 Hz.
func samples(of animation: Animation, duration: TimeInterval) -> (value: [CGPoint], velocity: [CGPoint]) {
    var animator = Animator(value: 0.0)
    animator.setValue(1, animation: animation, at: 0)
    var value: [CGPoint] = []
    var velocity: [CGPoint] = []
    for frame in 0...Int(duration * 240) {
        let time = Double(frame) / 240
        animator.update(to: time)
        value.append(CGPoint(x: time, y: animator.presentedValue))
        velocity.append(CGPoint(x: time, y: animator.velocity(at: time)))
    }
    return (value, velocity)
}

/// A panel with the value and the velocity, the velocity divided by a round number so both
/// share the axis; the legend says by how much.
func panel(_ title: String, _ animation: Animation, duration: TimeInterval) -> ChartPanel {
    let (value, velocity) = samples(of: animation, duration: duration)
    let peak = velocity.map { abs($0.y) }.filter(\.isFinite).max() ?? 1
    let divisor = [1.0, 2, 5, 10, 20, 50].first { peak / $0 <= 1.6 } ?? 100
    let scaled = velocity.map { CGPoint(x: $0.x, y: $0.y / divisor) }
    return ChartPanel(
        title: title,
        series: [
            ChartSeries(name: "value", points: value, lineWidth: 2.5),
            ChartSeries(name: divisor == 1 ? "velocity /s" : "velocity /s ÷ \(Int(divisor))", points: scaled, lineStyle: .dashed),
        ],
        xLabel: "seconds")
}

do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    let animations: [(String, Animation)] = [
        (".default", .default),
        (".smooth", .smooth),
        (".snappy", .snappy),
        (".bouncy", .bouncy),
        (".spring(response: 0.5, dampingFraction: 0.5)", .spring(response: 0.5, dampingFraction: 0.5)),
        (".interactiveSpring", .interactiveSpring),
        (".interpolatingSpring(stiffness: 170, damping: 10)", .interpolatingSpring(stiffness: 170, damping: 10)),
        (".linear(duration: 1)", .linear(duration: 1)),
        (".easeIn(duration: 1)", .easeIn(duration: 1)),
        (".easeOut(duration: 1)", .easeOut(duration: 1)),
        (".easeInOut(duration: 1)", .easeInOut(duration: 1)),
        (".timingCurve(.circularEaseInOut, duration: 1)", .timingCurve(.circularEaseInOut, duration: 1)),
        (".easeInOut(duration: 0.4).repeatCount(3)", .easeInOut(duration: 0.4).repeatCount(3)),
        (".bouncy.delay(0.3).speed(1.5)", .bouncy.delay(0.3).speed(1.5)),
        ("custom: AnticipateAnimation()", Animation(AnticipateAnimation())),
    ]
    let chart = LineChart(
        title: "Kinema animations: a value animating from 0 to 1",
        panels: animations.map { panel($0.0, $0.1, duration: options.duration) },
        columns: 3,
        panelSize: CGSize(width: 420, height: 260))
    try chart.writePNG(to: options.output)
    print("Wrote \(options.output) (\(animations.count) animations, \(Int(chart.size.width))×\(Int(chart.size.height)) points at 2×)")
} catch {
    FileHandle.standardError.write(Data("curve-plot: error: \(error)\n".utf8))
    exit(1)
}
