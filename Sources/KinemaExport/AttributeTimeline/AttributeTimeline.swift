import Foundation
import Kinema
import KinemaRender

/// Each animated property's presented value over a recording, with the animation that drove it:
/// charted as PNG or SVG beside the video.
///
/// A ``Recorder`` with ``Recorder/animatedProperties`` set fills one in, one ``append(time:samples:)``
/// per frame; a property that is not animating at a frame has no point there, and its line breaks.
public struct AttributeTimeline: Hashable, Sendable {
    /// One property of one view over time.
    public struct Track: Hashable, Sendable {
        /// One sampled moment.
        public struct Point: Hashable, Sendable {
            /// Seconds from the start of the recording.
            public var time: Double
            /// The presented value's numeric components.
            public var components: [Double]
            /// The animation driving the property at that moment.
            public var animation: String
            /// Where that animation was supplied, when known.
            public var callSite: String?
            /// The position of the frame among the timeline's frames, from 0.
            public var frame: Int
        }

        /// Identifies the property (``AnimatableAttributeSample/id``).
        public var id: String
        /// The view the property belongs to.
        public var view: String
        /// The property.
        public var property: String
        /// The samples, oldest first.
        public var points: [Point]
    }

    /// The tracks, in the order their properties first animated.
    public private(set) var tracks: [Track] = []
    /// How many frames have been appended.
    public private(set) var frameCount = 0
    /// The time of the last frame appended.
    public private(set) var endTime = 0.0
    private var trackIndices: [String: Int] = [:]

    /// Creates an empty timeline.
    public init() {}

    /// Adds one frame: what was animating at `time` seconds from the start of the recording.
    public mutating func append(time: Double, samples: [AnimatableAttributeSample]) {
        for sample in samples {
            let index: Int
            if let existing = trackIndices[sample.id] {
                index = existing
            } else {
                index = tracks.count
                trackIndices[sample.id] = index
                tracks.append(Track(id: sample.id, view: sample.view, property: sample.property, points: []))
            }
            tracks[index].points.append(Track.Point(
                time: time, components: sample.components, animation: sample.animation,
                callSite: sample.callSite, frame: frameCount))
        }
        frameCount += 1
        endTime = max(endTime, time)
    }

    /// Whether nothing animated during the recording.
    public var isEmpty: Bool { tracks.isEmpty }

    /// A chart with one panel per track, value against time: a line per component that changes,
    /// named by what it is (`scale x`, `shadow radius`; angles in degrees), a colour as a band of
    /// swatches, and the animation that drove each stretch named where it starts, as code writes
    /// it (`.bouncy`).
    public func chart(title: String? = nil, columns: Int = 2) -> LineChart {
        let xRange = endTime > 0 ? 0...endTime : nil
        let panels = tracks.map { track in
            let (series, bands, annotations) = plot(of: track)
            return ChartPanel(
                title: "\(track.view) · \(track.property)",
                series: series,
                colorBands: bands,
                annotations: annotations,
                xLabel: "time (s)",
                yLabel: nil,
                xRange: xRange)
        }
        return LineChart(title: title, panels: panels, columns: columns)
    }

    /// Writes ``chart(title:columns:)`` as a PNG file.
    ///
    /// - Throws: ``ExportError/invalidOption(_:)`` when nothing animated, or what
    ///   `LineChart.writePNG(to:)` throws.
    public func writePNG(to path: String, title: String? = nil) throws {
        try nonEmptyChart(title: title).writePNG(to: path)
    }

    /// Writes ``chart(title:columns:)`` as an SVG file.
    ///
    /// - Throws: ``ExportError/invalidOption(_:)`` when nothing animated, or what
    ///   `LineChart.writeSVG(to:)` throws.
    public func writeSVG(to path: String, title: String? = nil) throws {
        try nonEmptyChart(title: title).writeSVG(to: path)
    }

    private func nonEmptyChart(title: String?) throws -> LineChart {
        guard !isEmpty else { throw ExportError.invalidOption("nothing animated during the recording, so the timeline is empty") }
        return chart(title: title)
    }

    /// The lines, colour band and animation labels of a track. A run of frames with one
    /// animation is one line per component that changes (a scale's anchor, say, stays put and
    /// would only clutter the plot); a gap or a change of animation starts new lines, and a label
    /// names the animation where each run starts.
    private func plot(of track: Track) -> ([ChartSeries], [ChartColorBand], [ChartAnnotation]) {
        let points = track.points
        let initial = points.first?.components ?? []
        let layout = AttributeLayout(property: track.property, count: initial.count)
        var changing = Set<Int>()
        for point in points {
            for (index, value) in point.components.enumerated() where index >= initial.count || value != initial[index] {
                changing.insert(index)
            }
        }
        let lines = initial.indices.filter { !layout.isColor($0) && (changing.isEmpty || changing.contains($0)) }
        var series: [ChartSeries] = [], annotations: [ChartAnnotation] = []
        var named: Set<Int> = []
        var runStart = 0
        while runStart < points.count {
            var runEnd = runStart + 1
            while runEnd < points.count, points[runEnd].frame == points[runEnd - 1].frame + 1,
                  points[runEnd].animation == points[runStart].animation,
                  points[runEnd].components.count == points[runStart].components.count {
                runEnd += 1
            }
            annotations.append(ChartAnnotation(x: points[runStart].time, text: points[runStart].animation))
            for (order, component) in lines.enumerated() where component < points[runStart].components.count {
                let degrees = layout.angles.contains(component)
                let name = layout.names[component] + (degrees ? " (°)" : "")
                series.append(ChartSeries(
                    // Later runs of the same component stay out of the legend.
                    name: named.insert(component).inserted ? name : "",
                    points: points[runStart..<runEnd].map {
                        CGPoint(x: $0.time, y: layout.displayed($0.components[component], component: component))
                    },
                    color: ChartSeries.palette[order % ChartSeries.palette.count]))
            }
            runStart = runEnd
        }
        var bands: [ChartColorBand] = []
        if let start = layout.colorStart, (start..<start + 4).contains(where: changing.contains) {
            bands.append(ChartColorBand(name: "colour", samples: points.compactMap { point in
                layout.color(in: point.components).map { ChartColorBand.Sample(x: point.time, color: PixelColor($0)) }
            }))
        }
        return (series, bands, annotations)
    }
}
