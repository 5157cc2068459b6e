import ArgumentParser
import Foundation
import KinemaExamples
import KinemaPreview
import KinemaUserCode
import KinemaUserRunner

/// `kinema preview`: runs an example, or a view of your own files, live in the browser beside
/// the animation inspector.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Run an example, or a view of your own Swift files, live in the browser (http://127.0.0.1:PORT).",
        discussion: """
        Examples:
          kinema preview pet-poll
          kinema preview MyApp/ContentView.swift --view "Two badges" --port 8081

        With your own files, the page follows your saves: each save is built again and the \
        page shows the new view (or the compiler's errors over the last good frame).
        """
    )

    @Argument(help: ArgumentHelp("An example (see `kinema list`), or Swift files and folders of your own.", valueName: "example-or-files"))
    var targets: [String]

    @Option(help: "Which view of your files to run: a preview's name, a view type, or FILE:LINE.")
    var view: String?

    @Option(help: "The port to listen on.")
    var port: UInt16 = 8080

    @Option(help: "The address to listen on. Anything but 127.0.0.1 lets other machines drive the app (a warning is printed).")
    var host = "127.0.0.1"

    @Option(name: .customLong("max-pages"), help: "How many pages may watch at once; more are refused with a message.")
    var maxPages = 16

    @Option(help: "The window's width in points.")
    var width: Double?

    @Option(help: "The window's height in points.")
    var height: Double?

    @Option(help: AppearanceOption.help)
    var appearance: AppearanceOption = .light

    @Option(help: DeviceOption.help)
    var device: DeviceOption?

    @Option(name: .customLong("compile-time-limit"), help: "Seconds a build of your files may take before it is stopped and reported.")
    var compileTimeLimit: Double = 120

    @Flag(name: .customLong("no-safe-area"), help: "Lay a view of your own out in the whole window, without the device's status bar and home indicator.")
    var noSafeArea = false

    /// The server's configuration the options give.
    private var configuration: PreviewServer.Configuration {
        PreviewServer.Configuration(maximumClients: maxPages, host: host)
    }

    func validate() throws {
        guard !targets.isEmpty else { throw ValidationError("name an example or Swift files of your own") }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && (1.0...8192).contains(value)) {
                throw ValidationError("\(name) must be a number of points from 1 to 8192, not \(value)")
            }
        }
        guard compileTimeLimit.isFinite, compileTimeLimit >= 1 else {
            throw ValidationError("--compile-time-limit must be a number of seconds of at least 1, not \(compileTimeLimit)")
        }
        guard (1...1024).contains(maxPages) else { throw ValidationError("--max-pages must be from 1 to 1024, not \(maxPages)") }
        guard !host.isEmpty, !host.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F }) else {
            throw ValidationError("--host must be an address such as 127.0.0.1 or 0.0.0.0")
        }
        if targets.count == 1, UserSources.isExampleName(targets[0]), !ExampleCatalog.names.contains(targets[0]) {
            throw ValidationError("there is no example '\(targets[0])', nor a file or folder of that name")
        }
    }

    func run() throws {
        if targets.count == 1, UserSources.isExampleName(targets[0]) {
            let (name, port, width, height, configuration, appearance) = (targets[0], port, width, height, configuration, appearance)
            try MainActor.assumeIsolated {
                guard let example = ExampleCatalog.example(named: name) else { throw ValidationError("there is no example '\(name)'") }
                let size = CGSize(width: width ?? example.size.width, height: height ?? example.size.height)
                let server = PreviewServer(
                    rootView: example.rootView, size: size, configuration: configuration, systemColorScheme: appearance.colorScheme)
                // The server runs until the process is stopped, on the main queue.
                Task {
                    do {
                        print("Previewing \(name) on \(try await server.start(port: port))")
                        try await server.run(port: port)
                    } catch {
                        FileHandle.standardError.write(Data("kinema preview: \(error)\n".utf8))
                        Foundation.exit(1)
                    }
                }
            }
            dispatchMain()
        } else {
            var window = ["--appearance", appearance.rawValue]
            if let width { window += ["--width", "\(width)"] }
            if let height { window += ["--height", "\(height)"] }
            if let device { window += ["--device", device.rawValue] }
            if noSafeArea { window.append("--no-safe-area") }
            try UserCodeCommand.preview(targets, view: view, port: port, host: host, maxPages: maxPages, window: window,
                                        compileTimeLimit: compileTimeLimit)
        }
    }
}
