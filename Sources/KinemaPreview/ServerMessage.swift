import Foundation

/// A text message from the server to a page, as JSON with a `kind` field.
enum ServerMessage: Encodable {
    /// Sent first: the app's size in points and the frame rate.
    case hello(width: Double, height: Double, frameRate: Double)
    /// The inspector state; a binary message with the frame's PNG follows when the picture changed.
    case state(InspectorSnapshot)
    /// Something the page sent was rejected.
    case error(String)

    private enum Keys: String, CodingKey {
        case kind, width, height, frameRate, state, message
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .hello(let width, let height, let frameRate):
            try container.encode("hello", forKey: .kind)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(frameRate, forKey: .frameRate)
        case .state(let snapshot):
            try container.encode("state", forKey: .kind)
            try container.encode(snapshot, forKey: .state)
        case .error(let message):
            try container.encode("error", forKey: .kind)
            try container.encode(message, forKey: .message)
        }
    }

    /// The message as UTF-8 JSON. Every value in it is finite, so encoding cannot fail.
    var json: Data {
        (try? JSONEncoder().encode(self)) ?? Data(#"{"kind":"error","message":"unencodable"}"#.utf8)
    }
}
