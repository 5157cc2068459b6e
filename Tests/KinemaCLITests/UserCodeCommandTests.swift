import Foundation
import Kinema
import KinemaExport
import KinemaRender
import KinemaUserRunner
import Testing
@testable import UserCodeFixture
import KinemaTestSupport

/// `kinema list`, `check` and `record` on folders of SwiftUI files written as for Xcode (the
/// fixtures beside this file), through the built `kinema` binary.
@Suite("Your own SwiftUI files", .serialized)
struct UserCodeCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/UserCode")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-user-\(UUID().uuidString)")

    /// Runs `kinema` with its own cache folder.
    func kinema(_ arguments: [String], in folder: String = "Orbit", path: String? = nil) throws -> (status: Int32, output: String, errors: String) {
        var environment = ["KINEMA_CACHE": scratch.appendingPathComponent("cache").path]
        if let path { environment["PATH"] = path }
        return try KinemaBinary.run(arguments, in: Self.fixtures.appendingPathComponent(folder), environment: environment)
    }

    @Test func listsTheViewsFilesDeclare() throws {
        let result = try kinema(["list", "."])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "app\tOrbitApp\tOrbitApp.swift:3",
            "view\tOrbitView\tOrbitView.swift:4",
            "preview\tOrbit\tOrbitView.swift:25",
            "view\tPulseButton\tPulseButton.swift:4",
            "previewProvider\tPulseButton_Previews\tPulseButton.swift:24",
            "needs arguments\tTitled\tPulseButton.swift",
        ])
    }

    @Test func checkReportsWhatCompilesRunsAndIsMissing() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let good = try kinema(["check", "."])
        #expect(good.status == 0, "\(good.errors)")
        #expect(good.output.hasSuffix("3 of 3 files compile, 3 run\n"))

        let mixed = try kinema(["check", ".", "--report", scratch.appendingPathComponent("report.json").path], in: "Mixed")
        #expect(mixed.status == 1)
        let lines = mixed.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        #expect(lines[0] == "error Dependent.swift: needs files that do not compile: Card (:4)")
        #expect(lines[1].hasPrefix("ok    Diagnostic.swift: runs MissingPicture; DuplicateIDs: reports duplicateIdentifier"), "\(lines[1])")
        #expect(lines[1].contains("; warning: missingImage: image 'no-such-picture'"), "a missing asset is a warning: \(lines[1])")
        #expect(lines[2] == "ok    Good.swift: runs Good, Same")
        #expect(lines[3] == "error Missing.swift: TextEditor (:9), .sheet (:12)")
        #expect(lines[4] == "error Syntax.swift: expected ')' in expression list (:6)")
        #expect(lines[5] == "ok    Traps.swift; Same: traps at run time (signal 4); Traps: traps at run time (signal 4)")
        #expect(lines[6] == "3 of 6 files compile, 1 run; missing: .sheet (1 file), TextEditor (1 file)", "Diagnostic.swift has a view that reports")
        let data = try Data(contentsOf: scratch.appendingPathComponent("report.json"))
        let report = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect((report?["files"] as? [Any])?.count == 6)
    }

    /// What Swift 5 mode lets through on iOS compiles here too: a timer block that changes a
    /// view's state, `Angle` added to in place.
    @Test func swift5ModeCodeCompilesUnchanged() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let check = try kinema(["check", "."], in: "Swift5")
        #expect(check.status == 0, "\(check.output) \(check.errors)")
        #expect(check.output.hasSuffix("1 of 1 file compiles, 1 run\n"), "\(check.output)")
    }

    /// Xcode's asset symbols (`.studioPurple`, `Image(.heroImage)`) are generated from the
    /// catalog beside the files, and draw the set's colour.
    @Test func assetSymbolsAreGeneratedFromTheCatalog() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let check = try kinema(["check", "."], in: "Symbols")
        #expect(check.status == 0, "\(check.output) \(check.errors)")
        #expect(check.output.hasSuffix("1 of 1 file compiles, 1 run\n"), "\(check.output)")
        #expect(check.output.contains("warning: missingImage: image 'hero-image'"), "the set has no picture")
        let result = try kinema(["record", ".", "--fps", "10", "--duration", "0.1", "--width", "20", "--height", "20",
                                 "--no-safe-area", "--format", "png", "-o", scratch.appendingPathComponent("swatch").path], in: "Symbols")
        #expect(result.status == 0, "\(result.errors)")
        let folder = scratch.appendingPathComponent("swatch-frames")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().first)
        let canvas = try PixelCanvas(pngData: Array(Data(contentsOf: folder.appendingPathComponent(name))))
        for point in [(2, 2), (10, 10)] {
            let pixel = try #require(canvas.pixel(x: point.0, y: point.1))
            #expect(abs(pixel.red - 0.4) < 0.01 && pixel.green < 0.01 && abs(pixel.blue - 0.8) < 0.01, "\(pixel)")
        }
    }

    /// `kinema record FILE` shows what recording the same view in code shows, frame for frame.
    @Test func wallClockCallbacksPlayAtTheirMomentsInARecording() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The file imports Foundation as well as SwiftUI, as many do.
        let result = try kinema(["record", ".", "--fps", "10", "--duration", "1.2", "--width", "20", "--height", "20",
                                 "--no-safe-area", "--format", "png", "-o", scratch.appendingPathComponent("clock").path], in: "Clock")
        #expect(result.status == 0, "\(result.errors)")
        let folder = scratch.appendingPathComponent("clock-frames")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let colours = try names.map { name -> String in
            let canvas = try PixelCanvas(pngData: Array(Data(contentsOf: folder.appendingPathComponent(name))))
            let pixel = try #require(canvas.pixel(x: 10, y: 10))
            return pixel.green > pixel.red ? "G" : "R"
        }
        // Frames at 0, 0.1 … 1.1 s: red until asyncAfter's 0.5 s, green until the timer's second
        // tick at 0.8 s, red after.
        #expect(colours.joined() == "RRRRRGGGRRRR")
    }

    @MainActor
    @Test func recordingAFileGivesTheFramesOfRecordingTheViewInCode() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = "tap pulse; wait 0.6"
        let cli = try kinema(["record", ".", "--view", "PulseButton_Previews", "--script", script, "--fps", "10",
                              "--width", "300", "--height", "240", "--format", "png", "-o", scratch.appendingPathComponent("cli").path])
        #expect(cli.status == 0, "\(cli.errors)")
        #expect(cli.output.contains(scratch.appendingPathComponent("cli-frames").path))

        AssetCatalog.register(AssetCatalog(url: Self.fixtures.appendingPathComponent("Orbit/Assets.xcassets")))
        // Your own views run on an iPhone 15 unless told: its status bar's and home indicator's insets.
        let host = HeadlessHost(
            PulseButton_Previews.previews, size: CGSize(width: 300, height: 240),
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), textMeasurer: PangoTextMeasurer())
        let recorder = Recorder(host: host, frameRate: 10, scale: 1, progress: .never)
        let inCode = scratch.appendingPathComponent("code-frames")
        try recorder.record(try RecordingScript(parsing: script), to: [PNGSequenceSink(directory: inCode.path)])

        let names = try FileManager.default.contentsOfDirectory(atPath: inCode.path).sorted()
        #expect(names.count == 6)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("cli-frames").path).sorted() == names)
        for name in names {
            let ours = try Data(contentsOf: scratch.appendingPathComponent("cli-frames/\(name)"))
            #expect(ours == (try Data(contentsOf: inCode.appendingPathComponent(name))), "\(name)")
        }
        // The button drew in the asset catalog's colour, and grew.
        #expect(host.item("pulse")?.color?.red == Float(0.9))
        #expect((host.item("pulse")?.transform.a ?? 1) > 1.2)
    }

    /// README's walkthrough: a preview named after its view is the one the name means.
    @Test func aPreviewNamedAfterItsViewIsTheOneMeant() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let check = try kinema(["check", "."], in: "Named")
        #expect(check.output == "ok    Badge.swift: runs Badge (:19), Badge (:3)\nok    Hidden.swift: runs Hidden\n"
                + "ok    Literal.swift: runs Literal, Literal_Previews\n3 of 3 files compile, 3 run\n",
                "a preview of a fileprivate view runs too")
        let output = scratch.appendingPathComponent("badge").path
        let record = try kinema(["record", ".", "--view", "Badge", "--script", "tap badge; wait 0.2", "--fps", "10",
                                 "--width", "200", "--height", "200", "-o", output + ".gif"], in: "Named")
        #expect(record.status == 0, "\(record.errors)")
        #expect(record.output == "Recorded Badge: 2 frames, 0.20 s, 200×200 pixels\n  \(output).gif\n")
        #expect(FileManager.default.fileExists(atPath: output + ".gif"))
    }

    @Test func badInputFailsInOneClearLine() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let missing = try kinema(["check", "no/such/folder"])
        #expect(missing.status != 0 && missing.errors == "Error: there is no file or folder at 'no/such/folder'\n")

        let syntax = try kinema(["record", "Syntax.swift"], in: "Mixed")
        #expect(syntax.status != 0)
        #expect(syntax.errors.hasPrefix("Error: no file compiles against Kinema:"))
        #expect(syntax.errors.contains("Syntax.swift: expected ')' in expression list (:6)"))

        let output = scratch.appendingPathComponent("trap").path
        let trap = try kinema(["record", "Traps.swift", "--view", "Traps", "-o", output], in: "Mixed")
        #expect(trap.status != 0 && trap.errors.hasPrefix("Error: the view 'Traps' trapped at run time (signal 4)"))
        #expect(trap.errors.contains("Index out of range") && trap.errors.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: output + ".gif"), "no half-written file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix(".kinema-partial") }.isEmpty)

        let needsArguments = try kinema(["record", ".", "--view", "Titled"])
        #expect(needsArguments.status != 0)
        #expect(needsArguments.errors == "Error: 'Titled' (PulseButton.swift) needs arguments to be made, so Kinema cannot make it alone; run a #Preview that makes it, such as #Preview { Titled(…) }\n")

        let twice = try kinema(["record", "Good.swift", "Traps.swift", "--view", "Same"], in: "Mixed")
        #expect(twice.status != 0)
        #expect(twice.errors == "Error: 'Same' names 2 views (Good.swift:9, Traps.swift:11); choose one with --view FILE:LINE\n")

        let noToolchain = try kinema(["check", "."], path: "/nonexistent")
        #expect(noToolchain.status != 0)
        #expect(noToolchain.errors.hasPrefix("Error: no Swift toolchain on PATH"))
    }
}
