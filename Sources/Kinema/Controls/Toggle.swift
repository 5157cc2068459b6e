import Foundation

/// A control that turns a value on and off: by default a switch beside its label, whose knob
/// slides across with a spring when the value changes.
public struct Toggle<Label: View>: View {
    private let isOn: Binding<Bool>
    private let label: Label

    /// A toggle of `isOn` described by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle as its style draws it.
    public var body: some View {
        StyledToggle(configuration: ToggleStyleConfiguration(label: AnyView(label), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Kinema.Label<Text, Image> {
    /// A toggle of `isOn` whose label is the text `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Kinema.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a ``ToggleStyle`` is drawing, drawn by the style set outside that one: for
    /// styles that add to another's look.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
