// One 60 Hz frame of 10,000 running animators: each sample advances the clock by 1/60 s and
// brings every animator to the new time with `update(to:)`. One sample is one frame, so the
// reported time is per frame, in µs: divided by 10 it is the ns of one animator-frame.
//
// Steady state: every animator keeps running for the whole run. Each frame, after the measured
// region, one in `restartPeriod` animators is sent a new target, so each animation is restarted
// every 0.5 s and the animators' phases are spread evenly over 0…0.5 s. A spring merges (it
// takes over position and velocity and restarts its clock) and never gets near settling; a
// timing curve is cut (set without animation) and started again, and is longer than the period
// so it never finishes. Restarting is `setValue`'s work, not a frame's (and it may allocate),
// so it stays out of the measured region.

import Benchmark
import Foundation
import KinemaAnimation

/// Animators sampled per frame.
let animatorCount = 10_000
/// A 60 Hz display.
let frameDuration = 1.0 / 60
/// Frames between two restarts of the same animator: 0.5 s, the `.smooth` spring's response.
let restartPeriod = 30
/// The timing curve's duration: longer than `restartPeriod` frames, so it never finishes.
let curveDuration = 0.6

/// `animatorCount` animators of one value type, and the clock they run on.
///
/// Benchmarks run one at a time on one thread, so the unchecked `Sendable` is safe.
final class Animators<Value: VectorArithmetic>: @unchecked Sendable {
    private var animators: [Animator<Value>]
    private var time = 0.0
    private var frame = 0
    private let restart: (inout Animator<Value>, _ time: Double) -> Void

    /// Creates animators showing `initial`, started and restarted by `restart`: animator `i`
    /// at the frames whose number is `i` modulo `restartPeriod`.
    init(initial: Value, restart: @escaping (inout Animator<Value>, _ time: Double) -> Void) {
        animators = Array(repeating: Animator(value: initial), count: animatorCount)
        self.restart = restart
        // Start the animators over one period, as in the steady state.
        for _ in 0..<restartPeriod { advance(); restartDue() }
    }

    /// The measured work: one frame.
    func advance() {
        time += frameDuration
        frame += 1
        let now = time
        Animator.update(&animators, to: now)
    }

    /// The unmeasured work: restarts the animators whose turn it is.
    func restartDue() {
        for index in stride(from: frame % restartPeriod, to: animatorCount, by: restartPeriod) {
            restart(&animators[index], time)
        }
    }

    /// A value the optimiser cannot drop.
    var sample: Value { animators[animatorCount / 2].presentedValue }
}

/// The floor: the spring physics of `.smooth` (response 0.5 s, critically damped) stepped by a
/// plain loop over arrays, with the animator's integrator (semi-implicit Euler, damping
/// implicit, 300 Hz, so 5 steps per 60 Hz frame). Offsets are restarted like the animators'.
/// What it leaves out is what an animator adds: dispatch on the animation, state per animation,
/// interpolation between integrator steps, the settling test and the model/presented values.
final class SpringFloor: @unchecked Sendable {
    private var offsets = [Double](repeating: 0, count: animatorCount)
    private var velocities = [Double](repeating: 0, count: animatorCount)
    private var frame = 0
    private let stiffness: Double
    private let damping: Double
    private static let stepsPerFrame = 5

    init() {
        let angular = 2 * Double.pi / 0.5
        stiffness = angular * angular
        damping = 2 * stiffness.squareRoot()
        for _ in 0..<restartPeriod { advance(); restartDue() }
    }

    /// The measured work: one frame of 5 integrator steps for every spring.
    func advance() {
        frame += 1
        let dt = frameDuration / Double(Self.stepsPerFrame)
        let (stiffness, damping) = (stiffness, damping)
        let drag = 1 / (1 + dt * damping)
        offsets.withUnsafeMutableBufferPointer { offsets in
            velocities.withUnsafeMutableBufferPointer { velocities in
                for index in offsets.indices {
                    var (x, v) = (offsets[index], velocities[index])
                    for _ in 0..<Self.stepsPerFrame {
                        v = (v - dt * stiffness * x) * drag
                        x += dt * v
                    }
                    (offsets[index], velocities[index]) = (x, v)
                }
            }
        }
    }

    /// The unmeasured work: a new target, one unit away, for the springs whose turn it is.
    func restartDue() {
        for index in stride(from: frame % restartPeriod, to: animatorCount, by: restartPeriod) {
            offsets[index] -= 1
        }
    }

    var sample: Double { offsets[animatorCount / 2] }
}

/// Restarts a spring towards the other of two targets: the spring merges with the running one.
func springRestart<Value: VectorArithmetic>(
    _ animation: Animation, targets: (Value, Value)
) -> (inout Animator<Value>, Double) -> Void {
    { animator, time in
        animator.setValue(animator.modelValue == targets.1 ? targets.0 : targets.1, animation: animation, at: time)
    }
}

typealias Scale = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

func scale(_ x: CGFloat, _ y: CGFloat, anchor: (x: CGFloat, y: CGFloat)) -> Scale {
    AnimatablePair(AnimatablePair(x, y), AnimatablePair(anchor.x, anchor.y))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // Not `.instructions` or other OS metrics: reading them allocates inside the measured
        // region, which would hide whether the frame itself allocates.
        metrics: [.wallClock, .mallocCountTotal, .memoryLeakedBytes],
        timeUnits: .microseconds,
        // Two restart periods: every animator has been restarted at least once.
        warmupIterations: 2 * restartPeriod,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 20_000
    )

    /// Registers a benchmark measuring `advance` and restarting outside the measurement.
    func frameBenchmark(_ name: String, advance: @escaping () -> Void, restartDue: @escaping () -> Void) {
        Benchmark(name) { benchmark in
            benchmark.startMeasurement()
            advance()
            benchmark.stopMeasurement()
            restartDue()
        }
    }

    let springDouble = Animators(initial: 0.0, restart: springRestart(.smooth, targets: (0.0, 1.0)))
    frameBenchmark("Spring (.smooth) on Double, 10k animators", advance: springDouble.advance) {
        springDouble.restartDue()
        blackHole(springDouble.sample)
    }

    let springScale = Animators(
        initial: scale(1, 1, anchor: (0.5, 0.5)),
        restart: springRestart(.smooth, targets: (scale(1, 1, anchor: (0.5, 0.5)), scale(1.5, 0.8, anchor: (0, 1)))))
    frameBenchmark("Spring (.smooth) on 4-D scale pair, 10k animators", advance: springScale.advance) {
        springScale.restartDue()
        blackHole(springScale.sample)
    }

    let curve = Animation.easeInOut(duration: curveDuration)
    let curveDouble = Animators(initial: 0.0) { animator, time in
        // Cut the running curve (a timing curve would run beside it, not merge), then start again.
        animator.setValue(0, animation: nil, at: time)
        animator.setValue(1, animation: curve, at: time)
    }
    frameBenchmark("Timing curve (.easeInOut) on Double, 10k animators", advance: curveDouble.advance) {
        curveDouble.restartDue()
        blackHole(curveDouble.sample)
    }

    let springFloor = SpringFloor()
    frameBenchmark("Floor: spring loop over [Double], 10k springs", advance: springFloor.advance) {
        springFloor.restartDue()
        blackHole(springFloor.sample)
    }
}
