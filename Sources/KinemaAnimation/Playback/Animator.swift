import Foundation

/// The animation state of one animated value: its model value (the latest one set), the value
/// presented at the current time, and the animations that carry one to the other.
///
/// Each change animates its delta (new − old). A change whose animation merges with the running
/// one (a spring) takes over its position and velocity; any other runs beside the running ones
/// and their contributions add. Either way the presented value is continuous at the change.
///
/// A change without animation applies at once: it removes the running animations, and the
/// presented value jumps to the new model value. (What SwiftUI does here is not documented;
/// Kinema chooses the behaviour that makes "no animation" mean "no motion".)
///
/// `Animator` is the engine behind every animated attribute; use it directly to animate values
/// outside a view tree. Times are seconds on any clock that only moves forwards. An update to
/// NaN changes nothing, and one to infinity finishes every animation that ends; a change at a
/// time that is not finite applies at once.
public struct Animator<Value: VectorArithmetic> {
    /// The latest value set.
    public var modelValue: Value { model }
    /// The value presented at the time of the latest update.
    public var presentedValue: Value { presented }

    // `update(to:)`, which runs every frame, is inlinable so that it specializes for `Value` in
    // the caller's module; what it touches is therefore `@usableFromInline` rather than private.
    @usableFromInline var model: Value
    @usableFromInline var presented: Value
    @usableFromInline var runs = RunList()

    /// Creates an animator showing `value`, with nothing running.
    public init(value: Value) {
        model = value
        presented = value
    }

    /// Whether any animation is running.
    @inlinable
    public var isAnimating: Bool { !runs.isEmpty }

    /// Where the running animations are kept, and how many bytes the header and oldest one take
    /// from there: for a frame over many animators to ask for their memory ahead of updating
    /// them. Found without reading that memory, which is the point (reading even its count
    /// would wait for it): the address is the array's storage, which an array of no runs shares
    /// with every empty array.
    @inlinable
    package var runsMemory: (address: UnsafeRawPointer, byteCount: Int) {
        (unsafeBitCast(runs.runs, to: UnsafeRawPointer.self), 32 + MemoryLayout<Run>.stride)
    }

    /// The animations running, oldest first, with the delta each animates.
    public var runningAnimations: [(animation: Animation, delta: Value)] {
        runs.all.map { ($0.animation, $0.delta) }
    }

    /// Sets the model value in the given transaction: animated with its animation unless it
    /// has none or disables animations. The transaction's completions wait for the animation.
    public mutating func setValue(
        _ value: Value, transaction: Transaction, at time: TimeInterval,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        setValue(value, animation: transaction.valueAnimation, completions: transaction.completions,
                 at: time, environment: environment)
    }

    /// Sets the model value, animated with `animation`, or at once when it is nil.
    public mutating func setValue(_ value: Value, animation: Animation?, at time: TimeInterval) {
        setValue(value, animation: animation, completions: [], at: time, environment: EnvironmentValues())
    }

    package mutating func setValue(
        _ value: Value, animation: Animation?, completions: [AnimationCompletion],
        at time: TimeInterval, environment: EnvironmentValues
    ) {
        var shared = SpringMotionCache()
        setValue(value, animation: animation, completions: completions, at: time, environment: environment, sharing: &shared)
    }

