/// `value` as `T`, which the caller knows to be its type, read without a dynamic cast. Checked
/// in debug builds only.
///
/// Why: the engine meets the same few view and modifier types over and over; it finds how to
/// read a type once (with a real cast) and reads each value of it through this. A dynamic cast
/// to a protocol costs a conformance look-up every time, and one to a concrete type still goes
/// through the runtime's general cast.
@inline(__always)
func unsafeCast<Value, T>(_ value: Value, to type: T.Type) -> T {
    assert(Value.self == T.self, "\(Value.self) read as \(T.self)")
    return withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: T.self) }
}

/// `view` as `T`, the type it has at run time, read without a dynamic cast (see
/// ``unsafeCast(_:to:)``).
@inline(__always)
func unsafeOpen<T>(_ view: any View, as type: T.Type) -> T {
    func read<V: View>(_ opened: V) -> T { unsafeCast(opened, to: T.self) }
    return read(view)
}
