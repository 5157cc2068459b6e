import Foundation

/// The label, then a switch at the trailing edge: a 51 × 31 capsule, grey when off and, when on,
/// in the environment's tint (green unless `.tint(_:)` sets one, as on iOS), with a white knob. Tapping the switch flips the value; the knob slides
/// and the colour changes with a snappy spring whenever the value changes.
public struct SwitchToggleStyle: ToggleStyle {
    private var tint: Color?

    /// Creates the style.
    public init() {}

    /// Creates the style with the switch in `tint` when on, whatever the environment's tint.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label and the switch in a row as wide as offered, or the switch alone when labels
    /// are hidden.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration, tint: tint).modifier(DisabledFade())
    }
}

/// The style toggles have where none is set: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The label and a switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The style toggles have where none is set: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The label, then the switch.
private struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            Switch(isOn: configuration.$isOn, tint: tint)
        } else {
            // The label, not a spacer, takes the width left: a stack shares space out from the
            // least flexible view up, and would offer the label only half of it beside a spacer.
            HStack {
                configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                Switch(isOn: configuration.$isOn, tint: tint)
            }
        }
    }
}

/// The switch: a track and a knob that slides to the end of the value.
private struct Switch: View {
    @Binding var isOn: Bool
    let tint: Color?

    var body: some View {
        ZStack {
            Capsule()
                .fill(isOn ? tint.map(AnyShapeStyle.init) ?? AnyShapeStyle(SwitchTint()) : AnyShapeStyle(Color.controlTrack))
            Circle()
                .fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 1.5, y: 1)
                .padding(2)
                .offset(x: isOn ? 10 : -10)
        }
        .frame(width: 51, height: 31)
        .animation(.snappy, value: isOn)
        .contentShape(Capsule())
        .onTapGesture { isOn.toggle() }
    }
}

/// The colour of a switch that is on: the environment's tint, or green, as iOS draws a switch
/// (the accent colour does not change it).
private struct SwitchTint: ShapeStyle, ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        environment.tint?.resolveStyle(in: environment) ?? Color.green.resolveStyle(in: environment)
    }
}
