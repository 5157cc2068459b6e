import Foundation

/// How text fields look: set with `textFieldStyle(_:)`. Kinema draws its own styles; a style
/// of another type draws as `.plain`.
public protocol TextFieldStyle {}

/// The style text fields have where none is set: plain.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

/// The text alone, with no border.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

/// The text on white inside a thin grey rounded border, which turns to the tint colour while
/// the field has the focus.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The style text fields have where none is set: plain.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text inside a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private enum RoundedTextFieldKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether text fields here have a rounded border.
    var textFieldHasBorder: Bool {
        get { self[RoundedTextFieldKey.self] }
        set { self[RoundedTextFieldKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields in this view with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldHasBorder, S.self == RoundedBorderTextFieldStyle.self)
    }
}
