import Foundation

/// One track's keyframes resolved into timed segments, on the property's animatable data.
///
/// Everything that depends on the neighbours (where each segment starts, the velocities at the
/// joins, where a cut-off spring ends) is settled here once, so that sampling is a binary search
/// for the segment and one evaluation. See ``KeyframeTimeline`` for the rules.
///
/// Resolving runs once and is compiled here; sampling is inlinable (see `KeyframeSegment`).
@usableFromInline
struct KeyframePath<Data: VectorArithmetic> {
    /// The property's value before the track starts.
    @usableFromInline let initial: Data
    /// The segments of positive duration, in order.
    @usableFromInline let segments: [KeyframeSegment<Data>]
    /// When each segment starts; kept apart from the segments so that the search reads only
    /// these.
    @usableFromInline let startTimes: [TimeInterval]
    /// The value the track holds from `duration` on.
    @usableFromInline let final: Data
    /// The sum of the keyframes' durations.
    @usableFromInline let duration: TimeInterval

    @usableFromInline
    init(initial: Data, keyframes: [KeyframeSpec<Data>]) {
        let steps = keyframes.map { Step($0) }
        var segments: [KeyframeSegment<Data>] = []
        var startTimes: [TimeInterval] = []
        segments.reserveCapacity(steps.count)
        startTimes.reserveCapacity(steps.count)
        // The value and velocity the previous keyframe left: at rest where there was none.
        var current = initial
        var incoming = Data.zero
        var time: TimeInterval = 0
        for (index, step) in steps.enumerated() {
            let segment: KeyframeSegment<Data>
            switch step {
            case .jump(let to):
                (current, incoming) = (to, .zero)
                continue
            case .linear(let to, let duration, let curve):
                let shape: KeyframeSegment<Data>.Shape = curve == .linear ? .uniform : .linear(curve)
                segment = KeyframeSegment(from: current, to: to, duration: duration, shape: shape)
                current = to
            case .cubic(let to, let duration, let startVelocity, let endVelocity):
                let end = endVelocity ?? Self.cubicEndVelocity(from: current, to: to, duration: duration, next: steps[safe: index + 1])
                let shape = KeyframeSegment<Data>.Shape.cubic(startVelocity: startVelocity ?? incoming, endVelocity: end)
                segment = KeyframeSegment(from: current, to: to, duration: duration, shape: shape)
                current = to
            case .spring(let to, let duration, let spring, let startVelocity):
                let shape = KeyframeSegment<Data>.Shape.spring(spring, initialVelocity: startVelocity ?? incoming)
                segment = KeyframeSegment(from: current, to: to, duration: duration, shape: shape)
                // Cut at its duration: the next keyframe starts wherever the spring got to.
                current = segment.value(at: duration)
            }
            incoming = Self.finite(segment.velocity(at: segment.duration))
            segments.append(segment)
            startTimes.append(time)
            time += segment.duration
        }
        self.initial = initial
        self.segments = segments
        self.startTimes = startTimes
        self.final = current
        self.duration = time
    }

    /// The value at `time` seconds from the track's start: the initial value before 0 (and at
    /// NaN), the final value from `duration` on.
    @inlinable
    func value(at time: TimeInterval) -> Data {
        guard time >= 0 else { return initial }
        guard time < duration, let index = segmentIndex(at: time) else { return final }
        return segments[index].value(at: time - startTimes[index])
    }

    /// The velocity at `time`, per second: zero outside `0..<duration`.
    @inlinable
    func velocity(at time: TimeInterval) -> Data {
        guard time >= 0, time < duration, let index = segmentIndex(at: time) else { return .zero }
        return segments[index].velocity(at: time - startTimes[index])
    }

    /// The last segment that starts at or before `time` (the first starts at 0).
    @inlinable
    func segmentIndex(at time: TimeInterval) -> Int? {
        var (low, high) = (0, startTimes.count)
        while low < high {
            let middle = (low + high) / 2
            if startTimes[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    /// A cubic keyframe's end velocity when none is given: where the next keyframe is cubic, the
    /// Catmull-Rom tangent through this segment's start and the next one's target (unless the
    /// next gives its start velocity); where it is linear, the velocity it starts with; where it
    /// is a move, a spring that takes over the velocity it is given, or nothing, rest.
    private static func cubicEndVelocity(from: Data, to: Data, duration: TimeInterval, next: Step?) -> Data {
        switch next {
        case .cubic(let nextTo, let nextDuration, let nextStart, _):
            return nextStart ?? finite((nextTo - from).scaled(by: 1 / (duration + nextDuration)))
        case .linear(let nextTo, let nextDuration, let curve):
            return finite((nextTo - to).scaled(by: curve.velocity(at: 0) / nextDuration))
        case .spring(_, _, _, let nextStart):
            return nextStart ?? .zero
        case .jump, nil:
            return .zero
        }
    }

    /// `velocity`, or zero where it is not finite (a vertical timing curve, a NaN target).
    private static func finite(_ velocity: Data) -> Data {
        velocity.magnitudeSquared.isFinite ? velocity : .zero
    }

    /// A keyframe with its duration settled: finite and positive, or a jump.
    private enum Step {
        case jump(to: Data)
        case linear(to: Data, duration: TimeInterval, curve: UnitCurve)
        case cubic(to: Data, duration: TimeInterval, startVelocity: Data?, endVelocity: Data?)
        case spring(to: Data, duration: TimeInterval, spring: Spring, startVelocity: Data?)

        init(_ keyframe: KeyframeSpec<Data>) {
            // Zero, negative, NaN and infinite durations all make a jump to the target.
            func usable(_ duration: TimeInterval) -> TimeInterval? {
                duration.isFinite && duration > 0 ? duration : nil
            }
            // Given velocities that are not finite count as not given.
            func given(_ velocity: Data?) -> Data? {
                velocity.flatMap { $0.magnitudeSquared.isFinite ? $0 : nil }
            }
            switch keyframe {
            case .move(let to):
                self = .jump(to: to)
            case .linear(let to, let duration, let curve):
                self = usable(duration).map { .linear(to: to, duration: $0, curve: curve) } ?? .jump(to: to)
            case .cubic(let to, let duration, let start, let end):
                self = usable(duration).map {
                    .cubic(to: to, duration: $0, startVelocity: given(start), endVelocity: given(end))
                } ?? .jump(to: to)
            case .spring(let to, let duration, let spring, let start):
                self = usable(duration ?? spring.settlingDuration).map {
                    .spring(to: to, duration: $0, spring: spring, startVelocity: given(start))
                } ?? .jump(to: to)
            }
        }
    }
}

extension Array {
    /// The element at `index`, or nil past either end.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
