import Foundation
import Kinema
import KinemaExport
import KinemaRender
import Testing

/// The `scroll` step of recording scripts: at once, or evenly over the frames of a duration.
@Suite @MainActor struct ScrollScriptTests {
    @Test func theTextFormReadsAndWritesScrolls() throws {
        let script = try RecordingScript(parsing: "scroll 0,300 in 0.5; scroll -20, 0")
        #expect(script.steps == [.scroll(CGSize(width: 0, height: 300), over: 0.5), .scroll(CGSize(width: -20, height: 0), over: 0)])
        #expect(script.duration == 0.5)
        #expect(try RecordingScript(parsing: script.description) == script)
        #expect(throws: RecordingScriptError.self) { try RecordingScript(parsing: "scroll down") }
        #expect(throws: RecordingScriptError.self) { try RecordingScript(parsing: "scroll 0,10 in") }
        let cut = RecordingScript([.scroll(CGSize(width: 0, height: 100), over: 1)]).fitted(to: 0.25)
        #expect(cut.steps == [.scroll(CGSize(width: 0, height: 25), over: 0.25)], "cut short with its time")
    }

    @Test func aScrollOverADurationMovesTheContentFrameByFrame() throws {
        let host = HeadlessHost(
            ScrollView { VStack(spacing: 0) { ForEach(0..<50, id: \.self) { _ in Rectangle().frame(height: 40) } } },
            size: CGSize(width: 100, height: 200), textMeasurer: PangoTextMeasurer())
        let recorder = Recorder(host: host, frameRate: 10, progress: .never)
        var offsets: [CGFloat] = []
        recorder.onEachFrame { offsets.append(host.scrollOffset()?.y ?? .nan) }
        try recorder.record(try RecordingScript(parsing: "scroll 0,100 in 0.5; wait 0.2"), to: [])
        #expect(offsets == [20, 40, 60, 80, 100, 100, 100], "a fifth of the distance each frame of the half second")
    }
}