    /// ``setValue(_:animation:completions:at:environment:)``, for one of many animators set at
    /// the same time: a spring that starts finds its motion table through `shared`, without the
    /// registry's lock when the spring before it had the same parameters.
    ///
    /// Inlinable, like ``update(to:)``, so that it specializes for `Value` where the animator is
    /// used rather than looking up generic type metadata at run time.
    @inlinable
    package mutating func setValue(
        _ value: Value, animation: Animation?, completions: [AnimationCompletion],
        at time: TimeInterval, environment: EnvironmentValues, sharing shared: inout SpringMotionCache
    ) {
        update(to: time, sharing: &shared)
        let delta = value - model
        guard delta != .zero else { return }
        model = value
        // A change at a time that is not a number cannot be placed on the clock: it applies at once.
        guard let animation, time.isFinite else {
            runs.all.forEach { $0.remove() }
            runs = RunList()
            presented = value
            return
        }
        // Tracking velocity is a change without animation: it stops all that runs (the last
        // run, which it takes over, hands it on its velocity).
        if animation.tracksVelocity { runs.removeAllButLast() }
        var run = Run(animation: animation, delta: delta, start: time, environment: environment)
        completions.forEach { run.wait($0) }
        if let last = runs.last {
            var context = last.context.fillingEnvironment(from: run.context)
            if animation.shouldMerge(previous: last.animation, value: last.delta, time: time - last.start, context: &context,
                                     sharing: &shared) {
                run.takeOver(from: last, context: context)
                runs.removeLast()
            }
        }
        runs.append(run)
        update(to: time, sharing: &shared)
    }

    /// Brings the presented value to `time`: samples every running animation, removes those
    /// that finished, and releases the completions they met.
    @inlinable
    public mutating func update(to time: TimeInterval) {
        var shared = SpringMotionCache()
        update(to: time, sharing: &shared)
    }

    /// ``update(to:)``, for one of many animators updated to the same time: a spring that starts
    /// finds its motion table through `shared`.
    @inlinable
    package mutating func update(to time: TimeInterval, sharing shared: inout SpringMotionCache) {
        guard !time.isNaN else { return }
        var sum = model
        runs.sample(at: time, into: &sum, sharing: &shared)
        presented = sum  // With nothing running, the model value: what it already was.
    }

    /// The presented value's rate of change at `time`: the sum of the running animations'
    /// velocities (those that do not report one count as still).
    public func velocity(at time: TimeInterval) -> Value {
        runs.all.reduce(.zero) { sum, run in
            sum + (run.animation.velocity(value: run.delta, time: time - run.start, context: run.context) ?? .zero)
        }
    }
}

extension Animator {
    /// The running animations, oldest first.
    ///
    /// Out of line: most animated attributes never animate, or rarely, and an animator that is
    /// not animating is then only its two values and a pointer. (With the oldest run inline,
    /// every animator of a 4-D value took several hundred bytes.)
    @usableFromInline
    struct RunList {
        @usableFromInline var runs: [Run] = []

        @usableFromInline
        init() {}

        @inlinable
        var isEmpty: Bool { runs.isEmpty }

        /// Every run, oldest first.
        @usableFromInline var all: [Run] { runs }

        @usableFromInline var last: Run? { runs.last }

        @usableFromInline
        mutating func append(_ run: Run) {
            runs.append(run)
        }

        @usableFromInline
        mutating func removeLast() {
            runs.removeLast()
        }

        /// Removes every run but the newest, releasing their completions.
        @usableFromInline
        mutating func removeAllButLast() {
            guard runs.count > 1 else { return }
            runs.dropLast().forEach { $0.remove() }
            runs.removeFirst(runs.count - 1)
        }

        /// Adds each run's offset at `time` to `sum`, oldest first, and removes the runs that
        /// have finished, releasing their completions.
        @inlinable
        mutating func sample(at time: TimeInterval, into sum: inout Value, sharing shared: inout SpringMotionCache) {
            guard !runs.isEmpty else { return }
            // Through the buffer: one uniqueness check for all the runs, not one per access.
            // The runs still running move to the front, in order, and the finished ones, at the
            // back, are removed afterwards.
            let running = runs.withUnsafeMutableBufferPointer { runs in
                var running = 0
                for index in runs.indices {
                    switch runs[index].sample(at: time, sharing: &shared) {
                    case .offset(let offset):
                        sum += offset
                        if running != index { runs.swapAt(running, index) }
                        running += 1
                    case .finished:
                        runs[index].remove()
                    }
                }
                return running
            }
            if running < runs.count { runs.removeLast(runs.count - running) }
        }
    }

    /// What sampling a run gives.
    @usableFromInline
    enum Sample {
        /// How far the presented value is from the model value because of the run.
        case offset(Value)
        /// The run's animation has finished.
        case finished
    }

