import Foundation

/// A text field whose text is shown as bullets, one per character (see ``TextField``: it
/// focuses, but cannot be typed into yet).
public struct SecureField<Label: View>: View {
    private let text: Binding<String>
    private let placeholder: Text?

    /// A field for `text`, with `prompt` as its placeholder, described by `label` (which is
    /// not drawn).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        placeholder = prompt
    }

    /// The field as the environment's text field style draws it.
    public var body: some View {
        TextFieldBody(text: text, placeholder: placeholder, isSecure: true).modifier(DisabledFade())
    }
}

extension SecureField where Label == Text {
    /// A field for `text` titled `title`, which is its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: Text(title)) { Text(title) }
    }

    /// A field for `text` titled `title`, with `prompt` as its placeholder (the title when nil).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(title)) { Text(title) }
    }
}
