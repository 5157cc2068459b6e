import Foundation
import Kinema
import Testing
@testable import KinemaPreview

extension PreviewTests {
    /// What `kinema preview PATH` tells the pages between builds: the status of each build, the
    /// views to switch to, a reload coming; and a halted stand-in that keeps the pages' picture.
    @MainActor @Suite struct PreviewBuildStatusTests {
        private let choices = [PreviewChoice(name: "Badge", kind: "preview", location: "/v/Badge.swift:12"),
                               PreviewChoice(name: "List", kind: "view", location: "/v/List.swift:3")]
        private let failed = BuildStatus(
            phase: .failed, title: "Badge.swift does not compile",
            diagnostics: [.init(file: "/v/Badge.swift", line: 7, column: 9, message: "cannot find 'Colr' in scope",
                                excerpt: [.init(number: 7, text: "        Colr.red")])])

        private func makePreview() -> PreviewServer {
            PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), log: LogRecorder().log)
        }

        /// The kinds of the text messages a page has been sent, in order, and whether a frame came.
        private func received(_ stream: AsyncStream<OutgoingMessage>, _ continuation: AsyncStream<OutgoingMessage>.Continuation)
            async -> (kinds: [String], texts: [[String: Any]], frames: Int) {
            continuation.finish()
            var kinds: [String] = [], texts: [[String: Any]] = [], frames = 0
            for await message in stream {
                switch message {
                case .text(let data):
                    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
                    kinds.append(object["kind"] as? String ?? "?")
                    texts.append(object)
                case .binary: frames += 1
                case .close: kinds.append("close")
                }
            }
            return (kinds, texts, frames)
        }

        @Test func aPageThatJoinsGetsTheViewsAndTheBuildsStatusBeforeTheFrame() async throws {
            let preview = makePreview()
            preview.setChoices(choices, current: choices[0].location)
            preview.show(failed)
            let (stream, continuation) = AsyncStream<OutgoingMessage>.makeStream()
            _ = try #require(preview.session.addClient(continuation))
            let got = await received(stream, continuation)
            #expect(got.kinds == ["views", "build", "hello", "state"])
            #expect(got.frames == 1, "the whole picture follows")
            let build = try #require(got.texts[1]["build"] as? [String: Any])
            #expect(build["phase"] as? String == "failed")
            let diagnostic = try #require((build["diagnostics"] as? [[String: Any]])?.first)
            #expect(diagnostic["line"] as? Int == 7 && diagnostic["message"] as? String == "cannot find 'Colr' in scope")
            #expect(((diagnostic["excerpt"] as? [[String: Any]])?.first?["text"] as? String) == "        Colr.red")
            #expect((got.texts[0]["views"] as? [[String: Any]])?.map { $0["location"] as? String } == choices.map(\.location))
            #expect(got.texts[0]["current"] as? String == choices[0].location)
        }

        @Test func statusesAndAReloadReachThePagesWatching() async throws {
            let preview = makePreview()
            let (stream, continuation) = AsyncStream<OutgoingMessage>.makeStream()
            _ = try #require(preview.session.addClient(continuation))
            preview.show(BuildStatus(phase: .building, title: "Building…"))
            preview.show(failed)
            preview.announceReload()
            let got = await received(stream, continuation)
            #expect(got.kinds.suffix(3) == ["build", "build", "reloading"])
            #expect(preview.buildStatus == failed)
        }

        @Test func aStatusIsBoundedWhateverItCarries() {
            let preview = makePreview()
            let many = (1...500).map { BuildStatus.Diagnostic(file: "/v/A.swift", line: $0, column: 1, message: "error \($0)") }
            preview.show(BuildStatus(phase: .trapped, title: "trapped", diagnostics: many,
                                     detail: (1...5000).map { "frame \($0)" }.joined(separator: "\n")))
            #expect(preview.buildStatus?.diagnostics.count == 50)
            #expect(preview.buildStatus?.detail.split(separator: "\n").count == 200)
        }

        @Test func aPageChoosesOnlyAViewItWasOffered() async throws {
            let preview = makePreview()
            preview.setChoices(choices, current: choices[0].location)
            var chosen: [String] = []
            preview.onChooseView = { chosen.append($0) }
            let (stream, continuation) = AsyncStream<OutgoingMessage>.makeStream()
            let page = try #require(preview.session.addClient(continuation))
            preview.session.handle(.view(location: "/v/List.swift:3"), from: page)
            preview.session.handle(.view(location: "/etc/passwd:1"), from: page)
            #expect(chosen == ["/v/List.swift:3"])
            let got = await received(stream, continuation)
            let error = got.texts.last { $0["kind"] as? String == "error" }?["message"] as? String
            #expect(error == "there is no view at /etc/passwd:1 to switch to")
        }

        @Test func aHaltedStandInSendsNoFrameAndKeepsItsClockStill() async throws {
            let preview = makePreview()
            preview.isHalted = true
            preview.show(BuildStatus(phase: .trapped, title: "'Badge' trapped: Fatal error: Index out of range"))
            let time = preview.host.time
            preview.tick(realSeconds: 1)
            #expect(preview.host.time == time)
            let (stream, continuation) = AsyncStream<OutgoingMessage>.makeStream()
            _ = try #require(preview.session.addClient(continuation))
            let got = await received(stream, continuation)
            #expect(got.kinds == ["build"], "no size and no picture: the page keeps the last frame it drew")
            #expect(got.frames == 0)
        }
    }
}
