import Foundation

/// A dynamic property giving a view a namespace of its own, for matched geometry ids: the same
/// for as long as the view keeps its identity.
@propertyWrapper
@MainActor
public struct Namespace: DynamicProperty {
    private let box = NamespaceBox()

    /// Creates the property.
    public init() {}

    /// The view's namespace (outside a view in a tree, one that no other view shares).
    public var wrappedValue: Namespace.ID {
        box.id ?? box.unlinked
    }

    /// A namespace: matched geometry ids are matched within one.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private static var next = 0

    fileprivate static func makeID() -> ID {
        next += 1
        return ID(value: next)
    }
}

extension Namespace: DynamicPropertyLink {
    func link(to owner: DynamicPropertyOwner, slot: Int) {
        box.id = owner.stateLocation(slot: slot, initialValue: box.unlinked).value
    }
}

/// Where a ``Namespace`` keeps its id.
@MainActor
private final class NamespaceBox {
    var id: Namespace.ID?
    /// The id the view starts with, kept by its node from then on.
    lazy var unlinked = Namespace.makeID()
}
