import Foundation
import Kinema
import KinemaExport
import KinemaRender
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
        // Three runs of two components; each component is named once, in its own colour.
        #expect(panel.series.map(\.points.count) == [2, 2, 1, 1, 1, 1])
        #expect(panel.series.map(\.name) == ["value 1", "value 2", "", "", "", ""])
        #expect(panel.series[0].color != panel.series[1].color && panel.series[0].color == panel.series[4].color)
        // The animation is named once where each run starts.
        #expect(panel.annotations == [ChartAnnotation(x: 0, text: "bouncy"), ChartAnnotation(x: 0.3, text: "bouncy"),
                                      ChartAnnotation(x: 0.4, text: "smooth")])
    }

    @Test func seriesAreNamedByComponentAnglesInDegreesAndColoursAsSwatches() {
        var timeline = AttributeTimeline()
        for frame in 0...4 {
            let t = Double(frame) / 4
            timeline.append(time: t, samples: [
                AnimatableAttributeSample(view: "card", property: "scaleEffect", components: [1 + t, 1 + t, 50, 50], animation: ".bouncy"),
                // An angle animates as radians times 128, as `Angle.animatableData` gives it.
                AnimatableAttributeSample(view: "card", property: "rotationEffect",
                                          components: [Angle.degrees(180 * t).animatableData, 50, 50], animation: ".smooth"),
                AnimatableAttributeSample(view: "card", property: "Circle.style", components: [128 * t, 0, 128 * (1 - t), 128],
                                          animation: ".easeInOut(duration: 1)"),
            ])
        }
        let panels = timeline.chart().panels
        #expect(panels[0].series.map(\.name) == ["scale x", "scale y"], "the anchor stays put and is left out")
        #expect(panels[1].series.map(\.name) == ["angle (°)"])
        #expect(panels[1].series[0].points.last?.y == 180)
        #expect(panels[2].series.isEmpty, "a colour is not four lines")
        let band = panels[2].colorBands.first
        // Blue to red: the band's first and last swatches (to 8 bits, as drawn).
        let eight = { (color: PixelColor?) in color.map { [$0.red, $0.green, $0.blue, $0.alpha].map { Int(($0 * 255).rounded()) } } }
        #expect(eight(band?.samples.first?.color) == [0, 0, 255, 255])
        #expect(eight(band?.samples.last?.color) == [255, 0, 0, 255])
        #expect(panels[2].annotations == [ChartAnnotation(x: 0, text: ".easeInOut(duration: 1)")])
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
