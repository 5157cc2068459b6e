import Foundation

/// A control that counts a value up and down: its label, then a grey rounded pair of − and +
/// buttons at the trailing edge (the buttons alone when labels are hidden). A tap on a button changes the value by its step, kept within
/// the range; a button that cannot change it is greyed out.
///
/// A range whose bounds are not in order (or not numbers) and a step that is not positive
/// are reported (`invalidValue`); the buttons then change nothing. A value that is not a
/// number is reported too, and either button sets it to the range's lower bound.
public struct Stepper<Label: View>: View {
    private let label: Label
    private let control: StepperControl

    /// A stepper whose buttons run `onIncrement` and `onDecrement` (a nil action greys its
    /// button out).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        control = StepperControl(
            state: { StepperState(canIncrement: onIncrement != nil, canDecrement: onDecrement != nil, problem: nil) },
            increment: { onIncrement?() }, decrement: { onDecrement?() }, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` within `bounds`, by `step`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        control = StepperControl(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        control = StepperControl(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
    }

    /// The label and the buttons in a row as wide as offered.
    public var body: some View {
        StepperBody(label: AnyView(label), control: control).modifier(DisabledFade())
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` whose buttons run `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` of `value` within `bounds`, by `step`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` of `value` by `step`, without bounds.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// What a stepper's buttons can do now, read when its body is computed (so that it follows
/// the value).
struct StepperState {
    var canIncrement: Bool
    var canDecrement: Bool
    /// Why the buttons do nothing, to report.
    var problem: String?
}

/// What a stepper's buttons do.
@MainActor
struct StepperControl {
    let state: @MainActor () -> StepperState
    let increment: @MainActor () -> Void
    let decrement: @MainActor () -> Void
    let onEditingChanged: (Bool) -> Void
}

extension StepperControl {
    /// Buttons that step `value` by `step`, clamped to `bounds`.
    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void) {
        // `x == x` is false only for NaN: the comparisons below would all be false with it.
        let problem: String? = if let bounds, !(bounds.lowerBound <= bounds.upperBound) {
            "Stepper: the range \(bounds.lowerBound)...\(bounds.upperBound) holds no value; its buttons do nothing"
        } else if !(step > .zero) {
            "Stepper: the step \(step) is not positive; its buttons do nothing"
        } else {
            nil
        }
        func clamped(_ new: V) -> V {
            guard let bounds else { return new }
            return min(max(new, bounds.lowerBound), bounds.upperBound)
        }
        func move(by amount: V.Stride) {
            let current = value.wrappedValue
            guard current == current else {
                // Not a number: either button brings it back to the range.
                if let bounds { value.wrappedValue = bounds.lowerBound }
                return
            }
            value.wrappedValue = clamped(current.advanced(by: amount))
        }
        self.init(
            state: {
                guard problem == nil else { return StepperState(canIncrement: false, canDecrement: false, problem: problem) }
                let current = value.wrappedValue
                guard current == current else {
                    return StepperState(canIncrement: bounds != nil, canDecrement: bounds != nil,
                                        problem: "Stepper: the value is not a number")
                }
                return StepperState(
                    canIncrement: bounds.map { current < $0.upperBound } ?? true,
                    canDecrement: bounds.map { current > $0.lowerBound } ?? true, problem: nil)
            },
            increment: { if problem == nil { move(by: step) } },
            decrement: { if problem == nil { move(by: -step) } },
            onEditingChanged: onEditingChanged)
    }
}

/// The label, then the − and + buttons.
private struct StepperBody: View {
    let label: AnyView
    let control: StepperControl
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let state = control.state()
        if let problem = state.problem { ViewGraph.current?.report(KinemaDiagnostic(.invalidValue, problem)) }
        return HStack {
            if !labelsHidden { label.frame(maxWidth: .infinity, alignment: .leading) }
            HStack(spacing: 0) {
                segment("minus", isEnabled: state.canDecrement, action: control.decrement)
                Rectangle().fill(Color.hairline).frame(width: 1, height: 18)
                segment("plus", isEnabled: state.canIncrement, action: control.increment)
            }
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.segmentBackground))
        }
    }

    private func segment(_ symbol: String, isEnabled: Bool, action: @escaping @MainActor () -> Void) -> some View {
        let onEditingChanged = control.onEditingChanged
        return Image(systemName: symbol)
            .foregroundStyle(isEnabled ? Color.primary : Color.disabledContent)
            .frame(width: 46, height: 32)
            .contentShape(Rectangle())
            .onTapGesture {
                guard isEnabled else { return }
                onEditingChanged(true)
                action()
                onEditingChanged(false)
            }
    }
}
