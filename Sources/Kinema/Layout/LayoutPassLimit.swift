import Foundation

/// Counts the layouts of one update cycle, so that views that change state from their geometry
/// (a `GeometryReader`'s content, `onGeometryChange`) so that it changes again do not lay out for
/// ever: past the limit, layout waits for the next update (the next frame).
struct LayoutPassLimit {
    /// How many layouts an update (with the rounds of actions it runs) makes at most: fewer than
    /// the rounds of actions it may run, so that geometry feeding back into state is told apart
    /// from a chain of actions (a chain of sixteen `onAppear`s that each change the layout
    /// still lays out in one update).
    static let passes = 32
    private var cycle = -1
    private var count = 0

    /// Whether the update of cycle `cycle` may lay out once more; the diagnostic to report when not.
    mutating func mayLayOut(inCycle cycle: Int) -> KinemaDiagnostic? {
        if self.cycle != cycle { (self.cycle, count) = (cycle, 0) }
        count += 1
        guard count > Self.passes else { return nil }
        return KinemaDiagnostic(
            .layoutFeedback, "the layout changed in each of \(Self.passes) passes of one update: views change state from their geometry so that it changes again; layout goes on at the next update")
    }
}
