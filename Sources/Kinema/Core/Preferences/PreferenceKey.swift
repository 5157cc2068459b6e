/// A named value produced by a view: views write it with `preference(key:value:)`, and an
/// ancestor reads what its subviews wrote, combined with ``reduce(value:nextValue:)`` in the
/// order the subviews are declared.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The value of the preference when no view writes one.
    static var defaultValue: Value { get }

    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
