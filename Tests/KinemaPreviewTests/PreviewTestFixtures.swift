import Foundation
import Kinema
@testable import KinemaPreview
import Synchronization
import Testing
import KinemaTestSupport

/// Every suite of the preview's tests, one at a time: several start servers and browsers and
/// keep the main actor busy, and their timeouts should measure the preview, not each other.
@Suite(.serialized) enum PreviewTests {}

/// The pet avatar of scenario A3: a tap scales it to 1.5 with `.bouncy`.
struct BouncyAvatar: View {
    @State private var selected = false

    var body: some View {
        Circle()
            .fill(.orange)
            .frame(width: 80, height: 80)
            .scaleEffect(selected ? 1.5 : 1)
            .accessibilityIdentifier("avatar")
            .onTapGesture { withAnimation(.bouncy) { selected.toggle() } }
    }
}

/// The app size the tests use; the avatar sits in its middle.
let appSize = CGSize(width: 240, height: 200)

/// Collects what a preview logs.
final class LogRecorder: Sendable {
    private let lines = Mutex<[String]>([])

    var log: PreviewLog { PreviewLog { line in self.lines.withLock { $0.append(line) } } }

    var all: [String] { lines.withLock { $0 } }

    func contains(_ text: String) -> Bool { all.contains { $0.contains(text) } }
}

/// A message that is not the one a test waited for.
struct UnexpectedMessage: Error {}

/// The socket address of a started preview.
func socketURL(_ page: URL) -> URL {
    URL(string: "ws://127.0.0.1:\(page.port!)/socket")!
}

extension WebSocketConnection {
    /// Receives messages until an inspector state satisfies `predicate`.
    func receiveState(within seconds: Double = 20, where predicate: @escaping @Sendable (InspectorSnapshot) -> Bool) async throws -> InspectorSnapshot {
        let message = try await receive(until: { message in
            guard case .text(let text) = message, let state = decodeState(text) else { return false }
            return predicate(state)
        }, within: seconds)
        guard case .text(let text) = message, let state = decodeState(text) else { throw UnexpectedMessage() }
        return state
    }
}

/// The inspector state in a server's `state` message, or nil for other messages.
func decodeState(_ text: String) -> InspectorSnapshot? {
    struct Envelope: Decodable { var kind: String; var state: InspectorSnapshot? }
    guard let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(text.utf8)), envelope.kind == "state" else { return nil }
    return envelope.state
}
