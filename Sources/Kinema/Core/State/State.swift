import Foundation
import KinemaGraph

/// A value owned by a view and kept by Kinema across updates, for as long as the view keeps its
/// identity. Writing it computes again the bodies that read it, in the current transaction.
@propertyWrapper
@MainActor
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates state with an initial value; later view values' initial values are ignored.
    public init(wrappedValue value: Value) {
        box = StateBox(initialValue: value)
    }

    /// Creates state with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.location?.value ?? box.initialValue }
        nonmutating set {
            if let location = box.location {
                location.value = newValue
            } else {
                // Not yet part of a tree: the value is where the state will start.
                box.initialValue = newValue
            }
        }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.location?.value ?? box.initialValue }, set: { State(box: box).wrappedValue = $0 })
    }

    private init(box: StateBox<Value>) {
        self.box = box
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: DynamicPropertyLink {
    func link(to owner: DynamicPropertyOwner, slot: Int) {
        box.location = owner.stateLocation(slot: slot, initialValue: box.initialValue)
    }
}

/// Where a ``State`` finds its storage once its view is in a tree.
@MainActor
final class StateBox<Value> {
    var initialValue: Value
    var location: StateLocation<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }
}

/// The storage of one state property: an input of the attribute graph.
///
/// Code of the user's may keep a binding to it longer than its view lives (a closure run by a
/// timer or a dispatch queue after the host is gone): the graph is held weakly, and then reads
/// give the last value and writes change nothing.
@MainActor
final class StateLocation<Value> {
    private weak var graph: ViewGraph?
    private let attribute: Attribute<Compared<Value>>
    private let owner: String

    init(graph: ViewGraph, initialValue: Value, owner: String) {
        self.graph = graph
        self.owner = owner
        attribute = graph.attributes.input(Compared(value: initialValue))
    }

    var value: Value {
        get {
            guard let graph else { return attribute.lastValue!.value }
            return graph.attributes.value(of: attribute).value
        }
        set {
            guard let graph else { return }
            let attribute = attribute
            graph.bodies.writeState(of: owner) { [weak graph] in
                graph?.attributes.setValue(Compared(value: newValue), of: attribute)
            }
        }
    }

    func remove() {
        graph?.attributes.remove(attribute.erased)
    }
}
