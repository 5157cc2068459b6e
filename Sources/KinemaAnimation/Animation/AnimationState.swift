/// A key for a value in an ``AnimationState``, with the value used when none was stored.
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value
    /// The value of the key before an animation stores one.
    static var defaultValue: Value { get }
}

/// The state a running animation keeps between frames, stored by ``AnimationStateKey``.
///
/// A custom animation reads and writes it through `context.state[MyKey.self]`.
public struct AnimationState<Value: VectorArithmetic> {
    /// The state of a merging spring, the commonest animation: stored inline rather than as an
    /// `engine` object, so that a frame reads it along with the animator that holds it instead
    /// of from an object elsewhere in memory, and neither retains nor releases anything.
    @usableFromInline var fluidSpring: FluidSpringState<Value>?
    // The rest is out of line, and nil until used: inline, it would make every animator larger
    // and so every frame over many animators slower, for what few animations use.
    private var extras: Extras?

    /// Creates an empty state.
    public init() {}

    /// The value of `key`, or its default value where none was stored.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { extras?.values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { uniqueExtras().values[ObjectIdentifier(key)] = newValue }
    }

    /// The state of Kinema's own animations: one object, found without a dictionary look-up or
    /// a dynamic cast, and mutated in place, so that frames neither hash nor allocate.
    var engine: AnyObject? {
        get { extras?.engine }
        set { uniqueExtras().engine = newValue }
    }

    /// The engine state if it is of type `T`.
    func engine<T: AnyObject>(_ type: T.Type) -> T? {
        guard let engine, ObjectIdentifier(Swift.type(of: engine)) == ObjectIdentifier(type) else { return nil }
        return unsafeDowncast(engine, to: type)
    }

    /// `extras`, copied first if another state shares it, so that states stay values.
    private mutating func uniqueExtras() -> Extras {
        if extras == nil {
            extras = Extras()
        } else if !isKnownUniquelyReferenced(&extras!) {
            extras = Extras(copying: extras!)
        }
        return extras!
    }

    /// The values stored by key, and the engine object (shared by copies, as a reference is).
    private final class Extras {
        var values: [ObjectIdentifier: Any] = [:]
        var engine: AnyObject?

        init() {}

        init(copying other: Extras) {
            values = other.values
            engine = other.engine
        }
    }
}
