import Foundation

/// The environment a node gives its content, derived from the one it is given by a write, and
/// kept while the one given is unchanged.
///
/// Environments compare by version, so one written afresh at each update compares unequal to
/// the last even with the same contents, and every view below would update again (a state
/// change above a stack of a thousand views walked all of them).
@MainActor
struct DerivedEnvironment {
    private var input: EnvironmentValues?
    private var output = EnvironmentValues()

    /// `environment` with `write` applied: the same value as last time when `environment` is.
    mutating func derive(from environment: EnvironmentValues, _ write: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        if let input, input == environment { return output }
        var derived = environment
        write(&derived)
        input = environment
        output = derived
        return derived
    }
}
