import Foundation

/// How toggles look and change: set with `toggleStyle(_:)`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style draws a toggle as.
    associatedtype Body: View
    /// The toggle drawn from its parts and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A toggle's parts and state.
    typealias Configuration = ToggleStyleConfiguration
}

extension ToggleStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The parts and state of a toggle, as a ``ToggleStyle`` receives them.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it sets the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off. Kinema's toggles
    /// always have one value, so this is false.
    public var isMixed: Bool { false }

    init(label: AnyView, isOn: Binding<Bool>) {
        self.label = Label(content: label)
        _isOn = isOn
    }

    /// A toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
}

private enum ToggleStylesKey: EnvironmentKey {
    static var defaultValue: [any ToggleStyle] { [] }
}

extension EnvironmentValues {
    /// The toggle styles set around this environment, innermost last (as for button styles).
    var toggleStyles: [any ToggleStyle] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier.appending(style as any ToggleStyle, to: \.toggleStyles))
    }
}

/// A toggle drawn by the style in effect where it stands.
struct StyledToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.toggleStyles) private var styles

    var body: some View {
        (styles.last ?? DefaultToggleStyle()).makeErasedBody(configuration: configuration)
            .environment(\.toggleStyles, Array(styles.dropLast()))
    }
}
