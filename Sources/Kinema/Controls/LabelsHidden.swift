import Foundation

private enum LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether controls here leave their labels out.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Leaves the labels of the controls in this view out: a toggle's switch and a stepper's
    /// buttons then stand alone, as wide as they are. (Sliders, pickers and text fields do not
    /// draw their labels anyway.)
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
