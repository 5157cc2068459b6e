/// An untyped handle to a node of an ``AttributeGraph``.
///
/// A handle is a slot index plus the generation of the node that occupied the slot when the
/// handle was made. Removing a node bumps the slot's generation, so a handle that outlives its
/// node never reaches the node that later reuses the slot: the graph reports it as removed.
/// Handles belong to the graph that created them.
public struct AnyAttribute: Hashable, Sendable, CustomStringConvertible {
    let index: UInt32
    let generation: UInt32

    /// The slot index and generation, e.g. `#12.3`.
    public var description: String { "#\(index).\(generation)" }
}

/// A typed handle to a node of an ``AttributeGraph`` holding a `Value`.
///
/// Read it with ``AttributeGraph/value(of:)``, write inputs with ``AttributeGraph/setValue(_:of:)``.
/// Two handles are equal when they name the same node (see ``erased``).
///
/// The handle also keeps the node's value storage alive, which is how reading an attribute after
/// ``AttributeGraph/remove(_:)`` can still return its last value, even once the slot is reused.
public struct Attribute<Value>: Hashable {
    /// The untyped handle, for the graph operations that do not depend on the value type.
    public let erased: AnyAttribute
    @usableFromInline let storage: AttributeStorage<Value>

    /// The debug name given when the attribute was created, used in diagnostics.
    public var debugName: String? { storage.name }

    /// The value the attribute last held, read without its graph (which may be gone): for an
    /// input, its latest value; for a rule, its latest result, if it was ever computed.
    public var lastValue: Value? { storage.value }

    /// Handles are equal when they name the same node.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.erased == rhs.erased }

    /// Hashes the node identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(erased) }
}

// A handle's public surface is immutable identity (index, generation, name); the value storage it
// references is only read or written through the graph, which is confined to one thread. So handles
// can be stored in Sendable types (e.g. view descriptions) without making the graph itself Sendable.
extension Attribute: @unchecked Sendable {}

/// A problem the graph noticed and recovered from. See ``AttributeGraph/diagnostics``.
public struct AttributeGraphDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// A rule was read while it was being computed (directly or through other rules).
        case cycle
        /// ``AttributeGraph/setValue(_:of:)`` was called on a rule; the write was ignored.
        case writeToRule
        /// A removed (or foreign) attribute was read, written, invalidated, removed or observed.
        case removedAttribute
    }

    /// What went wrong.
    public let kind: Kind
    /// A human-readable explanation naming the attributes involved (by debug name where given).
    public let message: String

    /// The message, prefixed by the kind.
    public var description: String { "\(kind): \(message)" }
}

/// Counters for tests and benchmarks, cumulative since the graph was created.
public struct AttributeGraphStatistics: Equatable, Sendable {
    /// How many times a rule's compute closure ran.
    public var evaluations: Int
    /// How many times a rule went from valid to invalid (one per node per transition, however
    /// many writes or paths reached it).
    public var invalidations: Int

    /// Creates counters with the given values.
    public init(evaluations: Int = 0, invalidations: Int = 0) {
        self.evaluations = evaluations
        self.invalidations = invalidations
    }
}

// MARK: - Value storage

/// An object that computes a rule's value and hears when the rule becomes invalid: the rule made
/// by ``AttributeGraph/rule(owner:)``.
///
/// What a rule made from a closure with an ``AttributeGraph/onInvalidation(of:_:)`` handler does,
/// without the two closures: a closure that captures an object is a context allocated apart,
/// and a host with a rule for each of 10,000 views pays for 20,000 of them. The graph keeps the
/// owner `unowned`, as such closures capture it: remove the rule before the owner goes away (a
/// rule computed after that traps).
public protocol AttributeRuleOwner<Value>: AnyObject {
    /// The type of the rule's value.
    associatedtype Value
    /// Computes the rule's value, reading other attributes with ``AttributeGraph/value(of:)``.
    func computeRule() -> Value
    /// Called when the rule goes from valid to invalid, before the handlers registered with
    /// ``AttributeGraph/onInvalidation(of:_:)``, and under the same terms.
    func ruleInvalidated()
}

/// Type-erased view of a node's value storage, so the graph can run a rule without knowing `Value`.
protocol AnyAttributeStorage: AnyObject {
    var name: String? { get }
    /// Runs the rule and stores its result; returns whether the value changed.
    func evaluate() -> Bool
    /// Tells the rule's owner, if it has one, that the rule became invalid.
    func invalidated()
}

/// One node's value. A class so that a handle can keep the last value alive after removal, and
/// so that a write does not copy the node array's element. (`@usableFromInline` so that reads and
/// writes specialize in the client: no generic metadata lookups on the hot path; its stored
/// properties are final, so that clients reach them directly.)
///
/// How the value is computed is its subclass's: ``NamedAttributeStorage`` for inputs and rules
/// made from closures, ``OwnedAttributeStorage`` for rules whose owner computes them, which need
/// neither a name nor a closure (a body's rule is four words smaller so).
@usableFromInline
class AttributeStorage<Value>: AnyAttributeStorage {
    /// nil only for a rule that has neither been computed nor given an initial value.
    /// (Unchecked exclusivity: only the single-threaded graph touches it, never re-entrantly.)
    @usableFromInline @exclusivity(unchecked) final var value: Value?
    /// Guards the detached evaluation of a removed, never-computed rule against re-entrance.
    /// (Right after the value, in the byte its optional often leaves before the next word.)
    @exclusivity(unchecked) final var isEvaluatingDetached = false
    @usableFromInline final let isEqual: ((Value, Value) -> Bool)?

    init(value: Value?, isEqual: ((Value, Value) -> Bool)?) {
        self.value = value
        self.isEqual = isEqual
    }

    var name: String? { nil }

    /// Stores `newValue`; returns false (and keeps the old value) when it is equal to the current one.
    @inlinable
    final func assign(_ newValue: Value) -> Bool {
        if let isEqual, let old = value, isEqual(old, newValue) { return false }
        value = newValue
        return true
    }

    /// An input's: nothing to compute.
    func evaluate() -> Bool { false }

    func invalidated() {}
}

/// The storage of an input or of a rule computed by a closure, with its debug name.
final class NamedAttributeStorage<Value>: AttributeStorage<Value> {
    private let storedName: String?
    private let compute: (() -> Value)?

    init(name: String?, value: Value?, compute: (() -> Value)?, isEqual: ((Value, Value) -> Bool)?) {
        storedName = name
        self.compute = compute
        super.init(value: value, isEqual: isEqual)
    }

    override var name: String? { storedName }

    override func evaluate() -> Bool {
        guard let compute else { return false }
        return assign(compute())
    }
}

/// The storage of a rule whose owner computes it and hears of its invalidation (see
/// ``AttributeRuleOwner``), kept `unowned`.
final class OwnedAttributeStorage<Owner: AttributeRuleOwner>: AttributeStorage<Owner.Value> {
    private unowned let owner: Owner

    init(owner: Owner) {
        self.owner = owner
        super.init(value: nil, isEqual: nil)
    }

    override func evaluate() -> Bool {
        assign(owner.computeRule())
    }

    override func invalidated() {
        owner.ruleInvalidated()
    }
}
