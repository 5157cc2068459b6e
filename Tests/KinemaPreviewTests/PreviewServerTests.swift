import Foundation
import Kinema
import KinemaRender
import Testing
@testable import KinemaPreview
import KinemaTestSupport

extension PreviewTests {
    /// The server over loopback: the page, the socket, taps, several pages, and refusals.
    @MainActor @Suite struct PreviewServerTests {
        private func start(_ log: LogRecorder, _ configuration: PreviewServer.Configuration = .init()) async throws -> (PreviewServer, URL) {
            let preview = PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), configuration: configuration, log: log.log)
            return (preview, try await preview.start())
        }

        @Test func listensOnLoopbackOnlyAndServesThePage() async throws {
            let (preview, url) = try await start(LogRecorder())
            #expect(url.host == "127.0.0.1")
            let response = try await httpGet(url, path: "/")
            #expect(response.hasPrefix("HTTP/1.1 200"))
            #expect(response.contains("Kinema Preview"))
            #expect(try await httpGet(url, path: "/missing").hasPrefix("HTTP/1.1 404"))
            await preview.stop()
        }

        @Test func sendsFramesAndTheInspectorStateAndTakesTaps() async throws {
            let (preview, url) = try await start(LogRecorder())
            let page = try await WebSocketConnection.connect(to: socketURL(url))
            let hello = try await page.receive(until: { if case .text(let t) = $0 { t.contains("hello") } else { false } })
            guard case .text(let helloText) = hello else { throw UnexpectedMessage() }
            #expect(helloText.contains(#""width":240"#) && helloText.contains(#""height":200"#))
            // Until the page says otherwise, a point is a pixel; the first picture is the whole frame.
            #expect(helloText.contains(#""pixelWidth":240"#) && helloText.contains(#""pixelHeight":200"#))
            let first = try await page.receive(until: { if case .binary = $0 { true } else { false } })
            guard case .binary(let message) = first, let whole = FramePatch(message: message) else { throw UnexpectedMessage() }
            let wholeCanvas = try PixelCanvas(pngData: whole.png)
            #expect(whole.x == 0 && whole.y == 0 && wholeCanvas.pixelWidth == 240 && wholeCanvas.pixelHeight == 200)
            // A page on a 2× display gets the picture again at twice the pixels.
            try await page.send(text: #"{"type":"display","scale":2}"#)
            let sharper = try await page.receive(until: { if case .text(let t) = $0 { t.contains("hello") } else { false } })
            guard case .text(let sharperText) = sharper else { throw UnexpectedMessage() }
            #expect(sharperText.contains(#""pixelWidth":480"#) && sharperText.contains(#""pixelHeight":400"#))
            let again = try await page.receive(until: { if case .binary = $0 { true } else { false } })
            guard case .binary(let againMessage) = again, let sharp = FramePatch(message: againMessage) else { throw UnexpectedMessage() }
            let sharpCanvas = try PixelCanvas(pngData: sharp.png)
            #expect(sharp.x == 0 && sharp.y == 0 && sharpCanvas.pixelWidth == 480 && sharpCanvas.pixelHeight == 400)
            try await page.send(text: #"{"type":"tap","x":120,"y":100}"#)
            let state = try await page.receiveState { state in
                state.attributes.contains { $0.property == "scaleEffect" && $0.animation.contains("bouncy") }
            }
            #expect(state.attributes.first?.to.first == 1.5)
            // Then only what changes: the growing avatar, around the middle.
            let changed = try await page.receive(until: { if case .binary = $0 { true } else { false } })
            guard case .binary(let patchMessage) = changed, let patch = FramePatch(message: patchMessage) else { throw UnexpectedMessage() }
            let patchCanvas = try PixelCanvas(pngData: patch.png)
            #expect(patch.x > 0 && patch.y > 0 && patchCanvas.pixelWidth < 480 && patchCanvas.pixelHeight < 400)
            #expect(patch.x < 240 && patch.x + patchCanvas.pixelWidth > 240, "the patch covers the avatar's middle")
            await page.close()
            await preview.stop()
        }

        @Test func severalPagesWatchOneApp() async throws {
            let (preview, url) = try await start(LogRecorder())
            let pages = [try await WebSocketConnection.connect(to: socketURL(url)), try await WebSocketConnection.connect(to: socketURL(url))]
            for page in pages { _ = try await page.receive(until: { if case .binary = $0 { true } else { false } }) }
            try await pages[0].send(text: #"{"type":"tap","x":120,"y":100}"#)
            for page in pages {
                _ = try await page.receiveState { state in state.attributes.contains { $0.property == "scaleEffect" } }
            }
            #expect(preview.clientCount == 2)
            for page in pages { await page.close() }
            await preview.stop()
        }

        @Test func refusesOtherOriginsMethodsAndOversizedRequests() async throws {
            let log = LogRecorder()
            let (preview, url) = try await start(log)
            await #expect(throws: WebSocketError.handshakeRefused("HTTP/1.1 403 Forbidden")) {
                try await WebSocketConnection.connect(to: socketURL(url), origin: "http://evil.example")
            }
            #expect(try await httpGet(url, path: "/" + String(repeating: "a", count: 5000)).hasPrefix("HTTP/1.1 414"))
            #expect(try await httpRequest(url, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n").hasPrefix("HTTP/1.1 405"))
            #expect(log.contains("refused a WebSocket from the origin http://evil.example"))
            #expect(log.contains("414"))
            #expect(log.contains("405"))
            // A page on the preview's own origin is welcome.
            let page = try await WebSocketConnection.connect(to: socketURL(url), origin: "http://127.0.0.1:\(url.port!)")
            await page.close()
            await preview.stop()
        }

        @Test func aPortInUseFailsToStart() async throws {
            let (preview, url) = try await start(LogRecorder())
            let second = PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), log: LogRecorder().log)
            await #expect { try await second.start(port: UInt16(url.port!)) } throws: { error in
                "\(error)" == "cannot listen on 127.0.0.1 port \(url.port!): the port is already in use"
            }
            #expect(second.url == nil)
            await preview.stop()
        }

        @Test func stoppingClosesEveryPage() async throws {
            let (preview, url) = try await start(LogRecorder())
            let page = try await WebSocketConnection.connect(to: socketURL(url))
            _ = try await page.receive(until: { if case .binary = $0 { true } else { false } })
            await preview.stop()
            await #expect(throws: WebSocketError.closed(code: 1001)) {
                try await withTimeout(10) { while true { _ = try await page.receive() } }
            }
        }

        @Test func refusesPagesBeyondTheLimit() async throws {
            let log = LogRecorder()
            let (preview, url) = try await start(log, .init(maximumClients: 1))
            let first = try await WebSocketConnection.connect(to: socketURL(url))
            let second = try await WebSocketConnection.connect(to: socketURL(url))
            await #expect(throws: WebSocketError.closed(code: 1013)) {
                try await withTimeout(10) { while true { _ = try await second.receive() } }
            }
            #expect(log.contains("refused a page"))
            await first.close()
            await preview.stop()
        }

        @Test func rejectsMalformedCommandsAndKeepsServing() async throws {
            let log = LogRecorder()
            let (preview, url) = try await start(log)
            let page = try await WebSocketConnection.connect(to: socketURL(url))
            try await page.send(text: "{not json")
            let error = try await page.receive(until: { if case .text(let t) = $0 { t.contains(#""kind":"error""#) } else { false } })
            #expect({ if case .text(let t) = error { t.contains("not a JSON object") } else { false } }())
            #expect(log.contains("rejected a message"))
            try await page.send(text: #"{"type":"tap","x":120,"y":100}"#)
            _ = try await page.receiveState { state in state.attributes.contains { $0.property == "scaleEffect" } }
            await page.close()
            await preview.stop()
        }
    }
}

/// Sends `GET path` and returns the whole response.
func httpGet(_ url: URL, path: String) async throws -> String {
    try await httpRequest(url, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
}

/// Sends a raw request and returns the response: its head and as much body as its
/// Content-Length says.
func httpRequest(_ url: URL, _ request: String) async throws -> String {
    try await withTimeout(10) {
        let socket = try await WebSocketConnection.open(url)
        defer { Task { await socket.close() } }
        try await socket.write(Array(request.utf8))
        var received: [UInt8] = []
        while true {
            received += try await socket.receiveBytes()
            let text = String(decoding: received, as: UTF8.self)
            guard let headEnd = text.range(of: "\r\n\r\n") else { continue }
            let length = text[..<headEnd.lowerBound].split(separator: "\r\n")
                .first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            if text.utf8.distance(from: headEnd.upperBound.samePosition(in: text.utf8)!, to: text.utf8.endIndex) >= length { return text }
        }
    }
}
