import ArgumentParser
import Foundation
import Kinema
import KinemaExport
import KinemaRender

/// What a recording writes and how: the options `kinema record` takes for an example and for
/// your own files alike.
public struct RecordOptions: ParsableArguments, Sendable {
    /// A script to play instead of the default one.
    @Option(help: "A script to play instead of the default one, such as \"tap turn; wait 1.5\".")
    public var script: String?

    /// A file holding the script to play.
    @Option(help: ArgumentHelp("A file holding the script to play.", valueName: "path"))
    public var scriptFile: String?

    /// The files to write; GIF when none is asked for.
    @Option(name: .customLong("format"), help: "png, gif, webp or mp4; repeat it for several files (default: gif, or the --output extension).")
    public var formats: [RecordingFileFormat] = []

    /// The window's width in points, if not the default.
    @Option(help: "The window's width in points (default: the example's; the device's for your own views).")
    public var width: Double?

    /// The window's height in points, if not the default.
    @Option(help: "The window's height in points (default: the example's; the device's for your own views).")
    public var height: Double?

    /// The window's unsafe area, as `top,leading,bottom,trailing` points.
    @Option(name: .customLong("safe-area"), help: ArgumentHelp(
        "The window's unsafe area in points, as a phone's notch and home indicator make one, such as 59,0,34,0 (default: the device's for your own views, none for the examples).",
        valueName: "top,leading,bottom,trailing"))
    public var safeArea: String?

    /// The device whose screen and safe area the window has, if not the default.
    @Option(help: DeviceOption.help)
    public var device: DeviceOption?

    /// Whether the window has no unsafe area, whatever the device's.
    @Flag(name: .customLong("no-safe-area"), help: "Lay the view out in the whole window, without the device's status bar and home indicator.")
    public var noSafeArea = false

    /// The insets `--safe-area` gives, if it is four lengths from 0 to 1000 points.
    public var safeAreaInsets: EdgeInsets? {
        guard let lengths = safeArea?.split(separator: ",").map({ Double($0.trimmingCharacters(in: .whitespaces)) }),
              lengths.count == 4, lengths.allSatisfy({ $0.map { (0...1000).contains($0) } ?? false }) else { return nil }
        return EdgeInsets(top: lengths[0]!, leading: lengths[1]!, bottom: lengths[2]!, trailing: lengths[3]!)
    }

    /// The system's appearance.
    @Option(help: AppearanceOption.help)
    public var appearance: AppearanceOption = .light

    /// Pixels per point.
    @Option(help: "Pixels per point, 0.25 to 4.")
    public var scale: Double = 1

    /// Frames per second.
    @Option(help: "Frames per second, 1 to 120.")
    public var fps: Double = 30

    /// Seconds to record, if not the script's length.
    @Option(help: "Seconds to record: the script is cut there, or followed by waiting (default: the script's length).")
    public var duration: Double?

    /// The path the files are named after, without extension.
    @Option(name: .shortAndLong, help: "The path the files are named after, without extension (default: the view's name).")
    public var output: String?

    /// Whether to plot the named views' animated values too.
    @Flag(help: "Also plot how the named views' values animated over time, to OUTPUT-timeline.png.")
    public var timeline = false

    /// The default options.
    public init() {}

