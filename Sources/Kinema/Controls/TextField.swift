import Foundation

/// A control that shows editable text: the text bound to it, or a grey placeholder while that
/// is empty, on one line as wide as offered.
///
/// Kinema shows text fields and their focus, but cannot type into them yet: a tap gives the
/// field the focus (taking it from any other field of the window; `focused(_:)` binds the
/// focus to a `@FocusState`), and a focused field shows a caret in the tint colour after its
/// text; the text changes only through its binding.
public struct TextField<Label: View>: View {
    private let text: Binding<String>
    private let placeholder: Text?
    private var onEditingChanged: (Bool) -> Void = { _ in }

    /// A field for `text`, with `prompt` as its placeholder, described by `label` (which is
    /// not drawn, as on iOS outside forms).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        placeholder = prompt
    }

    /// The field as the environment's text field style draws it.
    public var body: some View {
        TextFieldBody(text: text, placeholder: placeholder, isSecure: false, onEditingChanged: onEditingChanged)
            .modifier(DisabledFade())
    }
}

extension TextField where Label == Text {
    /// A field for `text` titled `title`, which is its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: Text(title)) { Text(title) }
    }

    /// A field for `text` titled `title`, with `prompt` as its placeholder (the title when nil).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(title)) { Text(title) }
    }

    /// A field for `text` titled `title`, telling `onEditingChanged` true when it takes the focus
    /// and false when it loses it. `onCommit` would run on the return key, which Kinema cannot
    /// type.
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: Text(title)) { Text(title) }
        self.onEditingChanged = onEditingChanged
    }
}

/// A text field or a secure field, drawn in the environment's style: the text (or its bullets)
/// or the placeholder, and the caret while focused; a tap takes the focus.
struct TextFieldBody: View {
    let text: Binding<String>
    let placeholder: Text?
    let isSecure: Bool
    var onEditingChanged: (Bool) -> Void = { _ in }
    @Environment(\.focusModel) private var focus
    @Environment(\.focusBinding) private var binding
    @Environment(\.textFieldHasBorder) private var hasBorder
    @State private var token = FocusToken()

    var body: some View {
        let id = ObjectIdentifier(token)
        focus?.bind(id, to: binding)
        let isFocused = focus?.focusedField == id
        let string = text.wrappedValue
        let focus = focus
        return content(string, isFocused: isFocused)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, hasBorder ? 8 : 0)
            .padding(.vertical, hasBorder ? 7 : 0)
            .background {
                if hasBorder {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color.fieldBackground)
                        .overlay(RoundedRectangle(cornerRadius: 6)
                            .strokeBorder(isFocused ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.fieldBorder), lineWidth: 1))
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { focus?.focus(id) }
            .onDisappear { focus?.remove(id) }
            .onChange(of: isFocused) { _, focused in onEditingChanged(focused) }
    }

    /// The text, or the placeholder (one line high even when there is none), with the caret
    /// after the text while focused.
    private func content(_ string: String, isFocused: Bool) -> some View {
        let shown = string.isEmpty
            ? (placeholder ?? Text(" ")).foregroundColor(Color.placeholder)
            : Text(isSecure ? String(repeating: "\u{2022}", count: string.count) : string)
        return shown.overlay(alignment: string.isEmpty ? .leading : .trailing) {
            if isFocused {
                Rectangle().fill(.tint).frame(width: 2).offset(x: string.isEmpty ? -1 : 2)
            }
        }
    }
}
