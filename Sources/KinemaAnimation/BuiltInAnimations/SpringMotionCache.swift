import Foundation

/// The ``SpringMotionTable`` looked up last, so that springs starting one after another with the
/// same spring (all those a transaction starts, say) skip the registry and its lock.
///
/// Keep one for a pass over many animators (``Animator/update(to:sharing:)`` and
/// ``Animator/setValue(_:animation:completions:at:environment:sharing:)``); a new one holds none.
/// It changes no value: every spring with the same parameters reads the same table.
@usableFromInline
package struct SpringMotionCache {
    @usableFromInline var last: SpringMotionTable?

    @usableFromInline
    package init() {}

    /// `spring`'s table.
    @usableFromInline
    mutating func table(for spring: FluidSpringAnimation) -> SpringMotionTable {
        if let last, last.runs(spring) { return last }
        let table = SpringMotionTable.table(for: spring)
        last = table
        return table
    }
}
