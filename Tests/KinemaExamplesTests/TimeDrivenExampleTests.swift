import Foundation
import Kinema
import KinemaExamples
import KinemaRender
import Testing
import KinemaTestSupport

/// The examples of phase and keyframe animators, timelines and canvases (issue #16) do what
/// they show, on the virtual clock, and draw.
@MainActor
struct TimeDrivenExampleTests {
    private func host(_ name: String) throws -> HeadlessHost {
        let example = try #require(ExampleCatalog.example(named: name))
        return HeadlessHost(example.rootView, size: example.size)
    }

    /// Which of the three dots is raised (offset up), at each of `times`.
    @Test func theLoadingDotsRiseInTurn() throws {
        let host = try host("loading-dots")
        var raised: [Int] = []
        for _ in 0..<6 {
            host.advance(to: host.time + 0.6, frameRate: 60)
            let dots = host.displayList.flattened.filter { $0.identifier == "dots" }
            let lowest = dots.enumerated().min { $0.element.presentedFrame.minY < $1.element.presentedFrame.minY }
            raised.append(lowest?.offset ?? -1)
        }
        #expect(Set(raised).count == 3, "each dot in turn: \(raised)")
    }

    @Test func theHeartLeapsAndLandsOnEachLike() throws {
        let host = try host("like-heart")
        let rest = try #require(host.item("heart")).presentedFrame
        try host.tap("heart")
        host.advance(to: host.time + 0.3, frameRate: 60)
        let leaping = try #require(host.item("heart")).presentedFrame
        #expect(leaping.midY < rest.midY - 10, "it leaps: \(leaping) from \(rest)")
        host.advance(by: 3)
        let landed = try #require(host.item("heart")).presentedFrame
        #expect(abs(landed.midY - rest.midY) < 0.01 && abs(landed.width - rest.width) < 0.01)
        #expect(host.displayList.flattened.contains { "\($0.content)".contains("1 likes") })
    }

    private func particleCount(_ host: HeadlessHost) throws -> Int {
        let item = try #require(host.displayList.items.lazy.compactMap { item -> CanvasItem? in
            if case .canvas(let canvas) = item.content { return canvas }
            if case .effect(_, let list) = item.content {
                return list.items.lazy.compactMap { if case .canvas(let canvas) = $0.content { canvas } else { nil } }.first
            }
            return nil
        }.first)
        return item.content.flattened.count
    }

    @Test func theFountainDrawsItsLiveParticlesAndPauses() throws {
        let host = try host("particle-fountain")
        host.advance(to: 3, frameRate: 60)
        let count = try particleCount(host)
        // 120 a second, each living 2.2 s.
        #expect((260...270).contains(count), "\(count)")
        let before = host.displayList
        try host.tap("basin")
        host.advance(to: host.time + 0.5, frameRate: 60)
        let paused = host.displayList
        host.advance(to: host.time + 0.5, frameRate: 60)
        #expect(host.displayList == paused, "frozen while paused")
        #expect(paused != before)
    }

    @Test func theClockShowsTheHostsTime() throws {
        let host = try host("clock-face")
        host.advance(to: 2.9, frameRate: 60)
        // The host's clock starts at 10:09:30 UTC; 2 s later the second hand is at 32 s.
        let expected = ClockAngle.seconds(at: HeadlessHost.defaultStartDate + 2)
        let hand = try #require(host.displayList.flattened.first { $0.identifier == "second-hand" })
        let angle = atan2(Double(hand.transform.b), Double(hand.transform.a)) * 180 / .pi
        let wrapped = (angle - expected).truncatingRemainder(dividingBy: 360)
        #expect(abs(wrapped) < 0.01 || abs(abs(wrapped) - 360) < 0.01, "\(angle) for \(expected)")
    }

    @Test func theFountainIsDrawn() throws {
        let example = try #require(ExampleCatalog.example(named: "particle-fountain"))
        let host = HeadlessHost(example.rootView, size: example.size, textMeasurer: PangoTextMeasurer())
        host.advance(to: 2, frameRate: 60)
        let renderer = DisplayListRenderer()
        let canvas = try renderer.render(host.displayList, size: host.size, scale: 1)
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let lit = (0..<40).flatMap { x in (0..<40).compactMap { y in canvas.pixel(x: 100 + x * 5, y: 100 + y * 8) } }
            .filter { $0.red + $0.green + $0.blue > 0.6 }
        #expect(lit.count > 20, "particles over the black: \(lit.count)")
    }
}

/// The second hand's angle for a date, as the example computes it.
enum ClockAngle {
    static func seconds(at date: Date) -> Double {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        let hours: Int = parts.hour ?? 0
        let minutes: Int = parts.minute ?? 0
        let seconds: Int = parts.second ?? 0
        return Double(hours * 3600 + minutes * 60 + seconds) * 6
    }
}
