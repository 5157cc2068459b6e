import Foundation
import Kinema
import Testing
import KinemaTestSupport

/// Sliders: the knob shows the value, a tap on the track sets it; bad ranges, steps and values
/// are reported.
@MainActor
struct SliderTests {
    /// A slider of its own state, 200 points wide, the value shown below.
    struct Volume: View {
        @State var value: Double
        let bounds: ClosedRange<Double>
        var step: Double?
        @State private var editing: [Bool] = []

        var body: some View {
            VStack {
                if let step {
                    Slider(value: $value, in: bounds, step: step) { editing.append($0) }
                } else {
                    Slider(value: $value, in: bounds) { editing.append($0) }
                }
                Text(verbatim: "\(value)").accessibilityIdentifier("value")
                Text(editing.map { $0 ? "begin" : "end" }.joined(separator: " ")).accessibilityIdentifier("editing")
            }
            .frame(width: 228)
        }
    }

    private func text(_ identifier: String, in host: HeadlessHost) -> String? {
        host.displayList.items(identifiedAs: identifier).compactMap { if case .text(let text) = $0.content { text.string } else { nil } }.first
    }

    private func shapes(_ name: String, in host: HeadlessHost) -> [CGRect] {
        host.displayList.flattened.compactMap { if case .shape(let shape) = $0.content, shape.name == name { $0.presentedFrame } else { nil } }
    }

    /// Taps the track at a fraction of the knob's travel (the track is 228 points wide, the
    /// knob 28, so it travels 200 points).
    private func tap(at fraction: Double, in host: HeadlessHost) throws {
        let track = try #require(shapes("Capsule", in: host).first)
        #expect(host.tap(at: CGPoint(x: track.minX + 14 + 200 * fraction, y: track.midY)))
    }

    @Test func theKnobShowsTheValueAndATapSetsIt() throws {
        let host = HeadlessHost(Volume(value: 25, bounds: 0...100), size: CGSize(width: 300, height: 200))
        let track = try #require(shapes("Capsule", in: host).first)
        #expect(track.width == 228 && track.height == 4)
        let knob = try #require(shapes("Circle", in: host).first)
        #expect(knob.size == CGSize(width: 28, height: 28))
        #expect(knob.minX == track.minX + 50, "a quarter of the knob's travel")
        #expect(shapes("Capsule", in: host)[1].width == 64, "filled up to the knob's middle")

        try tap(at: 0.8, in: host)
        #expect(text("value", in: host) == "80.0")
        #expect(text("editing", in: host) == "begin end")
        #expect(try #require(shapes("Circle", in: host).first).minX == track.minX + 160)
        try tap(at: 1.05, in: host)
        #expect(text("value", in: host) == "100.0", "past the end of the travel is the end of the range")
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aDragMovesTheKnobAndEditingSpansTheWholeDrag() throws {
        let host = HeadlessHost(Volume(value: 0, bounds: 0...100), size: CGSize(width: 300, height: 200))
        let track = try #require(shapes("Capsule", in: host).first)
        host.pointerDown(at: CGPoint(x: track.minX + 14 + 20, y: track.midY))
        #expect(text("value", in: host) == "10.0")
        #expect(text("editing", in: host) == "begin", "editing while the pointer holds the knob")
        host.advance(by: 0.1)
        host.pointerMoved(to: CGPoint(x: track.minX + 14 + 150, y: track.midY + 40))
        #expect(text("value", in: host) == "75.0", "the knob follows the pointer along the track, wherever it strays across")
        host.pointerUp()
        #expect(text("editing", in: host) == "begin end")
    }

    @Test func aTapIsRoundedToTheStep() throws {
        let host = HeadlessHost(Volume(value: 0, bounds: 0...100, step: 25), size: CGSize(width: 300, height: 200))
        try tap(at: 0.4, in: host)
        #expect(text("value", in: host) == "50.0")
        try tap(at: 0.95, in: host)
        #expect(text("value", in: host) == "100.0")
    }

    @Test func valueLabelsStandAtTheEnds() throws {
        let host = HeadlessHost(
            Slider(value: .constant(0.5)) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
                .frame(width: 200),
            size: CGSize(width: 300, height: 100))
        let texts = host.displayList.flattened.compactMap { if case .text(let text) = $0.content { (text.string, $0.presentedFrame) } else { nil } }
        #expect(texts.map(\.0) == ["0", "10"], "the label is not drawn")
        let track = try #require(shapes("Capsule", in: host).first)
        #expect(texts[0].1.maxX < track.minX && track.maxX < texts[1].1.minX)
    }

    @Test func aRangeWithoutSpanIsReportedAndTapsChangeNothing() throws {
        for bounds in [5...5, uncheckedRange(0, Double.nan), -Double.infinity...0] {
            let host = HeadlessHost(Volume(value: 5, bounds: bounds), size: CGSize(width: 300, height: 200))
            let track = try #require(shapes("Capsule", in: host).first)
            #expect(try #require(shapes("Circle", in: host).first).minX == track.minX, "the knob rests at the start")
            try tap(at: 0.5, in: host)
            #expect(text("value", in: host) == "5.0")
            #expect(host.diagnostics.map(\.kind) == [.invalidValue], "\(bounds)")
        }
    }

    @Test func aBadStepIsReportedAndIgnored() throws {
        let host = HeadlessHost(Volume(value: 0, bounds: 0...100, step: 0), size: CGSize(width: 300, height: 200))
        try tap(at: 0.33, in: host)
        #expect(text("value", in: host) == "33.0")
        #expect(host.diagnostics.first?.message.contains("step") == true)
    }

    @Test func aValueThatIsNotANumberRestsAtTheStart() throws {
        let host = HeadlessHost(Volume(value: .nan, bounds: 0...100), size: CGSize(width: 300, height: 200))
        let track = try #require(shapes("Capsule", in: host).first)
        #expect(try #require(shapes("Circle", in: host).first).minX == track.minX)
        #expect(host.diagnostics.map(\.kind) == [.invalidValue])
        try tap(at: 0.5, in: host)
        #expect(text("value", in: host) == "50.0", "a tap sets a number")
    }
}