    /// Checks the options' ranges and combinations, and takes the format from `--output`'s extension.
    public mutating func validate() throws {
        if script != nil, scriptFile != nil {
            throw ValidationError("give the script with --script or with --script-file, not both")
        }
        for (name, value, range) in [("--width", width, 1.0...8192), ("--height", height, 1.0...8192)] {
            if let value, !(value.isFinite && range.contains(value)) {
                throw ValidationError("\(name) must be a number of points from 1 to 8192, not \(value)")
            }
        }
        if safeArea != nil, noSafeArea {
            throw ValidationError("give the window's unsafe area with --safe-area or none with --no-safe-area, not both")
        }
        if let safeArea, safeAreaInsets == nil {
            throw ValidationError("--safe-area must be four lengths from 0 to 1000 points, top,leading,bottom,trailing, not '\(safeArea)'")
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

    /// The script to play: the one given, or `text`, fitted to `--duration`.
    public func playedScript(default text: String) throws -> RecordingScript {
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

    /// The options as command-line arguments, with the files named after `output` instead.
    public func arguments(output: String?) -> [String] {
        var arguments: [String] = []
        if let script { arguments += ["--script", script] }
        if let scriptFile { arguments += ["--script-file", scriptFile] }
        for format in formats { arguments += ["--format", format.rawValue] }
        if let width { arguments += ["--width", "\(width)"] }
        if let height { arguments += ["--height", "\(height)"] }
        if let safeArea { arguments += ["--safe-area", safeArea] }
        if let device { arguments += ["--device", device.rawValue] }
        if noSafeArea { arguments.append("--no-safe-area") }
        arguments += ["--appearance", appearance.rawValue]
        arguments += ["--scale", "\(scale)", "--fps", "\(fps)"]
        if let duration { arguments += ["--duration", "\(duration)"] }
        if let output { arguments += ["--output", output] }
        if timeline { arguments.append("--timeline") }
        return arguments
    }

    /// The window's size and unsafe area: `--width`, `--height` and `--safe-area` where given,
    /// else `--device`'s, else `defaultDevice`'s (none: `size` and no unsafe area);
    /// `--no-safe-area` takes the unsafe area away.
    public func window(size: CGSize, defaultDevice: DeviceOption?) -> (size: CGSize, safeAreaInsets: EdgeInsets) {
        DeviceOption.window(
            size: size, device: device ?? defaultDevice, width: width, height: height, safeArea: safeAreaInsets, noSafeArea: noSafeArea)
    }

    /// Records `rootView` as these options say, and prints where the files went.
    ///
    /// - Parameters:
    ///   - name: The view's name: the files' default name, and the timeline's title.
    ///   - size: The window's size unless `--width`, `--height` or a device gives one.
    ///   - defaultDevice: The device whose screen and safe area the window has unless the
    ///     options say otherwise (your own views run on an iPhone's); nil for none.
    ///   - defaultScript: The script played unless `--script` or `--script-file` is given.
    @MainActor
    public func record(
        _ rootView: AnyView, name: String, size: CGSize, defaultDevice: DeviceOption? = nil, actions: [String: @MainActor () -> Void] = [:],
        defaultScript: String
    ) throws {
        let script = try playedScript(default: defaultScript)
        let (size, insets) = window(size: size, defaultDevice: defaultDevice)
        HeadlessHost.screenSize = size
        let host = HeadlessHost(
            rootView, size: size, safeAreaInsets: insets, textMeasurer: PangoTextMeasurer(), systemColorScheme: appearance.colorScheme)
        let recorder = Recorder(host: host, frameRate: fps, scale: scale, actions: actions)
        if timeline { recorder.animatedProperties = Self.samples }

        let base = output ?? name
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
        print("Recorded \(name): \(recording.format.frameCount) frames, \(seconds) s, "
              + "\(recording.format.pixelWidth)×\(recording.format.pixelHeight) pixels")
        for format in formats { print("  \(format.path(forOutput: base))") }
        if timeline, let plot = recording.timeline {
            let path = base + "-timeline.png"
            try plot.writePNG(to: path, title: "\(name): animated values over time")
            print("  \(path)")
        }
        for problem in host.diagnostics + recorder.renderer.diagnostics {
            FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
        }
    }

    /// What a timeline plots: the animating values of the views scripts can name (those with an
    /// `accessibilityIdentifier`), each view's frame once rather than once per layer that draws it.
    @MainActor
    public static func samples(_ host: HeadlessHost) -> [AnimatableAttributeSample] {
        var framed: Set<String> = []
        return host.animatingAttributes.compactMap { attribute in
            guard let identifier = attribute.identifier else { return nil }
            if attribute.property.hasSuffix("frame"), !framed.insert(identifier).inserted { return nil }
            return AnimatableAttributeSample(
                view: identifier, property: attribute.property, components: attribute.presented,
                animation: attribute.animation.codeDescription, callSite: attribute.source?.description)
        }
    }
}
