import Foundation

/// A view that shows how far a task has got: a bar filled as far as a value of a total, or,
/// when the value is not known, a spinner that turns on the host's clock. Drawn by the
/// environment's ``ProgressViewStyle``.
///
/// A value is clamped to 0…total; a value outside that range, one that is not a number (drawn
/// as 0) and a total that is not a positive number (drawn as no progress) are reported
/// (`invalidValue`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    private let fraction: Double?
    private let label: Label?
    private let currentValueLabel: CurrentValueLabel?
    private let problem: String?

    private init(fraction: (value: Double, total: Double)?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        // A view with no label passes none, so that styles leave its place out.
        self.label = Label.self == EmptyView.self ? nil : label
        self.currentValueLabel = CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel
        guard let (value, total) = fraction else {
            (self.fraction, problem) = (nil, nil)
            return
        }
        guard total.isFinite, total > 0 else {
            (self.fraction, problem) = (0, "ProgressView: the total \(total) is not a positive number; no progress is shown")
            return
        }
        guard !value.isNaN else {
            (self.fraction, problem) = (0, "ProgressView: the value is not a number; no progress is shown")
            return
        }
        let fraction = value / total
        self.fraction = min(max(fraction, 0), 1)
        problem = (0...1).contains(fraction)
            ? nil : "ProgressView: the value \(value) is outside 0...\(total); it is clamped to that range"
    }

    /// The progress view as its style draws it.
    public var body: some View {
        if let problem { ViewGraph.current?.report(KinemaDiagnostic(.invalidValue, problem)) }
        return ProgressStyleView(configuration: ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { AnyView($0) }, currentValueLabel: currentValueLabel.map { AnyView($0) }))
    }
}

extension ProgressView {
    /// A progress view of `value` out of `total`, described by a label and by a label of
    /// its current value; a nil value is progress not known.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: value.map { (Double($0), Double(total)) }, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner for progress not known, described by `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`, described by `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: value.map { (Double($0), Double(total)) }, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner for progress not known.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar filled as far as `value` out of `total`; a nil value is progress not known.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: value.map { (Double($0), Double(total)) }, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner for progress not known, titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`, titled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { (Double($0), Double(total)) }, label: Text(title), currentValueLabel: nil)
    }
}

/// A progress view drawn by the environment's style.
private struct ProgressStyleView: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.progressViewStyle) private var style

    var body: some View {
        style.makeErasedBody(configuration: configuration)
    }
}
