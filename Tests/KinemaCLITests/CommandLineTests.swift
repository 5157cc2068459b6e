import ArgumentParser
import Foundation
import Kinema
@testable import KinemaCLI
import KinemaUserRunner
import KinemaExamples
import KinemaExport
import Testing
import KinemaTestSupport

/// The `kinema` command's parsing and validation, and the built binary's exit codes.
struct CommandLineTests {
    func record(_ arguments: [String]) throws -> RecordCommand {
        let command = try KinemaCommand.parseAsRoot(["record"] + arguments)
        return try #require(command as? RecordCommand)
    }

    @Test func parsesARecording() throws {
        let command = try record([
            "pet-poll", "--format", "gif", "--format", "mp4", "--width", "400", "--scale", "2",
            "--fps", "24", "--duration", "3", "--output", "out/pets", "--timeline", "--safe-area", "59,0,34,0",
        ])
        #expect(command.options.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(command.example == "pet-poll")
        #expect(command.options.formats == [.gif, .mp4])
        #expect(command.options.width == 400 && command.options.height == nil)
        #expect(command.options.scale == 2 && command.options.fps == 24 && command.options.duration == 3)
        #expect(command.options.output == "out/pets" && command.options.timeline)
        #expect(command.options.appearance == .light, "light unless asked, as a simulator starts")
    }

    @Test func takesTheSystemsAppearanceAndPassesItOn() throws {
        let command = try record(["pet-poll", "--appearance", "dark"])
        #expect(command.options.appearance.colorScheme == .dark)
        // What a program built from your files is given.
        let arguments = command.options.arguments(output: nil)
        let index = try #require(arguments.firstIndex(of: "--appearance"))
        #expect(arguments[index + 1] == "dark")
        let preview = try #require(try KinemaCommand.parseAsRoot(["preview", "pet-poll", "--appearance", "dark"]) as? PreviewCommand)
        #expect(preview.appearance == .dark)
    }

