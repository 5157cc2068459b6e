import Foundation
import Kinema
import Testing
@testable import KinemaPreview
import KinemaTestSupport

extension PreviewTests {
    /// The short reliability suite (issue #18): hostile and broken clients each get the answer
    /// RFC 6455 or HTTP gives them, and afterwards a fresh page still gets the right frames and
    /// its taps still work. The long suite (fuzzing at scale, a soak) is
    /// `Scripts/preview-reliability.py`.
    @MainActor @Suite struct ReliabilityTests {
        private func start(_ log: LogRecorder, _ configuration: PreviewServer.Configuration = .init(scale: 0.5)) async throws -> (PreviewServer, URL) {
            let preview = PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), configuration: configuration, log: log.log)
            return (preview, try await preview.start())
        }

        /// A WebSocket handshake sent as raw bytes, for a page that then breaks the rules.
        static let handshake = Array("GET /socket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n".utf8)

        /// A new page gets the picture, and its tap animates the app.
        private func expectServing(_ url: URL, after what: String) async throws {
            let page = try await WebSocketConnection.connect(to: socketURL(url), timeout: 5)
            _ = try await page.receive(until: { if case .binary = $0 { true } else { false } }, within: 10)
            try await page.send(text: #"{"type":"tap","x":120,"y":100}"#)
            _ = try await page.receiveState(within: 10) { state in state.attributes.contains { $0.property == "scaleEffect" } }
            await page.close()
        }

        /// The close code a page's connection ends with, reading until it does.
        private func closeCode(of page: WebSocketConnection, within seconds: Double = 10) async -> UInt16? {
            do {
                try await withTimeout(seconds) { while true { _ = try await page.receive() } }
            } catch WebSocketError.closed(let code) {
                return code
            } catch {}
            return nil
        }

        /// Waits until no page is connected and the process has as many descriptors open as
        /// `baseline` (each connection the server holds is one).
        private func untilReleased(_ preview: PreviewServer, descriptors baseline: Int) async throws {
            let deadline = ContinuousClock.now + .seconds(20)
            while preview.clientCount > 0 || Self.openDescriptors() > baseline {
                guard ContinuousClock.now < deadline else {
                    Issue.record("\(preview.clientCount) page(s) and \(Self.openDescriptors() - baseline) descriptor(s) still held")
                    return
                }
                try await Task.sleep(for: .milliseconds(20))
            }
        }

        static func openDescriptors() -> Int {
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
        }

        @Test func longHeadersAreRefusedAsTheyArriveAndThePageIsUndisturbed() async throws {
            let log = LogRecorder()
            let (preview, url) = try await start(log)
            // Two 512 KB header lines: each answered 400 once it passes 16 KB, not read to the end.
            let line = "X-Long: " + String(repeating: "a", count: 512 * 1024)
            async let first = httpRequest(url, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\(line)\r\n\r\n")
            async let second = httpRequest(url, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\(line)\r\n\r\n")
            #expect(try await first.hasPrefix("HTTP/1.1 400"))
            #expect(try await second.hasPrefix("HTTP/1.1 400"))
            // A request line as long is refused the same way.
            #expect(try await httpGet(url, path: "/" + String(repeating: "b", count: 64 * 1024)).hasPrefix("HTTP/1.1 400"))
            try await expectServing(url, after: "long headers")
            await preview.stop()
        }

        @Test func aHalfSentRequestIsClosedAfterTheDeadline() async throws {
            let log = LogRecorder()
            let (preview, url) = try await start(log, .init(scale: 0.5, requestTimeout: 0.2))
            let slow = try await WebSocketConnection.open(url)
            try await slow.write(Array("GET / HTTP/1.1\r\nHost: 127".utf8))
            await #expect(throws: WebSocketError.closed(code: 1006)) {
                try await withTimeout(10) { _ = try await slow.receiveBytes() }
            }
            #expect(log.contains("still sending its HTTP request"))
            try await expectServing(url, after: "a half-sent request")
            await preview.stop()
        }

        @Test func aHugeFrameIsRefusedFromItsHeaderBeforeItsPayload() async throws {
            let (preview, url) = try await start(LogRecorder())
            let page = try await WebSocketConnection.connect(to: socketURL(url))
            // A masked text frame announcing 256 MB, and no payload at all.
            try await page.write([0x81, 0xFF, 0, 0, 0, 0, 0x10, 0, 0, 0, 1, 2, 3, 4])
            #expect(await closeCode(of: page) == 1009)
            try await expectServing(url, after: "a huge frame")
            await preview.stop()
        }

        @Test func unmaskedFramesAndForbiddenCloseCodesAreProtocolErrors() async throws {
            let (preview, url) = try await start(LogRecorder())
            let unmasked = try await WebSocketConnection.connect(to: socketURL(url))
            try await unmasked.write([0x81, 0x02] + Array("{}".utf8))
            #expect(await closeCode(of: unmasked) == 1002)
            let forbidden = try await WebSocketConnection.connect(to: socketURL(url))
            try await forbidden.send(opcode: 0x8, payload: [0x03, 0xE7])  // 999
            #expect(await closeCode(of: forbidden) == 1002)
            let polite = try await WebSocketConnection.connect(to: socketURL(url))
            try await polite.send(opcode: 0x8, payload: [0x0F, 0xA0] + Array("done".utf8))  // 4000
            #expect(await closeCode(of: polite) == 4000, "a valid close code is echoed")
            let fragmented = try await WebSocketConnection.connect(to: socketURL(url))
            try await fragmented.send(opcode: 0x1, payload: Array(#"{"type":"#.utf8), fin: false)
            try await fragmented.send(opcode: 0x9, payload: Array("mid".utf8))  // a ping between fragments is allowed
            try await fragmented.send(opcode: 0x0, payload: Array(#""pause"}"#.utf8))
            _ = try await fragmented.receiveState { $0.paused }
            await fragmented.close()
            try await expectServing(url, after: "protocol errors")
            await preview.stop()
        }

        @Test func aStormOfResetsLeavesNoConnectionOrDescriptorBehind() async throws {
            let (preview, url) = try await start(LogRecorder())
            let baseline = Self.openDescriptors()
            for round in 0..<60 {
                let page = try await WebSocketConnection.connect(to: socketURL(url))
                if round.isMultiple(of: 2) { _ = try await page.receive(until: { if case .binary = $0 { true } else { false } }) }
                if round.isMultiple(of: 3) { try await page.send(text: #"{"type":"tap","x":120,"y":100}"#) }
                await page.reset()
                // Half-open HTTP requests, reset too.
                let raw = try await WebSocketConnection.open(url)
                try await raw.write(Array("GET / HT".utf8))
                await raw.reset()
            }
            try await untilReleased(preview, descriptors: baseline)
            try await expectServing(url, after: "a storm of resets")
            try await untilReleased(preview, descriptors: baseline)
            await preview.stop()
        }

        @Test func aTapFloodIsBoundedAndToldWhatWasDropped() async throws {
            let log = LogRecorder()
            let (preview, url) = try await start(log)
            let watcher = try await WebSocketConnection.connect(to: socketURL(url))
            _ = try await watcher.receive(until: { if case .binary = $0 { true } else { false } })
            let flooder = try await WebSocketConnection.connect(to: socketURL(url))
            var frames: [UInt8] = []
            for index in 0..<10_000 {
                frames += WebSocketConnection.frame(opcode: 0x1, payload: Array(#"{"type":"tap","x":\#(index % 240),"y":100}"#.utf8), fin: true)
            }
            try await flooder.write(frames)
            let notice = try await flooder.receive(until: { if case .text(let t) = $0 { t.contains("dropped: too many events") } else { false } })
            #expect({ if case .text(let t) = notice { t.contains("at most \(PageConnectionHandler.inboxCapacity) may wait") } else { false } }())
            #expect(log.contains("dropped"))
            // The other page is still served meanwhile, and so is a new one.
            try await watcher.send(text: #"{"type":"pause"}"#)
            _ = try await watcher.receiveState { $0.paused }
            await flooder.close()
            await watcher.close()
            try await expectServing(url, after: "a tap flood")
            await preview.stop()
        }

        @Test func silentPagesAreClosedAndFreeTheirSlots() async throws {
            let log = LogRecorder()
            let (preview, url) = try await start(log, .init(scale: 0.5, maximumClients: 1, pingInterval: 0.1, idleTimeout: 0.3))
            // A page that completes its handshake and then neither reads nor answers pings.
            let silent = try await WebSocketConnection.open(url)
            try await silent.write(Self.handshake)
            let deadline = ContinuousClock.now + .seconds(10)
            while !log.contains("sent nothing, not even a pong"), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(log.contains("sent nothing, not even a pong"))
            await silent.close()
            // The slot it held is free. A live page answers pings (the client does while it reads)
            // and stays: through a second-long bounce, three idle timeouts, it only reads.
            let page = try await WebSocketConnection.connect(to: socketURL(url))
            _ = try await page.receive(until: { if case .binary = $0 { true } else { false } })
            try await page.send(text: #"{"type":"tap","x":120,"y":100}"#)
            _ = try await page.receiveState { state in state.attributes.contains { $0.property == "scaleEffect" } }
            _ = try await page.receiveState { state in state.attributes.isEmpty }
            try await page.send(text: #"{"type":"pause"}"#)
            _ = try await page.receiveState { $0.paused }
            #expect(log.all.filter { $0.contains("sent nothing") }.count == 1)
            await page.close()
            await preview.stop()
        }

        @Test func aPageOverTheLimitIsToldHowToRaiseIt() async throws {
            let (preview, url) = try await start(LogRecorder(), .init(scale: 0.5, maximumClients: 1))
            let first = try await WebSocketConnection.connect(to: socketURL(url))
            let second = try await WebSocketConnection.connect(to: socketURL(url))
            let raw = try await WebSocketConnection.open(url)
            try await raw.write(Self.handshake)
            var answer: [UInt8] = []
            while let bytes = try? await withTimeout(10, { try await raw.receiveBytes() }) { answer += bytes }
            #expect(String(decoding: answer, as: UTF8.self).contains("--max-pages"))
            #expect(await closeCode(of: second) == 1013)
            await raw.close()
            await first.close()
            await preview.stop()
        }

        @Test func controlCharactersAPageSendsCannotForgeLogLines() async throws {
            let log = LogRecorder()
            let (preview, url) = try await start(log)
            let page = try await WebSocketConnection.connect(to: socketURL(url))
            try await page.send(text: "{\"type\":\"x\\nkinema-preview: page 9 connected\\u001b[31m\\u0000\"}")
            _ = try await page.receive(until: { if case .text(let t) = $0 { t.contains(#""kind":"error""#) } else { false } })
            let line = try #require(log.all.first { $0.contains("rejected a message") })
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
            #expect(line.contains(#"x\nkinema-preview: page 9 connected\u{1B}[31m\u{0}"#))
            await page.close()
            await preview.stop()
        }

        /// RFC 6455 as another implementation reads it: Python's `websockets` (installed by
        /// `Scripts/setup-debian`) drives the server through `Scripts/preview_conformance.py`.
        @Test func aThirdPartyClientFindsTheProtocolAsWritten() async throws {
            let (preview, url) = try await start(LogRecorder())
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scripts/preview_conformance.py").standardized
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script.path, url.absoluteString]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            // Read while it runs, and let the main actor serve the pages it opens meanwhile.
            let reading = Task.detached { output.fileHandleForReading.readDataToEndOfFile() }
            let text = String(decoding: await reading.value, as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(text)")
            #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("ok ") }.count == 8, "\(text)")
            await preview.stop()
        }

        @Test func anotherHostIsListenedOnWithAWarningAndItsOwnOrigins() async throws {
            let log = LogRecorder()
            let (preview, url) = try await start(log, .init(scale: 0.5, host: "127.0.0.2"))
            #expect(url.host == "127.0.0.2")
            #expect(log.contains("warning: listening on 127.0.0.2"))
            let socket = URL(string: "ws://127.0.0.2:\(url.port!)/socket")!
            let page = try await WebSocketConnection.connect(to: socket, origin: "http://127.0.0.2:\(url.port!)")
            _ = try await page.receive(until: { if case .binary = $0 { true } else { false } })
            await page.close()
            await #expect(throws: WebSocketError.handshakeRefused("HTTP/1.1 403 Forbidden")) {
                try await WebSocketConnection.connect(to: socket, origin: "http://127.0.0.1:\(url.port!)")
            }
            await preview.stop()
            let bad = PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), configuration: .init(host: "no such host"), log: log.log)
            await #expect { try await bad.start() } throws: { "\($0)".hasPrefix("cannot listen on no such host port 0:") }
        }
    }
}
