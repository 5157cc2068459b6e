import Foundation
import Kinema
import KinemaRender
import Testing
@testable import KinemaPreview
import KinemaTestSupport

extension PreviewTests {
    /// The page in a real browser: a click on the avatar reaches the app, and the page shows it
    /// scaling with the bouncy spring, in its pixels and in its inspector.
    @MainActor @Suite struct BrowserTests {
        @Test(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed (apt-get install chromium); the browser test is skipped"))
        func clickingTheAvatarScalesItWithTheBouncySpring() async throws {
            let preview = PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), log: LogRecorder().log)
            let url = try await preview.start()
            let browser = try await HeadlessChromium.launch()
            var restarted: PreviewServer?
            // Awaited here, not left to a task: the test process may end before a task runs,
            // leaving the browser running.
            let outcome: Result<Void, any Error>
            do {
                try await clickAndScrub(browser, preview: preview, url: url, restarted: &restarted)
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
            await browser.quit()
            await preview.stop()
            await restarted?.stop()
            try outcome.get()
        }

        @Test(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed (apt-get install chromium); the browser test is skipped"))
        func aPageOverTheLimitShowsWhyTheServerClosedIt() async throws {
            let preview = PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), configuration: .init(maximumClients: 1),
                                        log: LogRecorder().log)
            let url = try await preview.start()
            let first = try await WebSocketConnection.connect(to: socketURL(url))
            let browser = try await HeadlessChromium.launch()
            let outcome: Result<Void, any Error>
            do {
                try await browser.navigate(to: url)
                try await browser.wait(for: "!!window.kinema && !!kinema.closeReason")
                let reason = try await browser.evaluate("document.getElementById('reason').textContent") as? String ?? ""
                let title = try await browser.evaluate("document.getElementById('overlay-title').textContent") as? String ?? ""
                #expect(reason.contains("too many pages are watching (at most 1)") && reason.contains("--max-pages"), "the page shows \(reason)")
                #expect(title == "The preview server closed this page")
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
            await browser.quit()
            await first.close()
            await preview.stop()
            try outcome.get()
        }

