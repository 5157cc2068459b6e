import Foundation

/// The node of a symbol effect: runs the effect's motion on the graph's clock, each step
/// animating to its state and a timer starting the next, and has the symbols inside (which find
/// it in their environment) draw with the state it presents.
final class SymbolEffectNode: ModifierNode<SymbolEffectModifier> {
    private var animator = Animator(value: SymbolEffectState.rest)
    private var derived = DerivedEnvironment()
    /// The symbol leaves drawn with this effect.
    private var symbols: [Symbol] = []
    private var run: Run?
    private var timer: Int?

    private struct Symbol {
        weak var node: ViewNode?
    }

    /// The plays under way.
    private struct Run {
        let motion: SymbolEffectMotion
        let plan: SymbolEffectOptions.Plan
        let source: AnimationSource
        /// The plays finished so far.
        var played = 0
        /// When the current play started.
        var start: TimeInterval
    }

    /// The state the symbols inside are drawn with now.
    var presentedState: SymbolEffectState { animator.presentedValue }

    override func apply(_ modifier: SymbolEffectModifier, previous: SymbolEffectModifier?, context: inout UpdateContext) {
        context.environment = derived.derive(from: context.environment) { $0.symbolEffectSources.append(SymbolEffectSource(self)) }
        if let problem = modifier.configuration.problem { graph.report(KinemaDiagnostic(.invalidValue, problem)) }
        switch (modifier.trigger, previous?.trigger) {
        case (.isActive(let isActive), let old):
            let wasActive = if case .isActive(true)? = old { true } else { false }
            let changed = previous.map { $0.configuration != modifier.configuration || $0.options != modifier.options } ?? false
            if isActive, !wasActive || changed {
                start(modifier, indefinite: true)
            } else if !isActive, wasActive {
                stop(modifier)
            }
        case (.value(let value), .value(let old)?) where value != old:
            start(modifier, indefinite: false)
        case (.value, _):
            break
        }
    }

    /// Starts the effect's plays from the first step, from wherever the symbol is.
    private func start(_ modifier: SymbolEffectModifier, indefinite: Bool) {
        let plan = modifier.options.plan(indefinite: indefinite)
        plan.problems.forEach { graph.report(KinemaDiagnostic(.invalidValue, $0)) }
        guard plan.plays != 0 else { return stop(modifier) }
        cancelTimer()
        run = Run(motion: modifier.configuration.motion, plan: plan, source: modifier.source, start: graph.time)
        play(from: 0)
    }

    /// Ends the plays, the symbol going back to rest.
    private func stop(_ modifier: SymbolEffectModifier) {
        cancelTimer()
        let speed = run?.plan.speed ?? 1
        run = nil
        animate(to: modifier.configuration.motion.settle, speed: speed, source: modifier.source)
    }

    /// Animates to the steps of the current play from `index` on, each when the one before it
    /// has had its time.
    private func play(from index: Int) {
        guard !isRemoved, let run else { return }
        var steps = run.motion.steps
        if run.motion.reversesOnRepeat, !run.played.isMultiple(of: 2) { steps.reverse() }
        for step in index..<steps.count {
            animate(to: steps[step], speed: run.plan.speed, source: run.source)
            let wait = steps[step].duration / run.plan.speed
            if wait > 0 {
                timer = graph.clock.schedule(at: graph.time + wait) { [weak self] in self?.play(from: step + 1) }
                return
            }
        }
        finishPlay()
    }

    /// Starts the next play, after the options' delay, unless the plays are done or the motion
    /// holds its last state (then the symbol stays where the motion left it).
    private func finishPlay() {
        guard var run else { return }
        run.played += 1
        if run.motion.holdsWhileActive {
            self.run = run
            return
        }
        if let plays = run.plan.plays, run.played >= plays {
            self.run = nil
            return animate(to: run.motion.settle, speed: run.plan.speed, source: run.source)
        }
        // A play that took no time waits a frame: plays must not follow one another for ever
        // within one instant.
        let delay = graph.time > run.start ? run.plan.delay : max(run.plan.delay, 1.0 / 60)
        run.start = graph.time + delay
        self.run = run
        guard delay > 0 else { return play(from: 0) }
        timer = graph.clock.schedule(at: run.start) { [weak self] in self?.play(from: 0) }
    }

    private func animate(to step: SymbolEffectMotion.Step, speed: Double, source: AnimationSource) {
        let animation = step.animation(speed: speed)
        animator.setValue(step.state, animation: animation, at: graph.time)
        if animation != nil {
            var transaction = Transaction(animation: animation)
            transaction.animationSource = source
            noteAnimationSource(index: 0, transaction: transaction)
        }
        if animator.isAnimating { graph.startAnimating(self) }
        invalidateDisplay()
    }

    private func cancelTimer() {
        timer.map(graph.clock.cancelTimer)
        timer = nil
    }

    override func tick(to time: TimeInterval) -> Bool {
        animator.update(to: time)
        return animator.isAnimating
    }

    override func removeFromTree() {
        super.removeFromTree()
        cancelTimer()
    }

    // MARK: Symbols

    /// Has `symbol` drawn with this effect: patched whenever the effect's state moves.
    func subscribe(_ symbol: ViewNode) {
        symbols.removeAll { $0.node == nil }
        symbols.append(Symbol(node: symbol))
    }

    func unsubscribe(_ symbol: ViewNode) {
        symbols.removeAll { $0.node == nil || $0.node === symbol }
    }

    /// The node draws nothing itself: its state shows in its symbols' entries.
    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        for symbol in symbols {
            if let node = symbol.node, !node.patchDisplay(&entries) { return false }
        }
        return true
    }

    /// Listed only while it moves a symbol.
    override func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {
        guard symbols.contains(where: { $0.node != nil }), let attribute = inspect(animator, property: "symbolEffect", index: 0) else {
            return
        }
        list.append(attribute)
    }
}
