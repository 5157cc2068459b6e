import ArgumentParser
import Foundation
import Kinema
import KinemaExamples
import KinemaExport
import KinemaRender

/// `kinema record`: plays a script against an example and writes its frames.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record an example to PNG frames, a GIF, a WebP or an MP4.",
        discussion: """
        A script is a list of steps separated by ';' or new lines; '#' starts a comment:
          tap ID        tap the view with this accessibilityIdentifier
          tap X,Y       tap a point in the window, in points
          action NAME   run one of the example's actions (see `kinema list --verbose`)
          wait SECONDS  let time pass on the virtual clock (0.8, 800ms, 0.8s)
        Without --script or --script-file, the example's own script plays.

        Files are named after --output: OUTPUT.gif, OUTPUT.webp, OUTPUT.mp4, the folder \
        OUTPUT-frames/ for PNG frames and OUTPUT-timeline.png for --timeline. MP4 needs ffmpeg.

        Examples:
          kinema record pet-poll
          kinema record pet-poll --format gif --format mp4 --timeline -o out/pets
          kinema record placement --script "tap toggle; wait 2.5" --scale 2
        """
    )

    @Argument(help: "The example to record (see `kinema list`).")
    var example: String

    @Option(help: "A script to play instead of the example's own, such as \"tap turn; wait 1.5\".")
    var script: String?

    @Option(help: ArgumentHelp("A file holding the script to play.", valueName: "path"))
    var scriptFile: String?

    @Option(name: .customLong("format"), help: "png, gif, webp or mp4; repeat it for several files (default: gif, or the --output extension).")
    var formats: [RecordingFileFormat] = []

    @Option(help: "The window's width in points (default: the example's).")
    var width: Double?

    @Option(help: "The window's height in points (default: the example's).")
    var height: Double?

    @Option(help: "Pixels per point, 0.25 to 4.")
    var scale: Double = 1

    @Option(help: "Frames per second, 1 to 120.")
    var fps: Double = 30

    @Option(help: "Seconds to record: the script is cut there, or followed by waiting (default: the script's length).")
    var duration: Double?

    @Option(name: .shortAndLong, help: "The path the files are named after, without extension (default: the example's name).")
    var output: String?

    @Flag(help: "Also plot how the named views' values animated over time, to OUTPUT-timeline.png.")
    var timeline = false

    mutating func validate() throws {
        guard ExampleCatalog.names.contains(example) else {
            throw ValidationError("there is no example '\(example)'; choose one of \(ExampleCatalog.names.joined(separator: ", ")) (see `kinema list`)")
        }
        if script != nil, scriptFile != nil {
            throw ValidationError("give the script with --script or with --script-file, not both")
        }
        for (name, value, range) in [("--width", width, 1.0...8192), ("--height", height, 1.0...8192)] {
            if let value, !(value.isFinite && range.contains(value)) {
                throw ValidationError("\(name) must be a number of points from 1 to 8192, not \(value)")
            }
        }
        guard scale.isFinite, (0.25...4).contains(scale) else {
            throw ValidationError("--scale must be a number of pixels per point from 0.25 to 4, not \(scale)")
        }
        guard fps.isFinite, (1...120).contains(fps) else {
            throw ValidationError("--fps must be a number of frames per second from 1 to 120, not \(fps)")
        }
        if let duration, !(duration.isFinite && duration > 0 && duration <= 600) {
            throw ValidationError("--duration must be a number of seconds above 0 and at most 600, not \(duration)")
        }
        if let output {
            guard !output.isEmpty, !output.hasSuffix("/") else {
                throw ValidationError("--output must name a file path (without extension), not '\(output)'")
            }
            if let named = RecordingFileFormat(rawValue: URL(fileURLWithPath: output).pathExtension.lowercased()) {
                if formats.isEmpty {
                    formats = [named]
                } else if !formats.contains(named) {
                    throw ValidationError("--output ends in .\(named.rawValue), but --format does not ask for \(named.rawValue)")
                }
                self.output = String(output.dropLast(named.rawValue.count + 1))
            }
        }
        if formats.isEmpty { formats = [.gif] }
        _ = try playedScript(default: "")
    }

    func run() throws {
        try MainActor.assumeIsolated { try record() }
    }

    /// The script to play: the one given, or the example's, fitted to `--duration`.
    func playedScript(default text: String) throws -> RecordingScript {
        let source: String
        if let scriptFile {
            do {
                source = try String(contentsOfFile: scriptFile, encoding: .utf8)
            } catch {
                throw ValidationError("cannot read the script file '\(scriptFile)': \(error.localizedDescription)")
            }
        } else {
            source = script ?? text
        }
        let parsed: RecordingScript
        do {
            parsed = try RecordingScript(parsing: source)
        } catch {
            throw ValidationError("the script has a mistake: \(error)")
        }
        return duration.map { parsed.fitted(to: $0) } ?? parsed
    }

    @MainActor
    private func record() throws {
        guard let example = ExampleCatalog.example(named: example) else {
            throw ValidationError("there is no example '\(self.example)'")
        }
        let script = try playedScript(default: example.script)
        let size = CGSize(width: width ?? example.size.width, height: height ?? example.size.height)
        let host = HeadlessHost(example.rootView, size: size, textMeasurer: PangoTextMeasurer())
        let recorder = Recorder(host: host, frameRate: fps, scale: scale, actions: example.actions)
        if timeline { recorder.animatedProperties = Self.samples }

        let base = output ?? example.name
        let directory = URL(fileURLWithPath: base).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ExportError.fileWrite(path: directory.path, reason: error.localizedDescription)
        }
        let sinks: [any FrameSink] = try formats.map { format in
            let path = format.path(forOutput: base)
            return switch format {
            case .png: PNGSequenceSink(directory: path)
            case .gif: GIFSink(path: path)
            case .webp: WebPSink(path: path)
            case .mp4: try MP4Sink(path: path)
            }
        }
        let recording = try recorder.record(script, to: sinks)
        let seconds = String(format: "%.2f", script.duration)
        print("Recorded \(example.name): \(recording.format.frameCount) frames, \(seconds) s, "
              + "\(recording.format.pixelWidth)×\(recording.format.pixelHeight) pixels")
        for format in formats { print("  \(format.path(forOutput: base))") }
        if timeline, let plot = recording.timeline {
            let path = base + "-timeline.png"
            try plot.writePNG(to: path, title: "\(example.name): animated values over time")
            print("  \(path)")
        }
        for problem in host.diagnostics + recorder.renderer.diagnostics {
            FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
        }
    }

    /// What a timeline plots: the animating values of the views scripts can name (those with an
    /// `accessibilityIdentifier`), each view's frame once rather than once per layer that draws it.
    @MainActor
    static func samples(_ host: HeadlessHost) -> [AnimatedPropertySample] {
        var framed: Set<String> = []
        return host.animatingAttributes.compactMap { attribute in
            guard let identifier = attribute.identifier else { return nil }
            if attribute.property.hasSuffix("frame"), !framed.insert(identifier).inserted { return nil }
            return AnimatedPropertySample(
                view: identifier, property: attribute.property, components: attribute.presented,
                animation: attribute.animation.description, callSite: attribute.source?.description)
        }
    }
}
