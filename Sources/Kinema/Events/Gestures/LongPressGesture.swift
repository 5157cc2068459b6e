import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// Its value is `true` from the moment the pointer goes down (what `updating(_:body:)` sees
/// while the press lasts); it ends, with `true`, as soon as the pointer has stayed down for
/// `minimumDuration` without moving more than `maximumDistance`, still down. Lifted or moved
/// too far before that, it fails.
public struct LongPressGesture: Gesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Whether the press is under way (and, ended, whether it succeeded).
    public typealias Value = Bool
    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the long press.
    public func _makeRecognizer() -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: _GestureRecognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var due: TimeInterval?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        // Durations and distances that are not numbers count as the defaults; negative as none.
        self.minimumDuration = minimumDuration.isNaN ? 0.5 : max(minimumDuration, 0)
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(maximumDistance, 0)
    }

    override func begin(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Bool> {
        guard event.track.touches == 1 else { return .failed }
        guard minimumDuration > 0 else { return .ended(true) }
        due = event.track.startTime + minimumDuration
        return .changed(true)
    }

    override func move(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Bool> {
        if event.track.time >= due ?? .infinity { return .ended(true) }
        return event.track.distance > maximumDistance ? .failed : .changed(true)
    }

    override func end(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Bool> {
        event.track.time >= due ?? .infinity ? .ended(true) : .failed
    }

    override var deadline: TimeInterval? { due }

    override func fire(at time: TimeInterval, _ effects: inout GestureEffects) -> GestureOutcome<Bool> {
        time >= due ?? .infinity ? .ended(true) : .changed(true)
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// - Parameters:
    ///   - minimumDuration: How long the pointer stays down before `action` runs.
    ///   - maximumDistance: How far it may move meanwhile.
    ///   - action: What to do once the press has lasted `minimumDuration`.
    ///   - onPressingChanged: Told `true` when the pointer goes down and `false` when the press
    ///     ends, succeeds or fails.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .pressing(onPressingChanged)
            .onEnded { _ in action() })
    }

    /// Adds an action to perform when this view recognizes a long press gesture; `pressing`
    /// is told when the press starts and stops.
    ///
    /// The older spelling of ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``,
    /// which a call with only a trailing closure means.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}
