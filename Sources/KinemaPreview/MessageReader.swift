import FlyingFox
import Foundation

/// Reassembles a page's messages from WebSocket frames, within a size limit.
struct MessageReader {
    /// What a frame amounted to.
    enum Message: Equatable {
        case text(String)
        case ping(Data)
        case close
    }

    /// A frame the preview does not accept; the connection closes with `closeCode`.
    struct Violation: Error, CustomStringConvertible {
        var closeCode: UInt16
        var description: String
    }

    let maximumSize: Int
    private var partial: Data?

    init(maximumSize: Int) {
        self.maximumSize = maximumSize
    }

    /// Takes the next frame; returns the message it completes, or nil if it completes none.
    mutating func read(_ frame: WSFrame) throws(Violation) -> Message? {
        guard !frame.rsv1, !frame.rsv2, !frame.rsv3 else {
            throw Violation(closeCode: 1002, description: "a frame sets reserved bits, but no extension was agreed")
        }
        switch frame.opcode {
        case .ping, .pong, .close:
            guard frame.fin, frame.payload.count <= 125 else {
                throw Violation(closeCode: 1002, description: "a control frame is fragmented or longer than 125 bytes")
            }
            return frame.opcode == .ping ? .ping(frame.payload) : frame.opcode == .close ? .close : nil
        case .text:
            guard partial == nil else { throw Violation(closeCode: 1002, description: "a new message began before the last one ended") }
            try checkSize(frame.payload.count)
            guard frame.fin else {
                partial = frame.payload
                return nil
            }
            return try text(frame.payload)
        case .continuation:
            guard var data = partial else { throw Violation(closeCode: 1002, description: "a continuation frame continues no message") }
            try checkSize(data.count + frame.payload.count)
            data.append(frame.payload)
            guard frame.fin else {
                partial = data
                return nil
            }
            partial = nil
            return try text(data)
        case .binary:
            throw Violation(closeCode: 1003, description: "pages send commands as JSON text, not binary messages")
        default:
            throw Violation(closeCode: 1002, description: "unknown opcode \(frame.opcode.rawValue)")
        }
    }

    private func checkSize(_ size: Int) throws(Violation) {
        guard size <= maximumSize else {
            throw Violation(closeCode: 1009, description: "a message of \(size) bytes or more exceeds the limit of \(maximumSize)")
        }
    }

    private func text(_ data: Data) throws(Violation) -> Message {
        guard let string = String(data: data, encoding: .utf8) else {
            throw Violation(closeCode: 1007, description: "a text message is not valid UTF-8")
        }
        return .text(string)
    }
}
