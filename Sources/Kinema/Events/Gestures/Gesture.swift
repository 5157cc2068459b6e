import Foundation

/// An instance that matches a sequence of pointer events to a gesture, and returns a stream of
/// values for each of its states.
///
/// Create custom gestures by declaring types whose `body` is another gesture; attach one to a
/// view with ``View/gesture(_:including:)``.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type of the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture

    /// The content and behaviour of the gesture.
    var body: Body { get }

    /// Kinema's: makes what recognizes the gesture in the pointer's events. Gestures of your
    /// own get it from their `body`.
    func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Value == Body.Value {
    /// Recognizes the gesture's body.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        body._makeRecognizer()
    }
}

extension Gesture where Body == Never {
    /// Gestures that Kinema recognizes itself have no body; reading it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is recognized by Kinema itself and has no body to read")
    }
}

extension Never: Gesture {
    /// Never: there is no value of `Never`.
    public typealias Value = Never

    /// Never called: there is no value of `Never`.
    public func _makeRecognizer() -> _GestureRecognizer<Never> {
        fatalError("Never has no gesture to recognize")
    }
}
