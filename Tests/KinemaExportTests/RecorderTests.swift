import Foundation
import Kinema
import KinemaExport
import KinemaRender
import Testing

@Suite @MainActor struct RecorderTests {
    private let script = RecordingScript([.tap("dot"), .wait(0.5), .tap("dot"), .wait(0.5)])

    @Test func theSameScriptGivesByteIdenticalFrames() throws {
        let first = PNGCollector(), second = PNGCollector()
        try makeRecorder().record(script, to: [first])
        try makeRecorder().record(script, to: [second])
        #expect(first.frames.count == 20)
        #expect(first.frames == second.frames)
        // The dot moves, so frames differ from one another.
        #expect(Set(first.frames).count > 10)
        #expect(first.finished && !first.cancelled)
    }

    /// Frames are drawn and encoded on a thread of their own while the view moves on: in order,
    /// all on one thread, never the engine's.
    @Test func sinksGetEveryFrameInOrderOnTheDrawingThread() throws {
        final class Order: FrameSink, @unchecked Sendable {
            var indices: [Int] = []
            var threads: Set<UInt> = []
            var onMain = false
            func begin(_ format: RecordingFormat) throws {}
            func write(_ frame: RecordedFrame) throws {
                indices.append(frame.index)
                threads.insert(UInt(bitPattern: Int(pthread_self())))
                onMain = onMain || Thread.isMainThread
            }
            func finish() throws {}
            func cancel() {}
        }
        let order = Order()
        let host = HeadlessHost(Circle().frame(width: 20, height: 20), size: CGSize(width: 60, height: 40))
        try Recorder(host: host, frameRate: 30, progress: .never).record(RecordingScript([.wait(1)]), to: [order])
        #expect(order.indices == Array(0..<30))
        #expect(order.threads.count == 1)
        #expect(!order.onMain)
    }

    /// A sink that fails stops the recording with its error, and the frames after are not drawn.
    @Test func aSinkThatFailsStopsTheRecording() throws {
        struct Full: Error {}
        final class FailsAtThree: FrameSink, @unchecked Sendable {
            var written = 0
            var cancelled = false
            func begin(_ format: RecordingFormat) throws {}
            func write(_ frame: RecordedFrame) throws {
                guard frame.index < 3 else { throw Full() }
                written += 1
            }
            func finish() throws {}
            func cancel() { cancelled = true }
        }
        let sink = FailsAtThree()
        let host = HeadlessHost(Circle().frame(width: 20, height: 20), size: CGSize(width: 60, height: 40))
        #expect(throws: Full.self) { try Recorder(host: host, frameRate: 30, progress: .never).record(RecordingScript([.wait(1)]), to: [sink]) }
        #expect(sink.written == 3)
        #expect(sink.cancelled)
    }

    @Test func framesAreDrawnOnTheWindowsBackground() throws {
        /// Keeps the top-left pixel of each frame.
        final class Corner: FrameSink {
            var pixels: [PixelColor?] = []
            func begin(_ format: RecordingFormat) throws {}
            func write(_ frame: RecordedFrame) throws { pixels.append(frame.canvas.pixel(x: 0, y: 0)) }
            func finish() throws {}
            func cancel() {}
        }
        let empty = RecordingScript([.wait(0.1)])
        for (scheme, expected) in [(ColorScheme.light, PixelColor.white), (.dark, .black)] {
            let corner = Corner()
            let host = HeadlessHost(Text("Hi"), size: CGSize(width: 60, height: 40), systemColorScheme: scheme)
            try Recorder(host: host, frameRate: 10, progress: .never).record(empty, to: [corner])
            #expect(corner.pixels.first == expected, "the window's background in the \(scheme) appearance")
        }
        let transparent = Corner()
        let host = HeadlessHost(Text("Hi"), size: CGSize(width: 60, height: 40), systemColorScheme: .dark)
        try Recorder(host: host, frameRate: 10, background: .clear, progress: .never).record(empty, to: [transparent])
        #expect(transparent.pixels.first == PixelColor.clear)
    }

    @Test func framesAreEvenlySpacedOnTheVirtualClock() throws {
        let collector = PNGCollector()
        let recording = try makeRecorder(frameRate: 30).record(RecordingScript([.wait(0.5)]), to: [collector])
        #expect(recording.format == RecordingFormat(pixelWidth: 120, pixelHeight: 40, frameRate: 30, frameCount: 15))
        #expect(collector.times == (0..<15).map { Double($0) / 30 })
        // Nothing was tapped, so nothing moved.
        #expect(Set(collector.frames).count == 1)
    }

    @Test func eventsApplyAtTheirTimeBetweenFrames() throws {
        let collector = PNGCollector()
        try makeRecorder().record(RecordingScript([.wait(0.2), .tap("dot"), .wait(0.3)]), to: [collector])
        // Frames 0...4 are before the tap at 0.2 s; the dot starts moving after it.
        #expect(Set(collector.frames[0...4]).count == 1)
        #expect(collector.frames[4] == collector.frames[0])
        #expect(collector.frames[5] != collector.frames[6])
    }

    @Test func scaleMultipliesThePixelSize() throws {
        let recorder = makeRecorder()
        recorder.scale = 2
        let format = try recorder.format(for: RecordingScript([.wait(1)]))
        #expect(format.pixelWidth == 240 && format.pixelHeight == 80 && format.frameCount == 20)
    }

    @Test func actionsRunByName() throws {
        var runs = 0
        let recorder = makeRecorder(actions: ["count": { runs += 1 }])
        try recorder.record(try RecordingScript(parsing: "action count; wait 0.1; action count"), to: [])
        #expect(runs == 2)
    }

    @Test func anUnknownActionFailsBeforeAnyFrame() {
        let collector = PNGCollector()
        let recorder = makeRecorder(actions: ["shuffle": {}])
        #expect(throws: ExportError.unknownAction(name: "dance", available: ["shuffle"])) {
            try recorder.record(RecordingScript([.action("dance"), .wait(1)]), to: [collector])
        }
        #expect(collector.format == nil)
    }

    @Test func tappingAViewThatIsNotOnScreenFailsAndCancelsTheSinks() throws {
        let collector = PNGCollector()
        do {
            try makeRecorder().record(RecordingScript([.wait(0.1), .tap("cat")]), to: [collector])
            Issue.record("the recording should fail")
        } catch let error as ExportError {
            guard case .stepFailed(let step, let time, let reason) = error else { throw error }
            #expect(step == "tap cat" && time == 0.1)
            #expect(reason.contains("no view with accessibilityIdentifier 'cat'"))
        }
        #expect(collector.cancelled && !collector.finished)
        #expect(collector.frames.count == 2)
    }

    @Test func badOptionsAreReported() {
        let recorder = makeRecorder(frameRate: 0)
        #expect(throws: ExportError.self) { try recorder.format(for: RecordingScript([.wait(1)])) }
        let scaled = makeRecorder()
        scaled.scale = .nan
        #expect(throws: ExportError.self) { try scaled.format(for: RecordingScript([.wait(1)])) }
    }

    @Test func pngSequenceWritesOneFilePerFrame() throws {
        let directory = try TemporaryDirectory()
        let sink = PNGSequenceSink(directory: directory.file("frames"))
        try makeRecorder().record(RecordingScript([.tap("dot"), .wait(0.25)]), to: [sink])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.file("frames")).sorted()
        #expect(files == (0..<5).map { "frame-0000\($0).png" })
        let data = try #require(FileManager.default.contents(atPath: sink.path(ofFrame: 4)))
        #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }
}
