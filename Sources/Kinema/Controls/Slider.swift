import Foundation

/// A control for a value in a range: a grey track filled in the tint colour up to a white
/// round knob, between the optional minimum and maximum value labels. (The label is not
/// drawn, as on iOS.)
///
/// A tap on the track sets the value to the tapped place, rounded to the step; dragging the
/// knob needs drag gestures, which Kinema does not have yet. A range that is empty, only one
/// value wide or not made of finite numbers, a step that is not a positive number, and a value
/// that is not a number are reported (`invalidValue`): the knob then rests at the start, taps
/// on a bad range change nothing, and a bad step leaves values unrounded.
public struct Slider<Label: View, ValueLabel: View>: View {
    private let minimumValueLabel: ValueLabel?
    private let maximumValueLabel: ValueLabel?
    private let control: SliderControl

    /// A slider with value labels; its label is not drawn (as on iOS), so it is not kept.
    private init(minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, control: SliderControl) {
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.control = control
    }

    /// A slider of `value` in `bounds`, with labels for its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  control: SliderControl(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds` by `step`, with labels for its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  control: SliderControl(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds`, with labels for its ends (the iOS 13 form).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  control: SliderControl(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds` by `step`, with labels for its ends (the iOS 13 form).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  control: SliderControl(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }

    /// The value labels and the track between them, as wide as offered.
    public var body: some View {
        let (fraction, problem) = control.fraction()
        if let problem { ViewGraph.current?.report(KinemaDiagnostic(.invalidValue, problem)) }
        return HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(fraction: fraction, control: control)
            maximumValueLabel
        }
        .modifier(DisabledFade())
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`, described by `label` (which is not drawn).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil,
                  control: SliderControl(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds` by `step`, described by `label` (which is not drawn).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil,
                  control: SliderControl(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil,
                  control: SliderControl(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds` by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil,
                  control: SliderControl(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }
}

/// What a slider shows and does, for a value of any floating-point type.
@MainActor
struct SliderControl {
    /// Where the knob is (0…1) and what is wrong, if anything: read when the body is computed,
    /// so that it follows the value.
    let fraction: @MainActor () -> (Double, problem: String?)
    /// Sets the value to a place on the track, 0…1.
    let setFraction: @MainActor (Double) -> Void
    /// Told true when a pointer starts moving the knob, false when it lets go.
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        let (lower, upper) = (Double(bounds.lowerBound), Double(bounds.upperBound))
        let width = upper - lower
        // Written so that NaN fails each test.
        let rangeProblem: String? = lower.isFinite && upper.isFinite && width > 0
            ? nil : "Slider: the range \(bounds.lowerBound)...\(bounds.upperBound) is not a span of finite numbers; the knob stays at the start"
        let stepProblem: String? = step.map { step in
            step > 0 && step.isFinite ? nil : "Slider: the step \(step) is not a positive number; values are not rounded to steps"
        } ?? nil
        let usableStep = stepProblem == nil ? step.map { Double($0) } : nil
        fraction = {
            if let rangeProblem { return (0, rangeProblem) }
            let current = Double(value.wrappedValue)
            guard !current.isNaN else { return (0, "Slider: the value is not a number; the knob stays at the start") }
            return (min(max((current - lower) / width, 0), 1), stepProblem)
        }
        setFraction = { fraction in
            guard rangeProblem == nil, !fraction.isNaN else { return }
            var new = lower + min(max(fraction, 0), 1) * width
            if let usableStep { new = min(lower + ((new - lower) / usableStep).rounded() * usableStep, upper) }
            value.wrappedValue = V(new)
        }
        self.onEditingChanged = onEditingChanged
    }
}

/// The track, its filled part and the knob; a pointer going down on the track moves the knob
/// there and drags it along.
private struct SliderTrack: View {
    let fraction: Double
    let control: SliderControl
    private static let knob: CGFloat = 28

    var body: some View {
        GeometryReader { proxy in
            let travel = max(proxy.size.width - Self.knob, 0)
            let setFraction = control.setFraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color.controlTrack).frame(height: 4)
                Capsule().fill(.tint).frame(width: travel * fraction + Self.knob / 2, height: 4)
                Circle()
                    .fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.25), radius: 2, y: 1)
                    .frame(width: Self.knob, height: Self.knob)
                    .offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: Self.knob)
            .contentShape(Rectangle())
            .trackingDrag(
                began: { control.onEditingChanged(true) },
                changed: { location in
                    guard travel > 0 else { return }
                    setFraction((location.x - Self.knob / 2) / travel)
                },
                ended: { control.onEditingChanged(false) })
        }
        .frame(height: Self.knob)
    }
}
