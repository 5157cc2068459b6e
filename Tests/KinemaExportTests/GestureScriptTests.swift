import Foundation
import Kinema
import KinemaExport
import KinemaRender
import Testing

/// The `press`, `pinch` and `rotate` steps of recording scripts: a long press, and two fingers
/// spread or turned frame by frame over a view or a point.
@Suite @MainActor struct GestureScriptTests {
    @Test func theTextFormReadsAndWritesPressesPinchesAndRotations() throws {
        let script = try RecordingScript(parsing: "press card for 0.8; pinch photo to 2.5 in 0.5; pinch 10,20 to 0.5; rotate \"the photo\" by -45 in 300ms")
        #expect(script.steps == [
            .press(.view("card"), for: 0.8),
            .pinch(.view("photo"), to: 2.5, over: 0.5),
            .pinch(.point(CGPoint(x: 10, y: 20)), to: 0.5, over: 0.4),
            .rotate(.view("the photo"), by: -45, over: 0.3),
        ])
        #expect(script.duration == 0.8 + 0.5 + 0.4 + 0.3)
        #expect(try RecordingScript(parsing: script.description) == script)
        for bad in ["press card", "press card for", "press card for -1", "pinch photo to 0", "pinch photo to big", "pinch to 2",
                    "rotate photo by", "rotate photo by nan", "rotate photo by 1e9", "pinch photo to 2 in"] {
            #expect(throws: RecordingScriptError.self, "\(bad)") { try RecordingScript(parsing: bad) }
        }
        let cut = RecordingScript([.pinch(.view("photo"), to: 3, over: 1), .rotate(.view("photo"), by: 90, over: 1)]).fitted(to: 1.25)
        #expect(cut.steps == [.pinch(.view("photo"), to: 3, over: 1), .rotate(.view("photo"), by: 22.5, over: 0.25)])
    }

    /// A square that scales with a pinch and counts long presses.
    struct Zoomable: View {
        let pressed: () -> Void
        @State private var scale: CGFloat = 1

        var body: some View {
            Color.teal.frame(width: 100, height: 100).accessibilityIdentifier("photo")
                .scaleEffect(scale)
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .onLongPressGesture(minimumDuration: 0.5) { pressed() }
        }
    }

    @Test func theRecorderPinchesFrameByFrameAndPressesForTheDuration() throws {
        var presses = 0
        let host = HeadlessHost(Zoomable { presses += 1 }, size: CGSize(width: 300, height: 300), textMeasurer: PangoTextMeasurer())
        let recorder = Recorder(host: host, frameRate: 10, progress: .never)
        var scales: [CGFloat] = []
        recorder.onEachFrame { scales.append(host.displayList.items(identifiedAs: "photo").first?.transform.a ?? .nan) }
        try recorder.record(try RecordingScript(parsing: "pinch photo to 2 in 0.4; press photo for 0.3; press photo for 0.6; wait 0.1"), to: [])
        // Frames at 0, 0.1…: the fingers spread by a quarter of the way each frame.
        #expect(scales.prefix(5).map { ($0 * 100).rounded() / 100 } == [1, 1.25, 1.5, 1.75, 2])
        #expect(presses == 1, "the first press was too short")
        #expect(throws: ExportError.self) { try recorder.record(try RecordingScript(parsing: "pinch nothing to 2"), to: []) }
    }
}
