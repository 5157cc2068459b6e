import Foundation
import Kinema
import Testing
@testable import KinemaPreview

extension PreviewTests {
    /// The preview without a network: the clock, the commands, the history, the inspector.
    @MainActor @Suite struct PreviewSessionTests {
        private let center = CGPoint(x: appSize.width / 2, y: appSize.height / 2)

        private func makePreview(_ configuration: PreviewServer.Configuration = .init()) -> PreviewServer {
            PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), configuration: configuration, log: LogRecorder().log)
        }

        @Test func theInspectorListsTheBouncyScaleAndItsSource() throws {
            let preview = makePreview()
            preview.session.handle(.tap(center))
            preview.tick(realSeconds: 0.1)
            let scale = try #require(preview.snapshot?.attributes.first { $0.property == "scaleEffect" })
            #expect(scale.animation.hasPrefix(".bouncy"))
            #expect(scale.source.contains("withAnimation"))
            #expect(scale.from.first == 1)
            #expect(scale.to.first == 1.5)
            #expect(scale.presented[0] > 1 && scale.presented[0] < 1.5)
        }

        /// A square that scales with a pinch.
        struct Zoomable: View {
            @State private var scale: CGFloat = 1
            var body: some View {
                Color.teal.frame(width: 100, height: 100).accessibilityIdentifier("square")
                    .scaleEffect(scale)
                    .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
            }
        }

        @Test func aPinchFromThePageMagnifies() {
            let preview = PreviewServer(host: HeadlessHost(Zoomable(), size: appSize), configuration: .init(), log: LogRecorder().log)
            preview.session.handle(.pinch(.begin(center)))
            preview.session.handle(.pinch(.change(scale: 1.5, degrees: 0)))
            preview.tick(realSeconds: 0.05)
            #expect(preview.host.displayList.items(identifiedAs: "square").first?.transform.a == 1.5)
            preview.session.handle(.pinch(.end))
            preview.session.handle(.pinch(.change(scale: 3, degrees: 0)))
            #expect(preview.host.displayList.items(identifiedAs: "square").first?.transform.a == 1.5, "a change after the end does nothing")
        }

        @Test func slowMotionAdvancesTheVirtualClockByAFractionOfRealTime() {
            let preview = makePreview()
            preview.session.handle(.speed(0.1))
            preview.tick(realSeconds: 0.2)
            #expect(abs(preview.host.time - 0.02) < 1e-9)
        }

        @Test func pauseStopsTheClockAndStepAdvancesOneFrame() {
            let preview = makePreview()
            preview.session.handle(.pause)
            preview.tick(realSeconds: 0.2)
            #expect(preview.host.time == 0)
            preview.session.handle(.step)
            #expect(abs(preview.host.time - 1.0 / 60) < 1e-9)
            #expect(preview.snapshot?.paused == true)
            preview.session.handle(.play)
            preview.tick(realSeconds: 0.1)
            #expect(abs(preview.host.time - (1.0 / 60 + 0.1)) < 1e-9)
        }

        @Test func scrubbingShowsARecordedFrameWithoutMovingTheApp() throws {
            let preview = makePreview()
            preview.session.handle(.tap(center))
            for _ in 0..<30 { preview.tick(realSeconds: 1.0 / 60) }
            let time = preview.host.time
            preview.session.handle(.scrub(5))
            #expect(preview.session.historyIndex == 5)
            #expect(preview.session.paused)
            preview.tick(realSeconds: 0.5)
            #expect(preview.host.time == time)
            let recorded = try #require(preview.session.history[5])
            #expect(recorded.snapshot.time < time)
            // Past the newest frame shows the newest.
            preview.session.handle(.scrub(10_000))
            #expect(preview.session.historyIndex == preview.historyCount - 1)
        }

        @Test func buffersStayBoundedOverManyFrames() async throws {
            let configuration = PreviewServer.Configuration(frameRate: 60, scale: 0.25, historyDuration: 1, clientQueueLength: 4)
            let preview = makePreview(configuration)
            // A page that never reads: its queue must not grow.
            let (stream, continuation) = AsyncStream<OutgoingMessage>.makeStream(bufferingPolicy: .bufferingNewest(configuration.clientQueueLength))
            let client = try #require(preview.session.addClient(continuation))
            var maximumHistory = 0
            for frame in 0..<3_000 {
                if frame % 45 == 0 { preview.session.handle(.tap(center)) }
                preview.tick(realSeconds: 1.0 / 60)
                maximumHistory = max(maximumHistory, preview.historyCount)
                // Let the other tests' main-actor work run too.
                if frame % 100 == 0 { await Task.yield() }
            }
            #expect(preview.host.time > 49)
            #expect(maximumHistory == 60)
            preview.session.removeClient(client)
            continuation.finish()
            var queued = 0
            for await _ in stream { queued += 1 }
            #expect(queued <= configuration.clientQueueLength)
        }

        @Test func anUnchangedAppSendsNoNewFrames() {
            let preview = makePreview()
            preview.tick(realSeconds: 1.0 / 60)
            let count = preview.historyCount
            for _ in 0..<100 { preview.tick(realSeconds: 1.0 / 60) }
            #expect(preview.historyCount == count)
        }
    }
}
