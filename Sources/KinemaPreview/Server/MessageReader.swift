import Foundation
import NIOCore
import NIOWebSocket

/// Reassembles a page's messages from WebSocket frames, as RFC 6455 has them and within a size
/// limit: every frame masked, no reserved bits, control frames whole and short, continuation
/// frames only inside a message, text valid UTF-8, close codes that a peer may send.
struct MessageReader {
    /// What a frame amounted to.
    enum Message: Equatable {
        case text(String)
        case ping([UInt8])
        /// The page closed; the reply echoes its code (1000 when it gave none).
        case close(reply: UInt16)
    }

    /// A frame the preview does not accept; the connection closes with `closeCode`.
    struct Violation: Error, CustomStringConvertible {
        var closeCode: UInt16
        var description: String
    }

    let maximumSize: Int
    private var partial: [UInt8]?

    init(maximumSize: Int) {
        self.maximumSize = maximumSize
    }

    /// Takes the next frame; returns the message it completes, or nil if it completes none.
    mutating func read(_ frame: WebSocketFrame) throws(Violation) -> Message? {
        guard frame.maskKey != nil else {
            throw Violation(closeCode: 1002, description: "a frame is not masked, as every frame from a page must be")
        }
        guard !frame.rsv1, !frame.rsv2, !frame.rsv3 else {
            throw Violation(closeCode: 1002, description: "a frame sets reserved bits, but no extension was agreed")
        }
        let payload = Array(buffer: frame.unmaskedData)
        switch frame.opcode {
        case .ping, .pong, .connectionClose:
            guard frame.fin, payload.count <= 125 else {
                throw Violation(closeCode: 1002, description: "a control frame is fragmented or longer than 125 bytes")
            }
            switch frame.opcode {
            case .ping: return .ping(payload)
            case .connectionClose: return .close(reply: try Self.closeReply(to: payload))
            default: return nil
            }
        case .text:
            guard partial == nil else { throw Violation(closeCode: 1002, description: "a new message began before the last one ended") }
            try checkSize(payload.count)
            guard frame.fin else {
                partial = payload
                return nil
            }
            return try text(payload)
        case .continuation:
            guard var data = partial else { throw Violation(closeCode: 1002, description: "a continuation frame continues no message") }
            try checkSize(data.count + payload.count)
            data += payload
            guard frame.fin else {
                partial = data
                return nil
            }
            partial = nil
            return try text(data)
        case .binary:
            throw Violation(closeCode: 1003, description: "pages send commands as JSON text, not binary messages")
        default:
            throw Violation(closeCode: 1002, description: "unknown opcode \(frame.opcode)")
        }
    }

    /// The code to answer a close frame with: its own, if it is one a peer may send.
    private static func closeReply(to payload: [UInt8]) throws(Violation) -> UInt16 {
        guard !payload.isEmpty else { return 1000 }
        guard payload.count >= 2 else { throw Violation(closeCode: 1002, description: "a close frame has a one-byte code") }
        let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
        guard (1000...1003).contains(code) || (1007...1014).contains(code) || (3000...4999).contains(code) else {
            throw Violation(closeCode: 1002, description: "a close frame has code \(code), which a peer may not send")
        }
        guard String(validating: payload.dropFirst(2), as: UTF8.self) != nil else {
            throw Violation(closeCode: 1007, description: "a close frame's reason is not valid UTF-8")
        }
        return code
    }

    private func checkSize(_ size: Int) throws(Violation) {
        guard size <= maximumSize else {
            throw Violation(closeCode: 1009, description: "a message of \(size) bytes or more exceeds the limit of \(maximumSize)")
        }
    }

    private func text(_ data: [UInt8]) throws(Violation) -> Message {
        guard let string = String(validating: data, as: UTF8.self) else {
            throw Violation(closeCode: 1007, description: "a text message is not valid UTF-8")
        }
        return .text(string)
    }
}
