import ArgumentParser
internal import CKinemaHooks
import Foundation
import Kinema
import KinemaPreview
import KinemaRender
import KinemaUserViews

/// The command line of a program Kinema builds from your files: `list`, `record`, `preview` and
/// `render` of the views it holds. The `kinema` command runs it; you need not. This is the body
/// of ``runUserViews(_:)``, which the generated program calls by its symbol.
@_silgen_name("kinema_run_user_views")
@MainActor
public func runUserViewsCommand(_ views: [UserView]) -> Never {
    UserViewCommand.views = views
    let environment = ProcessInfo.processInfo.environment
    // Started by `kinema`: ends with it, however it ends (stopped, killed, interrupted).
    if let parent = environment["KINEMA_PARENT_PID"].flatMap(Int32.init) { ckinema_exit_with_parent(parent) }
    // KINEMA_BODY_TIMEOUT: seconds, a positive number; anything else counts as 5.
    startWatchdog(timeout: environment["KINEMA_BODY_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 5)
    let catalogs = ProcessInfo.processInfo.environment["KINEMA_ASSET_CATALOGS"] ?? ""
    for path in catalogs.split(separator: ":") { AssetCatalog.register(AssetCatalog(url: URL(fileURLWithPath: String(path)))) }
    let fonts = (ProcessInfo.processInfo.environment["KINEMA_APP_FONTS"] ?? "").split(separator: ":").map(String.init)
    for path in AppFonts.register(fonts) { FileHandle.standardError.write(Data("kinema: \(path) is not a font that can be read; left out\n".utf8)) }
    Task {
        await UserViewCommand.main()
        exit(0)
    }
    dispatchMain()
}

/// Finds the view `--view` names: by `FILE:LINE`, as `kinema` passes it, or by a name that only
/// one view has.
enum ViewChoice {
    static func choose(_ name: String?, in views: [UserView]) throws -> UserView {
        let matches = views.filter { name == nil || "\($0.file):\($0.line)" == name || $0.name == name }
        guard matches.count == 1 else {
            throw ValidationError("--view must name one of \(views.map { "'\($0.name)' (\($0.file):\($0.line))" }.joined(separator: ", "))")
        }
        return matches[0]
    }
}

@available(macOS 10.15, macCatalyst 13, iOS 13, tvOS 13, watchOS 6, *)
struct UserViewCommand: AsyncParsableCommand {
    @MainActor static var views: [UserView] = []

    static let configuration = CommandConfiguration(
        commandName: "kinema-user-views",
        abstract: "The views of your files, built by `kinema`.",
        subcommands: [ListViews.self, RecordView.self, PreviewView.self, RenderView.self]
    )

    struct ListViews: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the views, one per line: kind, name, file:line (tab-separated).")

        func run() async {
            await MainActor.run {
                for view in UserViewCommand.views { print("\(view.kind.rawValue)\t\(view.name)\t\(view.file):\(view.line)") }
            }
        }
    }

    struct RecordView: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "record", abstract: "Record a view.")
        @Option var view: String?
        @OptionGroup var options: RecordOptions

        func run() async throws {
            let (view, options) = (view, options)
            try await MainActor.run {
                let chosen = try ViewChoice.choose(view, in: UserViewCommand.views)
                RunningView.name = chosen.name
                // (Set before the view is made: a view may read UIScreen.main as it is made.)
                HeadlessHost.screenSize = options.window(size: UserViewDefaults.size, defaultDevice: UserViewDefaults.device).size
                try options.record(
                    chosen.make(), name: chosen.name, size: UserViewDefaults.size, defaultDevice: UserViewDefaults.device,
                    defaultScript: UserViewDefaults.script)
            }
        }
    }

    struct PreviewView: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "preview", abstract: "Run a view live in the browser beside the animation inspector.")
        @Option var view: String?
        @Option var port: UInt16 = 8080
        @Option var host = "127.0.0.1"
        @Option(name: .customLong("max-pages")) var maxPages = 16
        @Option var width: Double?
        @Option var height: Double?
        @Option(help: AppearanceOption.help) var appearance: AppearanceOption = .light
        @Option(help: DeviceOption.help) var device: DeviceOption?
        @Flag(name: .customLong("no-safe-area")) var noSafeArea = false
        @Flag(help: "Take build statuses (JSON lines) and `reload` from standard input; end when it closes.")
        var control = false
        @Option(name: .customLong("halted-status"), help: "Do not run the view: serve pages this status (a JSON file) over the picture they have.")
        var haltedStatus: String?

        func run() async throws {
            let (view, port, appearance, control) = (view, port, appearance, control)
            let halted = try haltedStatus.map { try JSONDecoder().decode(BuildStatus.self, from: Data(contentsOf: URL(fileURLWithPath: $0))) }
            let (size, insets) = DeviceOption.window(
                size: UserViewDefaults.size, device: device ?? UserViewDefaults.device, width: width, height: height, safeArea: nil,
                noSafeArea: noSafeArea)
            let configuration = PreviewServer.Configuration(maximumClients: maxPages, host: host)
            let (server, name) = try await MainActor.run {
                let chosen = try ViewChoice.choose(view, in: UserViewCommand.views)
                RunningView.name = chosen.name
                HeadlessHost.screenSize = size
                // Halted (the view trapped), a stand-in serves the pages the status, not the view.
                let root = halted == nil ? chosen.make() : AnyView(EmptyView())
                let host = HeadlessHost(
                    root, size: size, safeAreaInsets: insets, textMeasurer: PangoTextMeasurer(), startDate: Date(),
                    systemColorScheme: appearance.colorScheme)
                let server = PreviewServer(host: host, configuration: configuration)
                server.setChoices(UserViewCommand.views.map { PreviewChoice(name: $0.name, kind: $0.kind.rawValue, location: "\($0.file):\($0.line)") },
                                  current: "\(chosen.file):\(chosen.line)")
                if let halted {
                    server.isHalted = true
                    server.show(halted)
                }
                if control {
                    server.onChooseView = { location in
                        // `kinema` restarts the program on the view chosen.
                        FileHandle.standardOutput.write(Data("kinema-choose-view\t\(location)\n".utf8))
                    }
                    ControlInput.start(server)
                }
                return (server, chosen.name)
            }
            FileHandle.standardOutput.write(Data("Previewing \(name) on \(try await server.start(port: port))\n".utf8))
            try await server.run(port: port)
        }
    }

    /// Shows a view's first frame and reports what went wrong: how `kinema check` tells which
    /// views run. Exits with 1 when the view reported diagnostics.
    struct RenderView: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "render", abstract: "Render a view's first frame; report its diagnostics.")
        @Option var view: String?
        @Option var width: Double?
        @Option var height: Double?
        @Option(help: "Write the frame to this PNG file.") var output: String?

        func run() async throws {
            let (view, width, height, output) = (view, width, height, output)
            try await MainActor.run {
                let chosen = try ViewChoice.choose(view, in: UserViewCommand.views)
                RunningView.name = chosen.name
                let size = CGSize(width: width ?? UserViewDefaults.size.width, height: height ?? UserViewDefaults.size.height)
                HeadlessHost.screenSize = size
                let host = HeadlessHost(chosen.make(), size: size, textMeasurer: PangoTextMeasurer())
                let renderer = DisplayListRenderer()
                let canvas = try renderer.render(host.displayList, size: size, scale: 1, background: PixelColor(host.windowBackground))
                if let output { try canvas.writePNG(to: output) }
                // What the app bundles and the folder lacks (an image, a font, a symbol Kinema
                // has no glyph for) is drawn as SwiftUI draws it missing, and a UIKit view as a
                // placeholder: a warning, not a failure.
                let assetKinds: Set<KinemaDiagnostic.Kind> = [.missingImage, .missingFont, .missingSymbol, .uiKitView]
                let all = host.diagnostics + renderer.diagnostics
                var warned: Set<String> = []
                for warning in all.filter({ assetKinds.contains($0.kind) }) where warned.insert(warning.message).inserted {
                    print("warning\t\(warning)")
                }
                let problems = all.filter { !assetKinds.contains($0.kind) }
                for problem in problems { print("diagnostic\t\(problem)") }
                if !problems.isEmpty { throw ExitCode(1) }
            }
        }
    }
}

/// Ends the program when a view's body has not returned for `timeout` seconds, saying which:
/// its main thread is stuck for good, and `kinema` reports the last `error:` line it printed.
private func startWatchdog(timeout: TimeInterval) {
    BodyWatchdog.start(timeout: timeout) { type in
        let view = RunningView.name.map { " (running the view '\($0)')" } ?? ""
        let seconds = timeout.formatted(.number.precision(.fractionLength(0...1)))
        let message = "error: the body of '\(type)' has not returned in \(seconds) s\(view): a body must return a view (a loop such as `while true` never does); stopped\n"
        FileHandle.standardError.write(Data(message.utf8))
        // The main thread is stuck: end without waiting for it.
        _exit(3)
    }
}

/// The name of the view the program runs, for the watchdog's message.
enum RunningView {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored: String?

    static var name: String? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
