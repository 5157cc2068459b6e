import Foundation

/// A list of the values of the screens pushed on a ``NavigationStack``, of any hashable types.
public struct NavigationPath: Equatable {
    var values: [AnyHashable] = []

    /// An empty path: the stack shows its root.
    public init() {}

    /// A path of `elements`, in the order they are pushed.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        values = elements.map { AnyHashable($0) }
    }

    /// How many screens the path pushes.
    public var count: Int { values.count }

    /// Whether the path pushes nothing.
    public var isEmpty: Bool { values.isEmpty }

    /// Pushes the screen of `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        values.append(AnyHashable(value))
    }

    /// Pops the last `k` screens (all of them when there are fewer).
    public mutating func removeLast(_ k: Int = 1) {
        values.removeLast(min(max(k, 0), values.count))
    }
}