        @Test(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed (apt-get install chromium); the browser test is skipped"))
        func draggingAndTheWheelScrollTheApp() async throws {
            let host = HeadlessHost(TallList(), size: appSize)
            let preview = PreviewServer(host: host, log: LogRecorder().log)
            let url = try await preview.start()
            let browser = try await HeadlessChromium.launch()
            let outcome: Result<Void, any Error>
            do {
                try await browser.navigate(to: url)
                try await browser.wait(for: "!!window.kinema && kinema.connected && kinema.frames > 0 && !!kinema.size")
                let rect = try await frameRect(browser)
                let (x, y) = (rect.x + rect.width / 2, rect.y + rect.height * 0.8)
                // A drag up the page: the content follows the pointer, past the slop. Commands
                // are handled in order, so once the page sees the pause it asks for next, the
                // server has handled the drag.
                try await browser.drag(from: (x, y), to: (x, y - rect.height / 2), steps: 12)
                try await barrier(browser, paused: true)
                let dragged = host.scrollOffset()?.y ?? 0
                #expect(dragged > appSize.height / 4, "dragged by \(dragged) points")
                // The page measured the moves: the meter shows the median of their latencies.
                try await browser.wait(for: "kinema.moveLatencies.length > 0")
                let meter = try await browser.evaluate("document.getElementById('meter').textContent") as? String ?? ""
                #expect(meter.contains("move → frame"), "the meter reads \(meter)")
                // The wheel scrolls on from there.
                try await browser.wheel(x: x, y: y, dx: 0, dy: 120)
                try await barrier(browser, paused: false)
                #expect((host.scrollOffset()?.y ?? 0) > dragged + 1)
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
            await browser.quit()
            await preview.stop()
            try outcome.get()
        }

        /// Asks the server to pause or play and waits until the page sees it: every command sent
        /// before has been handled.
        private func barrier(_ browser: HeadlessChromium, paused: Bool) async throws {
            _ = try await browser.evaluate("send({ type: '\(paused ? "pause" : "play")' })")
            try await browser.wait(for: "kinema.state && kinema.state.paused === \(paused)")
        }

        /// Sixty rows in a scroll view, for the page to drag and wheel.
        private struct TallList: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<60) { index in
                            Color(hue: Double(index) / 60, saturation: 0.6, brightness: 0.9).frame(height: 40)
                        }
                    }
                }
            }
        }

        private func clickAndScrub(
            _ browser: HeadlessChromium, preview: PreviewServer, url: URL, restarted: inout PreviewServer?
        ) async throws {
            try await browser.navigate(to: url)
            try await browser.wait(for: "!!window.kinema && kinema.connected && kinema.frames > 0 && !!kinema.size")
            let rect = try await frameRect(browser)
            let before = try orangeWidth(try await browser.screenshot(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
            #expect(abs(before - 80) <= 3, "the avatar is 80 points wide before the tap, not \(before)")

            // Click the avatar's centre; the page turns it into a tap in view coordinates.
            try await browser.click(x: rect.x + appSize.width / 2, y: rect.y + appSize.height / 2)
            try await browser.wait(for: "document.getElementById('attributes').textContent.includes('.bouncy')")
            // The page measured the click: the meter shows its latency and the frame rate.
            try await browser.wait(for: "kinema.tapLatencies.length === 1 && kinema.fps > 0")
            let meter = try await browser.evaluate("document.getElementById('meter').textContent") as? String ?? ""
            #expect(meter.contains("fps") && meter.contains("tap → frame"), "the meter reads \(meter)")
            let listed = try await browser.evaluate("document.getElementById('attributes').textContent") as? String ?? ""
            #expect(listed.contains("scaleEffect"))
            #expect(listed.contains("withAnimation"))

            // The inspector's samples of the scale: from 1, overshooting 1.5, settling at 1.5.
            try await browser.wait(for: "kinema.state.attributes.length === 0 && kinema.samples.size > 0", within: 20)
            let summary = try await browser.evaluate("""
                (() => { const a = [...kinema.seen.values()].find((a) => a.property === 'scaleEffect');
                  const s = kinema.samples.get(a.id).map((x) => x.v[0]);
                  return JSON.stringify({ animation: a.animation, to: a.to[0], peak: Math.max(...s), low: Math.min(...s) }); })()
                """) as? String ?? "{}"
            struct Summary: Decodable { var animation: String; var to: Double; var peak: Double; var low: Double }
            let scale = try JSONDecoder().decode(Summary.self, from: Data(summary.utf8))
            #expect(scale.animation.hasPrefix(".bouncy"))
            #expect(scale.to == 1.5)
            #expect(scale.peak > 1.51, "bouncy overshoots 1.5")
            #expect(scale.low < 1.3, "the page saw the scale on its way up")
            // The plot's legend names the animation as code writes it, and each component.
            try await browser.wait(for: "document.getElementById('legend').textContent.includes('scale x')")
            let legend = try await browser.evaluate("document.getElementById('legend').textContent") as? String ?? ""
            #expect(legend.hasPrefix(".bouncy") && legend.contains("scale y: "), "the legend reads \(legend)")

            let after = try orangeWidth(try await browser.screenshot(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
            #expect(abs(after - 120) <= 3, "the avatar settles 1.5 × 80 points wide, not \(after)")

            // Scrub back to the recorded frame where the spring overshot most: the page shows it.
            let history = preview.session.history
            let scaleAt = { (index: Int) in history[index]?.snapshot.attributes.first { $0.property == "scaleEffect" }?.presented.first ?? 0 }
            let peak = try #require((0..<history.count).max { scaleAt($0) < scaleAt($1) })
            #expect(scaleAt(peak) > 1.51)
            let frames = try await browser.evaluate("kinema.frames") as? Int ?? 0
            _ = try await browser.evaluate("send({ type: 'scrub', index: \(peak) })")
            try await browser.wait(for: "kinema.state.historyIndex === \(peak) && kinema.frames > \(frames)")
            let overshoot = try orangeWidth(try await browser.screenshot(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
            #expect(overshoot > after, "at its peak the avatar is wider (\(overshoot)) than where it settles (\(after))")
            #expect(abs(overshoot - scaleAt(peak) * 80) <= 2, "the page shows the recorded frame: \(overshoot) wide at scale \(scaleAt(peak))")

            // The server goes away: the page says so, and reconnects when one is back on the port.
            await preview.stop()
            try await browser.wait(for: "!kinema.connected && document.getElementById('overlay').classList.contains('shown')")
            let message = try await browser.evaluate("document.getElementById('overlay').textContent") as? String ?? ""
            #expect(message.contains("The preview server went away"))
            restarted = PreviewServer(host: HeadlessHost(BouncyAvatar(), size: appSize), log: LogRecorder().log)
            try await restarted?.start(port: UInt16(url.port!))
            try await browser.wait(for: "kinema.connected && !document.getElementById('overlay').classList.contains('shown')", within: 15)
        }

        /// A rectangle of the page, in CSS pixels.
        private struct PageRect: Decodable {
            var x: Double, y: Double, width: Double, height: Double
        }

        private func frameRect(_ browser: HeadlessChromium) async throws -> PageRect {
            let json = try await browser.evaluate("JSON.stringify(document.getElementById('frame').getBoundingClientRect())") as? String ?? "{}"
            return try JSONDecoder().decode(PageRect.self, from: Data(json.utf8))
        }

        /// How many pixels of the middle row of a screenshot are the avatar's orange.
        private func orangeWidth(_ png: [UInt8]) throws -> Double {
            let canvas = try PixelCanvas(pngData: png)
            let row = canvas.pixelHeight / 2
            var count = 0.0
            for x in 0..<canvas.pixelWidth {
                guard let color = canvas.pixel(x: x, y: row) else { continue }
                // Partly covered edge pixels count in proportion to how orange they are.
                let orange = max(0, min(1, (color.red - color.blue) / 0.9))
                if color.red > 0.8 { count += orange }
            }
            return count
        }
    }
}
