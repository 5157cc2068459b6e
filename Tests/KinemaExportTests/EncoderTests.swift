import CGif
import CWebP
import Foundation
import Kinema
import KinemaRender
import KinemaExport
import Testing
import KinemaTestSupport

@Suite @MainActor struct EncoderTests {
    /// The dot slides for the whole second, so every frame differs from the one before.
    private let sliding = RecordingScript([.tap("dot"), .wait(1)])

    @Test func gifDecodesWithEveryFrameAndTheSize() throws {
        let directory = try TemporaryDirectory()
        let sink = GIFSink(path: directory.file("dot.gif"))
        try makeRecorder(frameRate: 25).record(sliding, to: [sink])
        #expect(sink.writtenFrameCount == 25)

        var error: Int32 = 0
        let gif = try #require(DGifOpenFileName(sink.path, &error))
        defer { DGifCloseFile(gif, &error) }
        #expect(DGifSlurp(gif) == GIF_OK)
        #expect(gif.pointee.SWidth == 120 && gif.pointee.SHeight == 40)
        #expect(gif.pointee.ImageCount == 25)
        var control = GraphicsControlBlock()
        #expect(DGifSavedExtensionToGCB(gif, 1, &control) == GIF_OK)
        #expect(control.DelayTime == 4)
    }

    @Test func gifFilesAreReadableByOthers() throws {
        let directory = try TemporaryDirectory()
        let sink = GIFSink(path: directory.file("dot.gif"))
        let mask = umask(0o022)
        defer { umask(mask) }
        try makeRecorder(frameRate: 10).record(sliding, to: [sink])
        let permissions = try FileManager.default.attributesOfItem(atPath: sink.path)[.posixPermissions] as? Int
        #expect(permissions == 0o644, "as other files the recorder writes are")
    }

    @Test func gifKeepsFramesAtLeastTwoHundredthsApart() throws {
        let directory = try TemporaryDirectory()
        let sink = GIFSink(path: directory.file("dot.gif"))
        try makeRecorder(frameRate: 60).record(sliding, to: [sink])
        #expect(sink.writtenFrameCount == 50)
    }

    @Test func gifMergesFramesThatChangeNothing() throws {
        let directory = try TemporaryDirectory()
        let sink = GIFSink(path: directory.file("still.gif"))
        try makeRecorder().record(RecordingScript([.wait(1)]), to: [sink])
        #expect(sink.writtenFrameCount == 1)
    }

    @Test(arguments: [WebPSink.Compression.lossless, .lossy(quality: 80)])
    func webPDecodesWithEveryFrameAndTheSize(compression: WebPSink.Compression) throws {
        let directory = try TemporaryDirectory()
        let sink = WebPSink(path: directory.file("dot.webp"), compression: compression)
        try makeRecorder().record(sliding, to: [sink])

        let bytes = try #require(FileManager.default.contents(atPath: sink.path))
        try bytes.withUnsafeBytes { buffer in
            var data = WebPData(bytes: buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), size: buffer.count)
            var options = WebPAnimDecoderOptions()
            #expect(WebPAnimDecoderOptionsInit(&options) != 0)
            let decoder = try #require(WebPAnimDecoderNew(&data, &options))
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            #expect(WebPAnimDecoderGetInfo(decoder, &info) != 0)
            #expect(info.canvas_width == 120 && info.canvas_height == 40)
            #expect(info.frame_count == 20)
            #expect(info.loop_count == 0)
            var frames = 0
            var pixels: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0, WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0 {
                frames += 1
            }
            #expect(frames == 20)
            #expect(timestamp == 1000)
        }
    }

    @Test func webPIsTheSameTwice() throws {
        let directory = try TemporaryDirectory()
        let first = WebPSink(path: directory.file("a.webp")), second = WebPSink(path: directory.file("b.webp"))
        try makeRecorder().record(sliding, to: [first])
        try makeRecorder().record(sliding, to: [second])
        #expect(FileManager.default.contents(atPath: first.path) == FileManager.default.contents(atPath: second.path))
    }

    @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg and ffprobe"))
    func mp4HasEveryFrameAtAnEvenSize() throws {
        let directory = try TemporaryDirectory()
        let sink = try MP4Sink(path: directory.file("dot.mp4"))
        let host = HeadlessHost(SlidingDot(), size: CGSize(width: 121, height: 41))
        try Recorder(host: host, frameRate: 30, progress: .never).record(sliding, to: [sink])
        let ffprobe = try #require(MP4Sink.executable(named: "ffprobe", in: ProcessInfo.processInfo.environment["PATH"] ?? ""))
        let output = try run(ffprobe, [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,pix_fmt,width,height,nb_read_frames", "-of", "csv=p=0", sink.path,
        ])
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "h264,122,42,yuv420p,30")
    }

    @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg and ffprobe"))
    func mp4ShowsTheFramesColours() throws {
        struct Halves: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color(red: 0.9, green: 0.2, blue: 0.1)
                    Color(red: 0.1, green: 0.4, blue: 0.9)
                }
            }
        }
        let directory = try TemporaryDirectory()
        let sink = try MP4Sink(path: directory.file("halves.mp4"))
        let host = HeadlessHost(Halves(), size: CGSize(width: 64, height: 32))
        try Recorder(host: host, frameRate: 10, progress: .never).record(RecordingScript([.wait(0.3)]), to: [sink])
        let ffmpeg = try #require(MP4Sink.executable(named: "ffmpeg", in: ProcessInfo.processInfo.environment["PATH"] ?? ""))
        let png = directory.file("first.png")
        _ = try run(ffmpeg, ["-v", "error", "-i", sink.path, "-frames:v", "1", png])
        let frame = try PixelCanvas(pngData: [UInt8](try #require(FileManager.default.contents(atPath: png))))
        // Away from the seam (where 4:2:0 chroma blends the halves), each half keeps its colour.
        for (x, red, green, blue) in [(12, 0.9, 0.2, 0.1), (52, 0.1, 0.4, 0.9)] {
            let pixel = try #require(frame.pixel(x: x, y: 16))
            #expect(abs(pixel.red - red) < 0.03 && abs(pixel.green - green) < 0.03 && abs(pixel.blue - blue) < 0.03,
                    "pixel \(x): \(pixel)")
        }
    }

    @Test func aMissingFfmpegNamesTheDebianPackage() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: ExportError.encoderMissing(tool: "ffmpeg", debianPackage: "ffmpeg")) {
            try MP4Sink(path: directory.file("x.mp4"), executableSearchPath: directory.path + ":/nonexistent")
        }
        #expect(ExportError.encoderMissing(tool: "ffmpeg", debianPackage: "ffmpeg").description
            .contains("install the Debian package ffmpeg"))
    }

    @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg"))
    func anFfmpegFailureIsReportedWithItsMessage() throws {
        let directory = try TemporaryDirectory()
        let sink = try MP4Sink(path: directory.file("no-such-directory/x.mp4"))
        do {
            try makeRecorder().record(sliding, to: [sink])
            Issue.record("the recording should fail")
        } catch let error as ExportError {
            guard case .encoderFailed(let encoder, let message) = error else { throw error }
            #expect(encoder == "MP4")
            #expect(message.contains("No such file or directory"), "\(message)")
        }
    }
}
