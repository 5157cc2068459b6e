import Foundation
import Kinema
import KinemaExport
import Testing

@Suite @MainActor struct AttributeTimelineTests {
    /// The dot's presented x position, as an animated property, while it moves.
    private static func dotPosition(_ host: HeadlessHost) -> [AnimatableAttributeSample] {
        guard host.isAnimating, let dot = host.displayList.items(identifiedAs: "dot").first else { return [] }
        return [AnimatableAttributeSample(view: "dot", property: "x", components: [dot.presentedFrame.minX], animation: "moving")]
    }

    @Test func samplesEachAnimatedPropertyPerFrame() throws {
        let recorder = makeRecorder()
        recorder.animatedProperties = Self.dotPosition
        let recording = try recorder.record(RecordingScript([.wait(0.5), .tap("dot"), .wait(0.5)]), to: [])
        let timeline = try #require(recording.timeline)
        #expect(timeline.frameCount == 20)
        let track = try #require(timeline.tracks.first)
        #expect(timeline.tracks.count == 1 && track.view == "dot" && track.property == "x")
        // Nothing moves before the tap at 0.5 s; then the dot slides at 40 points a second.
        #expect(track.points.map(\.frame) == Array(10..<20))
        #expect(track.points.first?.components == [0])
        #expect(abs(track.points[1].components[0] - 2) < 1e-9)
    }

    @Test func byDefaultSamplesWhatTheHostReportsAnimating() throws {
        let recording = try makeRecorder().record(RecordingScript([.wait(0.5), .tap("dot"), .wait(0.5)]), to: [])
        let timeline = try #require(recording.timeline)
        #expect(timeline.frameCount == 20)
        let track = try #require(timeline.tracks.first)
        #expect(track.points.map(\.frame) == Array(10..<20))
        #expect(track.points.allSatisfy { $0.animation.contains("linear") && $0.callSite?.contains("Fixtures.swift") == true })
        let panel = timeline.chart().panels[0]
        // Only the components that change are plotted.
        #expect(panel.series.count == 1)
        #expect(panel.series[0].points.map { Double($0.y) } == track.points.map { $0.components[0] })
    }

    @Test func chartsSplitLinesWhereTheAnimationChangesOrStops() {
        var timeline = AttributeTimeline()
        let sample = { (value: Double, animation: String) in
            AnimatableAttributeSample(view: "avatar", property: "scale", components: [value, 2 * value, 0.5], animation: animation, callSite: "Avatar.swift:12")
        }
        timeline.append(time: 0, samples: [sample(1, "bouncy")])
        timeline.append(time: 0.1, samples: [sample(1.2, "bouncy")])
        timeline.append(time: 0.2, samples: [])
        timeline.append(time: 0.3, samples: [sample(1.1, "bouncy")])
        timeline.append(time: 0.4, samples: [sample(1.0, "smooth")])
        let panel = timeline.chart().panels[0]
        #expect(panel.title == "avatar · scale")
        #expect(panel.xRange == 0...0.4)
        // Three runs of two components; only the first line of each animation and component is named.
        #expect(panel.series.map(\.points.count) == [2, 2, 1, 1, 1, 1])
        #expect(panel.series.map(\.name) == [
            "bouncy (Avatar.swift:12) [0]", "bouncy (Avatar.swift:12) [1]", "", "",
            "smooth (Avatar.swift:12) [0]", "smooth (Avatar.swift:12) [1]",
        ])
        #expect(panel.series[0].color != panel.series[4].color)
        #expect(panel.series[0].lineStyle != panel.series[1].lineStyle)
    }

    @Test func writesPNGAndSVG() throws {
        let directory = try TemporaryDirectory()
        var timeline = AttributeTimeline()
        for frame in 0..<10 {
            timeline.append(time: Double(frame) / 10, samples: [
                AnimatableAttributeSample(view: "dot", property: "x", components: [Double(frame * frame)], animation: "easeIn"),
            ])
        }
        try timeline.writePNG(to: directory.file("timeline.png"), title: "Dot")
        try timeline.writeSVG(to: directory.file("timeline.svg"), title: "Dot")
        let png = try #require(FileManager.default.contents(atPath: directory.file("timeline.png")))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let svg = try String(contentsOfFile: directory.file("timeline.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("<path"))
    }

    @Test func anEmptyTimelineIsNotWritten() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: ExportError.self) { try AttributeTimeline().writeSVG(to: directory.file("empty.svg")) }
        #expect(!FileManager.default.fileExists(atPath: directory.file("empty.svg")))
    }
}
