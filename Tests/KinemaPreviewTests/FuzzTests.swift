import Foundation
import Kinema
import Testing
@testable import KinemaPreview
import KinemaTestSupport

extension PreviewTests {
    /// Garbage on the socket — random bytes, huge frames, bad JSON — closes at most the connection
    /// that sent it; the app keeps running and serving frames.
    @MainActor @Suite struct FuzzTests {
        @Test func garbageNeverStopsTheApp() async throws {
            let log = LogRecorder()
            let preview = PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), configuration: .init(scale: 0.5), log: log.log)
            let url = try await preview.start()
            var random = SplitMix64(state: 6)
            let bytes = { (count: Int) in (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) } }

            // Random bytes instead of an HTTP request, and instead of WebSocket frames.
            for round in 0..<20 {
                let raw = try await WebSocketConnection.open(url)
                let garbage = bytes(1 + round * 97)
                try? await withTimeout(10) { try await raw.write(garbage) }
                await raw.close()
                let page = try await WebSocketConnection.connect(to: socketURL(url))
                let frames = bytes(1 + round * 53)
                try? await withTimeout(10) { try await page.write(frames) }
                await page.close()
                try await untilDisconnected(preview)
            }
            try await expectServing(url, preview, after: "random bytes", log: log)

            let cases: [(String, @Sendable (WebSocketConnection) async throws -> Void)] = [
                ("bad JSON", { try await $0.send(text: "{\"type\": \"tap\", \"x\": ") }),
                ("JSON of the wrong shape", { try await $0.send(text: #"{"type": ["tap"], "x": {}}"#) }),
                ("a NaN-like number", { try await $0.send(text: #"{"type":"tap","x":1e999,"y":0}"#) }),
                ("an unknown command", { try await $0.send(text: #"{"type":"rm -rf"}"#) }),
                ("invalid UTF-8", { try await $0.send(opcode: 0x1, payload: [0xFF, 0xFE, 0xFD]) }),
                ("a binary message", { try await $0.send(opcode: 0x2, payload: [1, 2, 3]) }),
                ("a reserved opcode", { try await $0.send(opcode: 0x5, payload: []) }),
                ("a stray continuation", { try await $0.send(opcode: 0x0, payload: Array("x".utf8)) }),
                ("a 1 MiB text message", { try await $0.send(text: String(repeating: "x", count: 1 << 20)) }),
                ("fragments adding up past the limit", { page in
                    for index in 0..<10 { try await page.send(opcode: index == 0 ? 0x1 : 0x0, payload: Array(repeating: 0x20, count: 1000), fin: false) }
                }),
                ("a frame header announcing 2^40 bytes", { page in
                    try await page.write([0x81, 0xFF, 0, 0, 0x01, 0, 0, 0, 0, 0, 1, 2, 3, 4] + Array(repeating: 0, count: 4096))
                }),
                ("a frame header announcing more than Int.max", { page in
                    try await page.write([0x81, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1, 2, 3, 4])
                }),
            ]
            for (name, send) in cases {
                let page = try await WebSocketConnection.connect(to: socketURL(url))
                // The server may cut the sender off mid-send; that is one of the answers expected.
                try? await withTimeout(10) { try await send(page) }
                // The sender is told (an error message) or cut off (a close); either way it ends here.
                _ = try? await withTimeout(5) { try await page.receive(until: { if case .text(let t) = $0 { t.contains(#""kind":"error""#) } else { false } }) }
                await page.close()
                try await untilDisconnected(preview)
                try await expectServing(url, preview, after: name, log: log)
            }
            #expect(log.contains("rejected a message"))
            #expect(log.contains("exceeds the limit"), "fragments past the limit, found as they are reassembled")
            #expect(log.contains("a frame longer than the limit of 4096 bytes"), "a frame too long, found from its header")
            await preview.stop()
        }

        /// A page that has received its first frame: the first connection must get it.
        private func connectedPage(_ url: URL) async throws -> WebSocketConnection {
            let page = try await WebSocketConnection.connect(to: socketURL(url), timeout: 3)
            _ = try await withTimeout(3) { try await page.receive(until: { if case .binary = $0 { true } else { false } }) }
            return page
        }

        /// Waits until the server has let go of every page, so that each case starts from none.
        private func untilDisconnected(_ preview: PreviewServer) async throws {
            let deadline = ContinuousClock.now + .seconds(10)
            while preview.clientCount > 0 {
                guard ContinuousClock.now < deadline else { throw UnexpectedMessage() }
                try await Task.sleep(for: .milliseconds(10))
            }
        }

        /// A new page still gets frames on its first connection, and its tap still animates the app.
        private func expectServing(_ url: URL, _ preview: PreviewServer, after name: String, log: LogRecorder) async throws {
            do {
                let page = try await connectedPage(url)
                try await page.send(text: #"{"type":"tap","x":120,"y":100}"#)
                _ = try await page.receiveState { state in state.attributes.contains { $0.property == "scaleEffect" } }
                await page.close()
                try await untilDisconnected(preview)
            } catch {
                Issue.record("the preview stopped serving after \(name): \(error); it logged \(log.all.suffix(4))")
                throw error
            }
        }
    }
}
