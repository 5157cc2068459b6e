import Foundation

/// What the server sends a page: the session's messages and frames, and the close that ends the
/// connection. The connection's handler turns them into WebSocket frames.
enum OutgoingMessage: Sendable, Equatable {
    /// A JSON text message (``ServerMessage``).
    case text(Data)
    /// A binary message: a frame's changed pixels (``FramePatch``).
    case binary(Data)
    /// Closes the connection with `code`, telling the page `reason`.
    case close(code: UInt16, reason: String)

    /// Whether the message ends the connection.
    var isClose: Bool {
        if case .close = self { true } else { false }
    }
}
