import Foundation

/// The node of a ``KeyframeAnimator``: keeps the value, and while a run of the keyframes is
/// under way ticks with the frames, sampling the run's timeline and making the content again.
final class KeyframeAnimatorNode<Value, Path: Keyframes, Content: View>: AnimatorNode where Path.Value == Value {
    private var animator: KeyframeAnimator<Value, Path, Content>?
    private var value: Value?
    /// The run under way: its timeline, the value it started from, and when it started.
    private var run: (timeline: KeyframeTimeline<Value>, from: Value, start: TimeInterval)?
    private var reportedInstant = false
    /// The invalid keyframe durations reported, by their bits (NaN included), once each.
    private var reportedDurations: Set<UInt64> = []

    override func makeAnimatedContent() -> (any View)? {
        guard let animator, let value else { return nil }
        return animator.content(value, placeholderToken)
    }

    override func update(view: any View, context: UpdateContext) {
        let new = view as! KeyframeAnimator<Value, Path, Content>
        record(context, modified: new.modified)
        let old = animator
        animator = new
        if old == nil { value = new.initialValue }
        if let trigger = new.trigger {
            if let oldTrigger = old?.trigger, trigger != oldTrigger { start(at: graph.time) }
        } else if new.repeating, run == nil || old?.repeating == false {
            start(at: graph.time)
        } else if !new.repeating, old?.repeating == true {
            // Stopped: the content shows the start of the timeline, the initial value.
            run = nil
            value = new.initialValue
        }
        makeContent(context.transaction)
    }

    /// Starts a run of the keyframes from the current value, at `time`.
    private func start(at time: TimeInterval) {
        guard let animator, let from = value else { return }
        let timeline = KeyframeTimeline(initialValue: from) { animator.keyframes(from) }
        for duration in timeline.invalidDurations where reportedDurations.insert(duration.bitPattern).inserted {
            graph.report(KinemaDiagnostic(
                .invalidValue, "\(animator.source): a keyframe's duration must be positive and finite, not \(duration); it jumps to its value"))
        }
        run = (timeline, from, time)
        if timeline.duration > 0 {
            graph.startAnimating(self)
        } else {
            value = timeline.value(time: 0)
            run = nil
            if animator.trigger == nil, animator.repeating, !reportedInstant {
                reportedInstant = true
                graph.report(KinemaDiagnostic(.animator, "\(animator.source): its keyframes take no time; they do not repeat"))
            }
        }
    }

    override func tick(to time: TimeInterval) -> Bool {
        guard !isRemoved, let animator, var current = run else { return false }
        // Runs that ended before `time` hand on to the next, from their end.
        while time - current.start >= current.timeline.duration {
            let end = current.timeline.value(time: current.timeline.duration)
            value = end
            guard animator.trigger == nil, animator.repeating else {
                run = nil
                graph.scheduleRefresh(self, transaction: Transaction())
                return false
            }
            start(at: current.start + current.timeline.duration)
            guard let next = run else { return false }
            current = next
        }
        value = current.timeline.value(time: time - current.start)
        graph.scheduleRefresh(self, transaction: Transaction())
        return true
    }

    // MARK: Inspection

    override var inspectionName: String? { "KeyframeAnimator" }

    override func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {
        guard let animator, let run, let value else { return }
        // The value's numbers when it is animatable (a value of the user's own type need not be).
        func numbers(_ value: Value) -> [Double] {
            (value as? any Animatable).map { numericComponents(of: $0.animatableData) } ?? []
        }
        let elapsed = min(max(graph.time - run.start, 0), run.timeline.duration)
        let end = run.timeline.value(time: run.timeline.duration)
        let source = animator.source
        list.append(AnimatableAttributeSnapshot(
            id: "\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)).0", view: enclosingViewName,
            identifier: nearestIdentifier, property: "\(source.function).value",
            presented: numbers(value), from: numbers(run.from), to: numbers(end),
            animation: Animation(KeyframeRun(duration: run.timeline.duration)),
            source: AnimationSource(
                function: "\(source.function), \(String(format: "%.2f", elapsed)) s of \(String(format: "%.2f", run.timeline.duration)) s",
                fileID: source.fileID, line: source.line)))
    }
}

/// A run of keyframes as the inspector shows it: its length. (Keyframes are not an `Animation`;
/// this one only describes them, animating linearly over the same time.)
struct KeyframeRun: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < duration ? value.scaled(by: time / duration) : nil
    }
}
