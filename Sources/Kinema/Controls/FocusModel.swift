import Foundation
import Observation

/// Which text field of a window has the focus: one at most. Held in the root environment;
/// the fields (and `@FocusState`s) read it, so they update when the focus moves.
@MainActor
@Observable
final class FocusModel {
    /// The focused field, by the identity of its focus token.
    var focusedField: ObjectIdentifier?
}

/// A text field's identity for the focus: one per field, kept in its state.
final class FocusToken {}

private enum FocusModelKey: EnvironmentKey {
    static var defaultValue: FocusModel? { nil }
}

extension EnvironmentValues {
    /// The focus of the window this environment is in.
    var focusModel: FocusModel? {
        get { self[FocusModelKey.self] }
        set { self[FocusModelKey.self] = newValue }
    }
}
