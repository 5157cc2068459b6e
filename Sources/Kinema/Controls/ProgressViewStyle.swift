import Foundation

/// How progress views look: set with `progressViewStyle(_:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a style draws a progress view as.
    associatedtype Body: View
    /// The progress view drawn from its parts and progress.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A progress view's parts and progress.
    typealias Configuration = ProgressViewStyleConfiguration
}

extension ProgressViewStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The parts and progress of a progress view, as a ``ProgressViewStyle`` receives them.
public struct ProgressViewStyleConfiguration {
    /// How much is done, 0…1, or nil when that is not known.
    public let fractionCompleted: Double?
    /// What the progress is of, if the view has a label.
    public var label: Label?
    /// The progress in words, if the view has such a label.
    public var currentValueLabel: CurrentValueLabel?

    init(fractionCompleted: Double?, label: AnyView?, currentValueLabel: AnyView?) {
        self.fractionCompleted = fractionCompleted
        self.label = label.map(Label.init)
        self.currentValueLabel = currentValueLabel.map(CurrentValueLabel.init)
    }

    /// A progress view's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }

    /// A progress view's current value label, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
}

/// A bar for known progress (a spinner for unknown progress), the style progress views have
/// where none is set.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    nonisolated public init() {}

    /// A bar, or a spinner when the progress is not known.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A 4-point grey capsule as wide as offered, filled from the leading edge in the tint colour
/// (left empty when the progress is not known), with the label above and the current value
/// label below.
public struct LinearProgressViewStyle: ProgressViewStyle {
    private var tint: Color?

    /// Creates the style.
    public init() {}

    /// Creates the style with the bar filled in `tint`, whatever the environment's tint.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label, the bar and the current value label, one above the other.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
            Capsule()
                .fill(Color.progressTrack)
                .overlay(ProgressBarFill(fraction: configuration.fractionCompleted ?? 0).fill(tint.map(AnyShapeStyle.init) ?? AnyShapeStyle(.tint)))
                .frame(height: 4)
            configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// A ring filled clockwise from the top in the tint colour, or, when the progress is not
/// known, a grey spinning arc (in the style's tint, if it has one); the label below in grey.
public struct CircularProgressViewStyle: ProgressViewStyle {
    private var tint: Color?

    /// Creates the style.
    public init() {}

    /// Creates the style with the ring, or the spinner, in `tint`.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The ring or the spinner, with the label below.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let fraction = configuration.fractionCompleted {
                ZStack {
                    Circle().stroke(Color.progressTrack, lineWidth: 4)
                    ProgressArc(fraction: fraction)
                        .stroke(tint.map(AnyShapeStyle.init) ?? AnyShapeStyle(.tint), style: StrokeStyle(lineWidth: 4, lineCap: .round))
                }
                .frame(width: 28, height: 28)
            } else {
                Spinner(color: tint ?? .gray)
            }
            configuration.label.foregroundStyle(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar for known progress, a spinner for unknown progress.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar filled as far as the progress.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring filled as far as the progress, or a spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private enum ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}

extension EnvironmentValues {
    /// The style of progress views in this environment.
    var progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style)
    }
}

/// The filled part of a bar: a capsule from the leading edge, as long as the fraction of the
/// width (at least as long as it is high, so that it stays round). Animates with the fraction.
private struct ProgressBarFill: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        guard fraction > 0 else { return Path() }
        let width = max(rect.width * min(fraction, 1), rect.height)
        return Capsule().path(in: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height))
    }
}

/// An arc of the circle in the rect, clockwise from the top, over the fraction of a turn.
/// Animates with the fraction.
struct ProgressArc: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard fraction > 0 else { return path }
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * min(fraction, 1)), clockwise: false)
        return path
    }
}

/// Three quarters of a ring, turning once a second on the clock from the moment it appears,
/// for as long as it is shown.
private struct Spinner: View {
    let color: Color
    @State private var isTurning = false

    var body: some View {
        ProgressArc(fraction: 0.75)
            .stroke(color, style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
            .frame(width: 20, height: 20)
            .rotationEffect(.degrees(isTurning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { isTurning = true }
            }
    }
}
