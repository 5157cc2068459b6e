import Foundation
import Synchronization

/// What a `Binding` is to ``BindingHolders``: a value whose bits say nothing of the value it
/// reaches, which may have changed while the binding's bits stayed the same.
protocol BindingValue {}

extension Binding: BindingValue {}

/// The types whose values hold a `Binding` (as a stored property, or inside a struct, tuple or
/// enum they store): ``areEqual(_:_:)`` never finds two of their values equal bit for bit.
///
/// Compared bit for bit, a binding made once and passed again is unchanged even when what it
/// reaches changed (a `Binding(get:set:)` over a value of the caller's), so a view holding it
/// would never read the new value. SwiftUI keeps the value read through a binding inside it for
/// this; Kinema's bindings read through on every access, so such a value counts as changed
/// instead, and the view is computed again.
enum BindingHolders {
    /// Each type's answer, found from the first value of the type (comparisons run on any thread).
    private static let known = Mutex<[ObjectIdentifier: Bool]>([:])
    /// How deep into stored structs, tuples and enums a binding is looked for.
    private static let searchDepth = 4

    /// Whether `value`'s type holds a binding.
    static func holdsBinding(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let holds = known.withLock({ $0[type] }) { return holds }
        let holds = search(value, depth: 0)
        known.withLock { $0[type] = holds }
        return holds
    }

    private static func search(_ value: Any, depth: Int) -> Bool {
        if value is any BindingValue { return true }
        guard depth < searchDepth else { return false }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .tuple?, .enum?, .optional?:
            return mirror.children.contains { search($0.value, depth: depth + 1) }
        default:
            return false
        }
    }
}
