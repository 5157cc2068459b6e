import Foundation

/// A text message from the server to a page, as JSON with a `kind` field.
enum ServerMessage: Encodable {
    /// Sent first: the app's size in points and in pixels, and the frame rate.
    case hello(width: Double, height: Double, pixelWidth: Int, pixelHeight: Int, frameRate: Double)
    /// The inspector state; a binary message with the frame's changed pixels follows when the
    /// picture changed (see ``FramePatch``).
    case state(InspectorSnapshot)
    /// Something the page sent was rejected.
    case error(String)
    /// How the newest build of the files went.
    case build(BuildStatus)
    /// The views the page may switch to, and the one running.
    case views([PreviewChoice], current: String?)
    /// The server is about to stop to run a new build: the page reconnects at once.
    case reloading

    private enum Keys: String, CodingKey {
        case kind, width, height, pixelWidth, pixelHeight, frameRate, state, message, build, views, current
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .hello(let width, let height, let pixelWidth, let pixelHeight, let frameRate):
            try container.encode("hello", forKey: .kind)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(pixelWidth, forKey: .pixelWidth)
            try container.encode(pixelHeight, forKey: .pixelHeight)
            try container.encode(frameRate, forKey: .frameRate)
        case .state(let snapshot):
            try container.encode("state", forKey: .kind)
            try container.encode(snapshot, forKey: .state)
        case .error(let message):
            try container.encode("error", forKey: .kind)
            try container.encode(message, forKey: .message)
        case .build(let status):
            try container.encode("build", forKey: .kind)
            try container.encode(status, forKey: .build)
        case .views(let choices, let current):
            try container.encode("views", forKey: .kind)
            try container.encode(choices, forKey: .views)
            try container.encode(current, forKey: .current)
        case .reloading:
            try container.encode("reloading", forKey: .kind)
        }
    }

    /// The message as UTF-8 JSON. Every value in it is finite, so encoding cannot fail.
    var json: Data {
        (try? JSONEncoder().encode(self)) ?? Data(#"{"kind":"error","message":"unencodable"}"#.utf8)
    }
}
