import Foundation
/// Something a view tree did that Kinema could not do as written, and what it did instead.
public struct KinemaDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: Hashable, Sendable {
        /// State was written while a body was being computed; the write applies after the update.
        case stateWrittenDuringBody
        /// A `ForEach` met an id twice; only the first element's view is shown.
        case duplicateIdentifier
        /// An image file was not found or could not be read; nothing is drawn for it.
        case missingImage
        /// A font was not available; a fallback font is used.
        case missingFont
        /// A symbol name (`Image(systemName:)`) that Kinema has no glyph for; a placeholder is
        /// drawn.
        case missingSymbol
        /// The dependency graph found a cycle or another inconsistency.
        case graph
        /// A value was not a usable number (NaN, infinite, negative where a size is needed).
        case invalidValue
        /// An `onChange` action (or another action) kept changing what it observes within one
        /// update; it was not run again until the next.
        case actionCycle
        /// A view's `task` kept running without waiting on the clock (one that ignores its
        /// cancellation, say); it was stopped for the frame and goes on in the next.
        case task
        /// Two views claimed to be the source of one matched-geometry id.
        case matchedGeometry
        /// A zoom navigation transition named a source that no view shown is; the screen slid.
        case missingTransitionSource
        /// Layout kept changing within one update: views set state from their geometry (in a
        /// `GeometryReader`'s content, `onGeometryChange`) that changed the geometry again. An
        /// update lays out a bounded number of times; the rest waits for the next update.
        case layoutFeedback
        /// A phase, keyframe or timeline animator was given nothing to animate (no phases, a
        /// schedule with no dates) or a value it cannot use; what it did instead is said.
        case animator
        /// A canvas's renderer asked for something Kinema does not draw (a filter, a blend mode)
        /// or cannot find (an image, a symbol); it was left out.
        case canvas
        /// A `Link` asked to open a URL outside Kinema's window; nothing opened.
        case externalURL
        /// A `UIViewRepresentable` wraps a UIKit view, which Kinema cannot draw; a placeholder
        /// stands in its place.
        case uiKitView
    }

    /// What kind of problem it was.
    public let kind: Kind
    /// What happened and what Kinema did about it.
    public let message: String

    /// Creates a diagnostic.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    static func duplicateIdentifier(_ message: String) -> KinemaDiagnostic { KinemaDiagnostic(.duplicateIdentifier, message) }

    /// The kind and the message.
    public var description: String { "\(kind): \(message)" }
}
