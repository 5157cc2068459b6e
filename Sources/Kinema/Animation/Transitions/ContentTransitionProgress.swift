import Foundation

/// A leaf's change of content while it animates (a text's characters, a symbol's glyph): how far
/// it has come, 0 to 1.
@MainActor
protocol ContentTransitionProgress {
    var progress: Animator<Double> { get set }
}

extension TextContentTransition: ContentTransitionProgress {}
extension SymbolContentTransition: ContentTransitionProgress {}

extension ViewNode {
    /// Starts `change` in `slot`: the node ticks, and the display list is built again with the
    /// change's entries.
    final func begin<Change: ContentTransitionProgress>(_ change: Change, in slot: inout Change?) {
        slot = change
        graph.startAnimating(self)
        invalidateDisplayStructure()
    }

    /// Advances the change in `slot` to `time`; returns whether it still runs. One that has
    /// ended leaves the slot, and the display list is built again without it.
    final func tick<Change: ContentTransitionProgress>(_ slot: inout Change?, to time: TimeInterval) -> Bool {
        guard var change = slot else { return false }
        change.progress.update(to: time, sharing: &graph.springMotions.pointee)
        if change.progress.isAnimating {
            slot = change
            return true
        }
        slot = nil
        invalidateDisplayStructure()
        return false
    }
}
