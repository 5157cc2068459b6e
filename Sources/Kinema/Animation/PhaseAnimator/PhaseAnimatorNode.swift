import Foundation

/// The node of a ``PhaseAnimator``: keeps the current phase, makes the content from it, and
/// moves to the next phase in a transaction with that phase's animation, whose completion
/// (logical, as `withAnimation`'s by default) moves on again.
final class PhaseAnimatorNode<Phase: Equatable, Content: View>: AnimatorNode {
    private var animator: PhaseAnimator<Phase, Content>?
    private var index = 0
    /// The number of the cycle under way: a completion of an earlier one (the trigger changed
    /// since, or the view went away) does nothing.
    private var cycle = 0
    /// When the current phase was entered: a completion due at that very time (no animation,
    /// or none that takes time) waits a frame before the next phase, so that phases that do
    /// not animate cannot cycle forever within one instant.
    private var phaseStart: TimeInterval = 0
    private var reportedEmpty = false

    override func makeAnimatedContent() -> (any View)? {
        guard let animator, animator.phases.indices.contains(index) else { return nil }
        return animator.content(animator.phases[index], placeholderToken)
    }

    override func update(view: any View, context: UpdateContext) {
        let new = view as! PhaseAnimator<Phase, Content>
        record(context, modified: new.modified)
        let old = animator
        animator = new
        if new.phases.isEmpty {
            if !reportedEmpty {
                reportedEmpty = true
                graph.report(KinemaDiagnostic(.animator, "\(new.source): PhaseAnimator was given no phases; it shows nothing"))
            }
            index = 0
        } else if index >= new.phases.count {
            index = 0
        }
        if old == nil, new.trigger == nil {
            start()
        } else if let trigger = new.trigger, let oldTrigger = old?.trigger, trigger != oldTrigger {
            start()
        }
        makeContent(context.transaction)
    }

    /// Starts a cycle, once the update has ended (as an `onAppear` action would): the next phase
    /// is the second, whatever the current one, so a trigger changed mid-cycle plays every
    /// phase again, from where the content is.
    private func start() {
        guard let animator, animator.phases.count > 1 else { return }
        cycle += 1
        let number = cycle
        graph.enqueueAction { [weak self] in self?.advance(to: 1, in: number) }
    }

    /// Moves to phase `next`, in its animation.
    private func advance(to next: Int, in number: Int) {
        guard !isRemoved, number == cycle, let animator, animator.phases.indices.contains(next) else { return }
        let phase = animator.phases[next]
        var transaction = Transaction(animation: animator.animation(phase))
        let source = animator.source
        transaction.animationSource = AnimationSource(
            function: "\(source.function), phase \(next + 1) of \(animator.phases.count) (\(phase))", fileID: source.fileID, line: source.line)
        transaction.addAnimationCompletion { [weak self] in self?.phaseReached(in: number) }
        withTransaction(transaction) {
            index = next
            phaseStart = graph.time
            graph.scheduleRefresh(self)
        }
    }

    /// The animation to the current phase is complete: on to the next, unless a triggered cycle
    /// is back at the first phase.
    private func phaseReached(in number: Int) {
        guard !isRemoved, number == cycle, let animator else { return }
        if animator.trigger != nil && index == 0 { return }
        let next = (index + 1) % max(animator.phases.count, 1)
        if graph.time > phaseStart {
            advance(to: next, in: number)
        } else {
            _ = graph.clock.schedule(at: graph.time + 1.0 / 60) { [weak self] in self?.advance(to: next, in: number) }
        }
    }

    // MARK: Inspection

    override var inspectionName: String? {
        guard let animator, animator.phases.indices.contains(index) else { return "PhaseAnimator" }
        return "PhaseAnimator, phase \(index + 1) of \(animator.phases.count) (\(animator.phases[index]))"
    }
}
