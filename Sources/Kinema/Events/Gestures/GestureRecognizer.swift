import Foundation

/// Where a gesture stands after an event.
enum GestureOutcome<Value> {
    /// Not recognized yet, or waiting (for a double tap's second tap).
    case possible
    /// Under way, with its value now (which may be the same as before).
    case changed(Value)
    /// Recognized and finished, with its last value.
    case ended(Value)
    /// Not this gesture: it hears nothing more of the pointer.
    case failed

    /// Whether the recognizer has finished, one way or the other.
    var isFinished: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .changed: false
        }
    }

    /// The outcome with its value transformed.
    func map<T>(_ transform: (Value) -> T) -> GestureOutcome<T> {
        switch self {
        case .possible: .possible
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}

/// The user's code that a gesture's outcomes call for (`onChanged`, `onEnded`, `updating`),
/// in order: run by the gesture's node once the whole gesture has accepted the outcomes, so
/// that a gesture made of two can hold back or drop what one of them would do.
typealias GestureEffects = [() -> Void]

/// What a gesture hears: the pointer's track, and how to place its points in the gesture's
/// view.
@MainActor
struct GestureEvent {
    let track: PointerTrack
    /// The size of the view the gesture is attached to.
    let size: CGSize
    /// A point of the window where the pointer was, in the given coordinate space.
    let locate: (CGPoint, CoordinateSpace) -> CGPoint

    /// The time of the event, as gesture values give it.
    var date: Date { Date(timeIntervalSinceReferenceDate: track.time) }
}

/// Kinema's: what recognizes a gesture in a pointer's events, made afresh for each gesture a
/// pointer starts.
///
/// Not for your use; gestures you write are made of Kinema's through their `body`.
/// Subclasses answer each event with the gesture's ``GestureOutcome`` and add the code it calls
/// for to the effects; once finished, a recognizer hears no more.
@MainActor
public class _GestureRecognizer<Value> {
    init() {}

    /// A pointer went down on the gesture's view.
    func begin(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> { .failed }
    /// The pointer moved, or a pinch spread or turned.
    func move(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> { .failed }
    /// The pointer went up.
    func end(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> { .failed }
    /// When the recognizer wants ``fire(at:)`` called, if it waits on the clock.
    var deadline: TimeInterval? { nil }
    /// The clock reached ``deadline``.
    func fire(at time: TimeInterval, _ effects: inout GestureEffects) -> GestureOutcome<Value> { .possible }
    /// Whether the gesture is recognized, so that it takes the pointer from the views around.
    var isRecognized: Bool { false }
    /// The pointer was cancelled, taken by another view, or the view went away: the gesture
    /// stops without ending.
    func cancel(_ effects: inout GestureEffects) {}
}