    /// One animation running on the value.
    @usableFromInline
    struct Run {
        // The context, the largest and most aligned, comes last: in this order a run of a
        // four-number value is 176 bytes, and the array of one 208, an allocation size below
        // the 224 of a 192-byte run.
        @usableFromInline var delta: Value
        @usableFromInline var start: TimeInterval
        @usableFromInline let animation: Animation
        @usableFromInline var completions = WaitingCompletions()
        @usableFromInline var context: AnimationContext<Value>

        @usableFromInline
        init(animation: Animation, delta: Value, start: TimeInterval, environment: EnvironmentValues) {
            self.animation = animation
            self.delta = delta
            self.start = start
            // Only an animation that may read the environment keeps it (see `AnimationContext`).
            context = AnimationContext(environment: animation.readsEnvironment ? environment : nil)
        }

        @usableFromInline
        mutating func wait(_ completion: AnimationCompletion) {
            completions.wait(completion)
        }

        /// Continues `previous`: the sum of both deltas, from the state `previous` left, with
        /// its completions still waiting.
        @usableFromInline
        mutating func takeOver(from previous: Run, context: AnimationContext<Value>) {
            delta += previous.delta
            self.context = context
            completions.takeOver(previous.completions)
        }

        /// How far the presented value is from the model value because of this animation, or
        /// that it has finished.
        @inlinable
        mutating func sample(at time: TimeInterval, sharing shared: inout SpringMotionCache) -> Sample {
            guard let progress = animation.animate(value: delta, time: time - start, context: &context, sharing: &shared) else {
                return .finished
            }
            if context.isLogicallyComplete { completions.releaseLogicallyComplete() }
            return .offset(progress - delta)
        }

        /// Releases every completion still waiting: a removed animation is complete.
        @inlinable
        func remove() {
            completions.releaseAll()
        }
    }
}

/// The completions a running animation holds, apart from its value type so that releasing them
/// is not generic code.
@usableFromInline
struct WaitingCompletions {
    // Out of line, and nil while none waits (nearly always): inline, two arrays would make
    // every animator larger and so every frame over many animators slower.
    private var lists: Lists?

    private final class Lists {
        var awaitingLogicalCompletion: [AnimationCompletion] = []
        var awaitingRemoval: [AnimationCompletion] = []

        init() {}

        init(copying other: Lists) {
            awaitingLogicalCompletion = other.awaitingLogicalCompletion
            awaitingRemoval = other.awaitingRemoval
        }
    }

    @usableFromInline
    init() {}

    /// `lists`, copied first if another run shares it, so that runs stay values.
    private mutating func uniqueLists() -> Lists {
        if lists == nil {
            lists = Lists()
        } else if !isKnownUniquelyReferenced(&lists!) {
            lists = Lists(copying: lists!)
        }
        return lists!
    }

    @usableFromInline
    mutating func wait(_ completion: AnimationCompletion) {
        completion.retain()
        if completion.criteria == .removed {
            uniqueLists().awaitingRemoval.append(completion)
        } else {
            uniqueLists().awaitingLogicalCompletion.append(completion)
        }
    }

    @usableFromInline
    mutating func takeOver(_ previous: WaitingCompletions) {
        guard let previous = previous.lists else { return }
        let lists = uniqueLists()
        lists.awaitingLogicalCompletion += previous.awaitingLogicalCompletion
        lists.awaitingRemoval += previous.awaitingRemoval
    }

    /// The animation is logically complete: releases the completions waiting for that.
    @usableFromInline
    mutating func releaseLogicallyComplete() {
        guard let waiting = lists?.awaitingLogicalCompletion, !waiting.isEmpty else { return }
        waiting.forEach { $0.release() }
        uniqueLists().awaitingLogicalCompletion = []
    }

    /// The animation is removed: releases every completion still waiting.
    @usableFromInline
    func releaseAll() {
        lists?.awaitingLogicalCompletion.forEach { $0.release() }
        lists?.awaitingRemoval.forEach { $0.release() }
    }
}