    @Test func yourOwnViewsRunOnAnIPhoneWithItsSafeArea() throws {
        let iPhone = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let plain = try record(["pet-poll"]).options
        #expect(plain.window(size: CGSize(width: 440, height: 600), defaultDevice: nil) == (CGSize(width: 440, height: 600), EdgeInsets()),
                "an example keeps its own window")
        #expect(plain.window(size: CGSize(width: 1, height: 1), defaultDevice: .iPhone15) == (CGSize(width: 393, height: 852), iPhone))
        let se = try record(["pet-poll", "--device", "iphone-se", "--width", "320"]).options
        #expect(se.window(size: .zero, defaultDevice: .iPhone15) == (CGSize(width: 320, height: 667), EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)))
        let whole = try record(["pet-poll", "--no-safe-area"]).options
        #expect(whole.window(size: .zero, defaultDevice: .iPhone15).safeAreaInsets == EdgeInsets())
        #expect(whole.arguments(output: nil).contains("--no-safe-area"))
        #expect(se.arguments(output: nil).contains("iphone-se"))
    }

    @Test func defaultsToAGIFNamedAfterTheExample() throws {
        let command = try record(["podium"])
        #expect(command.options.formats == [.gif])
        #expect(command.options.output == nil)
        #expect(command.options.fps == 30 && command.options.scale == 1)
    }

    @Test func takesTheFormatFromTheOutputExtension() throws {
        let command = try record(["shapes", "--output", "clips/shapes.webp"])
        #expect(command.options.formats == [.webp])
        #expect(command.options.output == "clips/shapes")
        #expect(RecordingFileFormat.png.path(forOutput: "clips/shapes") == "clips/shapes-frames")
    }

    @Test(arguments: [
        (["unicorns"], "there is no example 'unicorns'"),
        (["pet-poll", "--format", "avi"], "avi"),
        (["pet-poll", "--fps", "0"], "--fps must be"),
        (["pet-poll", "--fps", "nan"], "--fps must be"),
        (["pet-poll", "--width=-3"], "--width must be"),
        (["pet-poll", "--height", "inf"], "--height must be"),
        (["pet-poll", "--scale", "100"], "--scale must be"),
        (["pet-poll", "--safe-area", "59,0,34"], "--safe-area must be"),
        (["pet-poll", "--safe-area", "59,0,-1,0"], "--safe-area must be"),
        (["pet-poll", "--duration", "0"], "--duration must be"),
        (["pet-poll", "--script", "tap a", "--script-file", "s.txt"], "not both"),
        (["pet-poll", "--script", "jump around"], "the script has a mistake"),
        (["pet-poll", "--script-file", "/no/such/script.txt"], "cannot read the script file"),
        (["pet-poll", "--output", "a.gif", "--format", "mp4"], "--output ends in .gif"),
        (["pet-poll", "--output", "out/"], "--output must name a file path"),
        (["pet-poll", "--colour", "red"], "--colour"),
        (["pet-poll", "--appearance", "dim"], "--appearance"),
        (["pet-poll", "--device", "nokia-3310"], "--device"),
        (["pet-poll", "--no-safe-area", "--safe-area", "1,1,1,1"], "not both"),
        ([], "example"),
    ])
    func rejectsBadArguments(arguments: [String], message: String) {
        #expect {
            try KinemaCommand.parseAsRoot(["record"] + arguments)
        } throws: { error in
            KinemaCommand.message(for: error).contains(message) && KinemaCommand.exitCode(for: error) != .success
        }
    }

    @Test func rejectsAnUnknownCommand() {
        #expect(throws: (any Error).self) { try KinemaCommand.parseAsRoot(["dance"]) }
    }

    @Test func durationCutsOrExtendsTheScript() throws {
        let script = try RecordingScript(parsing: "tap a; wait 1; tap b; wait 1; action c; wait 1")
        #expect(script.fitted(to: 1.5) == RecordingScript([.tap("a"), .wait(1), .tap("b"), .wait(0.5)]))
        #expect(script.fitted(to: 2) == RecordingScript([.tap("a"), .wait(1), .tap("b"), .wait(1)]))
        #expect(script.fitted(to: 4) == RecordingScript([.tap("a"), .wait(1), .tap("b"), .wait(1), .action("c"), .wait(1), .wait(1)]))
        #expect(try record(["podium", "--duration", "1"]).options.playedScript(default: "tap turn; wait 3").duration == 1)
    }

    @MainActor
    @Test func timelinePlotsNamedViewsWithOneFrameEach() throws {
        let poll = PetPoll()
        let host = HeadlessHost(PetPollView(poll: poll), size: CGSize(width: 440, height: 600))
        try host.tap("avatar-cat")
        try host.tap("vote-fish")
        try host.tap("vote-fish")
        host.advance(by: 0.1)
        let samples = RecordOptions.samples(host)
        let views = Set(samples.map(\.view))
        #expect(views.isSuperset(of: ["avatar-cat", "avatar-fish", "avatar-bunny"]))
        #expect(samples.contains { $0.view == "avatar-cat" && $0.property == "scaleEffect" })
        #expect(host.animatingAttributes.contains { $0.identifier == nil }, "unnamed views animate too")
        for view in views {
            #expect(samples.filter { $0.view == view && $0.property.hasSuffix("frame") }.count <= 1, "\(view) has one frame track")
        }
    }

    // MARK: The built binary

    func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try KinemaBinary.run(arguments)
    }

    @Test func binaryListsTheExamples() throws {
        let result = try run(["list"])
        #expect(result.status == 0)
        #expect(result.output.contains("pet-poll") && result.output.contains("placement"))
    }

    @Test func binaryFailsClearlyOnBadArguments() throws {
        let result = try run(["record", "unicorns"])
        #expect(result.status != 0)
        #expect(result.errors.contains("there is no example 'unicorns'"))
        let badFPS = try run(["record", "pet-poll", "--fps", "-1"])
        #expect(badFPS.status != 0)
        #expect(badFPS.errors.contains("--fps"))
    }

    @Test func binaryRecordsPNGFrames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("poll").path
        let result = try run(["record", "pet-poll", "--script", "tap avatar-cat; wait 0.2", "--fps", "10", "--format", "png", "--output", output])
        #expect(result.status == 0, "\(result.errors)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: output + "-frames")
        #expect(frames.count == 2)
        let failed = try run(["record", "pet-poll", "--script", "tap avatar-unicorn; wait 0.2", "--format", "png", "--output", output])
        #expect(failed.status != 0)
        #expect(failed.errors.contains("avatar-unicorn"))
    }
}
