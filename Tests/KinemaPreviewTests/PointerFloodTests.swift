import Foundation
import Kinema
import Testing
@testable import KinemaPreview
import KinemaTestSupport

extension PreviewTests {
    /// A page that drags on and on, and badly: 10,000 pointer moves, some with coordinates that
    /// are not numbers, moves with no pointer down, a pointer that leaves the page mid-drag and
    /// one lifted twice. Every message has a defined result, the app still answers a tap, and
    /// what the session holds stays bounded.
    @MainActor @Suite struct PointerFloodTests {
        /// The bouncy avatar above a list to drag.
        private struct DragPad: View {
            var body: some View {
                VStack(spacing: 0) {
                    BouncyAvatar()
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<60) { index in
                                Color(hue: Double(index) / 60, saturation: 0.6, brightness: 0.9).frame(height: 40)
                            }
                        }
                    }
                }
            }
        }

        /// What the page sends, in the order it sends it.
        private struct Script {
            /// The 10,000 moves: up and down the list, one in 50 with an `x` that is not a finite
            /// number (JSON has no NaN or infinity; a page's `JSON.stringify(NaN)` sends null).
            static let moves = (0..<10_000).map { index in
                let y = 100 + abs(Double(index % 160) - 80)
                let x = index % 50 == 49 ? ["NaN", "null", "1e999", "-Infinity", #""Infinity""#][index / 50 % 5] : "120"
                return pointer("move", x: x, y: "\(y)")
            }
            static let badMoves = moves.count / 50

            static func pointer(_ phase: String, x: String = "120", y: String = "180") -> String {
                #"{"type":"pointer","phase":"\#(phase)","x":\#(x),"y":\#(y)}"#
            }

            /// Moves before any pointer is down.
            static let strayMoves = Array(moves[0..<20])
            /// A drag through the first half of the moves.
            static let drag = [pointer("down")] + moves[0..<5_000]
            /// The pointer leaves the page mid-drag; the page sends the cancel it gets.
            static let cancel = [pointer("cancel", x: "0", y: "0")]
            /// Moves after the cancel, with no pointer down.
            static let movesAfterCancel = Array(moves[5_000..<5_100])
            /// A second drag through the rest, lifted twice.
            static let secondDrag = [pointer("down")] + moves[5_100...] + [pointer("up"), pointer("up")]
        }

        /// What became of the messages fed to a session.
        private struct Tally {
            var rejected = 0
            var applied = 0
            var refused = 0
            var mostWaiting = 0
        }

        /// Feeds `messages` to the session as the server does, a frame's worth (16) at a time:
        /// each is parsed, a rejected one counted, the rest queued, and the queue applied
        /// before the frame is drawn.
        private func feed(_ messages: [String], to preview: PreviewServer, _ queue: inout CommandQueue, _ tally: inout Tally) {
            for (index, text) in messages.enumerated() {
                do {
                    if !queue.append(try PageCommand.parse(text)) { tally.refused += 1 }
                } catch {
                    tally.rejected += 1
                }
                tally.mostWaiting = max(tally.mostWaiting, queue.count)
                guard index % 16 == 15 || index == messages.count - 1 else { continue }
                while let command = queue.removeFirst() {
                    preview.session.handle(command)
                    tally.applied += 1
                }
                preview.tick(realSeconds: 1.0 / 60)
            }
        }

        /// Lets `seconds` pass a frame at a time.
        private func settle(_ preview: PreviewServer, seconds: Double) {
            for _ in 0..<Int(seconds * 60) { preview.tick(realSeconds: 1.0 / 60) }
        }

        @Test func tenThousandMovesGetADefinedResultAndMemoryStaysFlat() async throws {
            let configuration = PreviewServer.Configuration(scale: 0.25, historyDuration: 1, clientQueueLength: 4)
            let preview = PreviewServer(host: HeadlessHost(DragPad(), size: appSize), configuration: configuration, log: LogRecorder().log)
            let host = preview.host
            // A page that never reads: its queue must not grow.
            let (stream, continuation) = AsyncStream<OutgoingMessage>.makeStream(bufferingPolicy: .bufferingNewest(configuration.clientQueueLength))
            let client = try #require(preview.session.addClient(continuation))
            var queue = CommandQueue(capacity: PageConnectionHandler.inboxCapacity)
            var tally = Tally()
            settle(preview, seconds: 0.1)
            let frames = preview.snapshot?.frame

            feed(Script.strayMoves, to: preview, &queue, &tally)
            #expect(preview.snapshot?.frame == frames, "moves with no pointer down change nothing")
            #expect(host.scrollOffset()?.y == 0)

            feed(Script.drag, to: preview, &queue, &tally)
            let dragged = host.scrollOffset()?.y ?? 0
            #expect(dragged > 10, "the drag scrolled the list by \(dragged) points")

            feed(Script.cancel, to: preview, &queue, &tally)
            settle(preview, seconds: 2)
            #expect(!host.isAnimating, "the list settled after the cancel")
            let settled = (preview.snapshot?.frame, host.scrollOffset())
            feed(Script.movesAfterCancel, to: preview, &queue, &tally)
            #expect(preview.snapshot?.frame == settled.0, "moves after a cancel change nothing")
            #expect(host.scrollOffset() == settled.1)

            feed(Script.secondDrag, to: preview, &queue, &tally)
            settle(preview, seconds: 3)
            #expect(!host.isAnimating, "the list settled after the release")

            // Each message: parsed and applied (moves coalescing into one a frame), or rejected.
            #expect(tally.rejected == Script.badMoves)
            #expect(tally.refused == 0)
            #expect(tally.mostWaiting <= 3, "at most a move, a press and a release wait for a frame")
            #expect(tally.applied < Script.moves.count / 8, "\(tally.applied) commands applied")
            #expect(host.diagnostics.isEmpty, "no point that is not finite reached the app: \(host.diagnostics)")

            // The app still answers a tap.
            let avatar = try #require(host.displayList.items(identifiedAs: "avatar").first).frame
            feed([#"{"type":"tap","x":\#(avatar.midX),"y":\#(avatar.midY)}"#], to: preview, &queue, &tally)
            settle(preview, seconds: 0.1)
            #expect(preview.snapshot?.attributes.contains { $0.property == "scaleEffect" } == true)

            #expect(preview.historyCount <= configuration.historyCapacity)
            preview.session.removeClient(client)
            continuation.finish()
            var queued = 0
            for await _ in stream { queued += 1 }
            #expect(queued <= configuration.clientQueueLength)
        }

        /// The same through the server: its inbox lets moves coalesce while frames are drawn, so
        /// the tap sent after 10,000 moves is answered.
        @Test func overTheSocketTheAppKeepsUpAndAnswersALaterTap() async throws {
            let log = LogRecorder()
            let configuration = PreviewServer.Configuration(scale: 0.25, historyDuration: 1)
            let preview = PreviewServer(host: HeadlessHost(DragPad(), size: appSize), configuration: configuration, log: log.log)
            let url = try await preview.start()
            let avatar = try #require(preview.host.displayList.items(identifiedAs: "avatar").first).frame
            let page = try await WebSocketConnection.connect(to: socketURL(url))
            let outcome: Result<Void, any Error>
            do {
                // The page reads as a browser does, until the tap's animation shows.
                let tapped = Task { try await page.receiveState(within: 60) { $0.attributes.contains { $0.property == "scaleEffect" } } }
                let script = Script.strayMoves + Script.drag + Script.cancel + Script.movesAfterCancel + Script.secondDrag
                for text in script { try await page.send(text: text) }
                try await page.send(text: #"{"type":"tap","x":\#(avatar.midX),"y":\#(avatar.midY)}"#)
                _ = try await tapped.value
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
            await page.close()
            await preview.stop()
            try outcome.get()
            // Messages are read in order, so every one before the tap has been read.
            #expect(log.all.filter { $0.contains("rejected a message") }.count == Script.badMoves)
            #expect(preview.historyCount <= configuration.historyCapacity)
            #expect(preview.host.diagnostics.isEmpty)
        }
    }
}
