import Foundation

/// What a `Binding` is to ``BindingHolders``: a value whose bits say nothing of the value it
/// reaches, which may have changed while the binding's bits stayed the same.
protocol BindingValue {}

extension Binding: BindingValue {}

/// The view types whose values hold a `Binding` (as a stored property, or inside a struct,
/// tuple or enum they store).
///
/// Such a view counts as changed whenever its parent gives it a value again: compared bit for
/// bit, a binding made once and passed again is unchanged even when what it reaches changed (a
/// `Binding(get:set:)` over a value of the caller's), and the view's body would never read the
/// new value. SwiftUI keeps the value read through a binding inside it for this; Kinema's
/// bindings read through on every access, so the view is computed again instead.
@MainActor
enum BindingHolders {
    private static var known: [ObjectIdentifier: Bool] = [:]
    /// How deep into stored structs, tuples and enums a binding is looked for.
    private static let searchDepth = 4

    /// Whether `value`'s type holds a binding: found from the first value of each type.
    static func holdsBinding(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let holds = known[type] { return holds }
        let holds = search(value, depth: 0)
        known[type] = holds
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
