import Foundation
import Kinema
import KinemaExport
import KinemaRender
import Testing

/// The `drag` step of recording scripts: a pointer down on a view or a point, moved frame by
/// frame, and let go with its velocity.
@Suite @MainActor struct DragScriptTests {
    @Test func theTextFormReadsAndWritesDrags() throws {
        let script = try RecordingScript(parsing: "drag card by 0,300 in 0.5; drag 10,20 by -5,0; drag \"the card\" by 1,1 in 100ms")
        #expect(script.steps == [
            .drag(from: .view("card"), by: CGSize(width: 0, height: 300), over: 0.5),
            .drag(from: .point(CGPoint(x: 10, y: 20)), by: CGSize(width: -5, height: 0), over: 0.25),
            .drag(from: .view("the card"), by: CGSize(width: 1, height: 1), over: 0.1),
        ])
        #expect(try RecordingScript(parsing: script.description) == script)
        for bad in ["drag card", "drag by 0,3", "drag card by down", "drag card by 0,3 in", "drag a b by 0,3"] {
            #expect(throws: RecordingScriptError.self, "\(bad)") { try RecordingScript(parsing: bad) }
        }
        let cut = RecordingScript([.drag(from: .view("card"), by: CGSize(width: 0, height: 100), over: 1)]).fitted(to: 0.25)
        #expect(cut.steps == [.drag(from: .view("card"), by: CGSize(width: 0, height: 25), over: 0.25)])
    }

    @Test func aDragFlicksAScrollViewThatGlidesOnAfterTheRelease() throws {
        let host = HeadlessHost(
            ScrollView { VStack(spacing: 0) { ForEach(0..<50, id: \.self) { _ in Rectangle().frame(height: 40) } } },
            size: CGSize(width: 100, height: 200), textMeasurer: PangoTextMeasurer())
        let recorder = Recorder(host: host, frameRate: 10, progress: .never)
        var offsets: [CGFloat] = []
        recorder.onEachFrame { offsets.append(host.scrollOffset()?.y ?? .nan) }
        try recorder.record(try RecordingScript(parsing: "drag 50,150 by 0,-100 in 0.2; wait 0.5"), to: [])
        // The pointer passes the slop at its first move of 50 points; the content follows the rest.
        #expect(offsets.count == 7)
        #expect(offsets[0] == 0)
        #expect(offsets[1] == 0, "the first move passes the slop: the drag starts from there")
        #expect(offsets[2] == 50)
        #expect(offsets[3] > 50 && offsets[4] > offsets[3] && offsets[6] >= offsets[5], "it glides on: \(offsets)")
        #expect(throws: ExportError.self) { try recorder.record(try RecordingScript(parsing: "drag nothing by 0,1"), to: []) }
    }
}
