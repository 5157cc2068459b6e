import ArgumentParser
import Foundation
import Kinema
import KinemaUserCode
import KinemaUserRunner

/// What `kinema` does with your own Swift files: find their views, check what compiles, build
/// a program of what does, and run its commands.
enum UserCodeCommand {
    /// Files gathered, scanned and checked; the program built from those that compile.
    struct Prepared {
        var sources: UserSources
        var scanned: [ScannedFile]
        var check: UserBuild.Check
        var build: UserBuild
        var program: UserBuild.Program?
    }

    /// Gathers, scans and checks the files at `targets`; builds the program when `link`.
    ///
    /// - Parameter timeLimit: Seconds each compiler run may take before it is stopped and its
    ///   files reported as not finishing.
    static func prepare(_ targets: [String], link: Bool, timeLimit: TimeInterval = 300) throws -> Prepared {
        let sources: UserSources
        do { sources = try UserSources(paths: targets) } catch let problem as UserSources.Problem {
            throw UserCodeFailure(problem.description)
        }
        for note in sources.skipped { FileHandle.standardError.write(Data("kinema: note: \(note)\n".utf8)) }
        let scanned = try sources.files.map { path in
            SourceScanner.scan(source: try String(contentsOfFile: path, encoding: .utf8), path: path)
        }
        let toolchain: Toolchain, runtime = KinemaRuntime()
        do {
            toolchain = try Toolchain()
            try runtime.ensureBuilt(toolchain: toolchain)
        } catch let error as UserCodeError {
            throw UserCodeFailure(error.description)
        }
        var build = UserBuild(toolchain: toolchain, runtime: runtime)
        build.assetCatalogs = catalogs(for: sources).map(\.url)
        build.timeLimit = timeLimit
        let runnable = scanned.filter { !$0.hasTopLevelCode }.map(\.path)
        var check = try build.check(runnable)
        for file in scanned where file.hasTopLevelCode {
            check.errors[file.path] = [CompilerDiagnostic(file: file.path, line: 0, severity: .error,
                                                          message: "top-level code (main.swift) cannot be built with Kinema's entry point")]
        }
        var prepared = Prepared(sources: sources, scanned: scanned, check: check, build: build)
        if link, !check.compiling.isEmpty {
            do {
                prepared.program = try build.program(check.compiling, scanned: scanned, assetSymbols: check.assetSymbols)
            } catch let error as UserCodeError {
                throw UserCodeFailure(error.description)
            }
        }
        return prepared
    }

    /// The asset catalogs in the files' folders and the two folders above each.
    static func catalogs(for sources: UserSources) -> [AssetCatalog] {
        var found: [AssetCatalog] = []
        for folder in sources.folders {
            var url = URL(fileURLWithPath: folder)
            for _ in 0..<3 {
                if let items = try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) {
                    found += items.filter { $0.pathExtension == "xcassets" }.map { AssetCatalog(url: $0) }
                }
                url.deleteLastPathComponent()
            }
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.url.path).inserted }
    }

    /// The font files the app ships: `.ttf`, `.otf` and `.ttc` files in the files' folders and
    /// the folders below them (as Xcode bundles those `UIAppFonts` names), at most 200.
    static func fonts(for sources: UserSources) -> [String] {
        var found: [String] = []
        for folder in sources.folders {
            guard let walk = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
            else { continue }
            for case let url as URL in walk where ["ttf", "otf", "ttc"].contains(url.pathExtension.lowercased()) {
                found.append(url.standardizedFileURL.path)
                if found.count == 200 { break }
            }
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0).inserted }
    }

    /// The environment the program runs in: the asset catalogs and fonts it registers.
    static func environment(for sources: UserSources) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        // A view that traps says why in one line, without a backtrace.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // The program ends with `kinema`, even when it is killed (see ckinema_exit_with_parent).
        environment["KINEMA_PARENT_PID"] = "\(getpid())"
        environment["KINEMA_ASSET_CATALOGS"] = catalogs(for: sources).map(\.url.path).joined(separator: ":")
        environment["KINEMA_APP_FONTS"] = fonts(for: sources).joined(separator: ":")
        return environment
    }

    /// The program, or the reason there is none: what failed to compile.
    static func program(of prepared: Prepared) throws -> UserBuild.Program {
        if let program = prepared.program { return program }
        let report = CheckCommand.report(prepared, runs: [:])
        throw UserCodeFailure("no file compiles against Kinema:\n" + report.text(relativeTo: FileManager.default.currentDirectoryPath))
    }

    /// Records a view: the program writes its files beside a temporary name, which become the
    /// real names only when it succeeds, so a failure leaves no half-written file.
    static func record(_ targets: [String], view: String?, options: RecordOptions) throws {
        let prepared = try prepare(targets, link: true)
        let program = try program(of: prepared)
        let chosen = try choose(view, in: program, scanned: prepared.scanned)
        let compiled = prepared.scanned.filter { prepared.check.compiling.contains($0.path) }
        for note in CheckReport.offClockNotes(compiled.map { ($0.path, $0.offClock) }, relativeTo: FileManager.default.currentDirectoryPath) {
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
        let name = chosen.name
        let base = options.output ?? name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "-" }.map(String.init).joined()
        let final = URL(fileURLWithPath: base)
        let staging = final.deletingLastPathComponent().appendingPathComponent(".kinema-partial-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        let temporary = staging.appendingPathComponent(final.lastPathComponent).path
        let arguments = ["record", "--view", chosen.location] + options.arguments(output: temporary)
        let result = try prepared.build.toolchain.run(program.executable, arguments, environment: environment(for: prepared.sources))
        guard result.status == 0 else {
            throw UserCodeFailure(failure(of: name, result))
        }
        for item in try FileManager.default.contentsOfDirectory(atPath: staging.path) {
            let destination = final.deletingLastPathComponent().appendingPathComponent(item)
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.moveItem(at: staging.appendingPathComponent(item), to: destination)
        }
        for line in result.output.replacingOccurrences(of: temporary, with: base).split(separator: "\n") {
            if line.hasPrefix("warning:") {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            } else {
                print(line)
            }
        }
    }

    /// Runs a view live in the browser, building the files again on each save; `window` are the
    /// options of its window (size, device, safe area, appearance), passed on to the program
    /// built from the files.
    static func preview(_ targets: [String], view: String?, port: UInt16, host: String, maxPages: Int, window: [String],
                        compileTimeLimit: TimeInterval) throws -> Never {
        let supervisor = PreviewSupervisor(
            targets: targets, view: view, port: port, options: ["--host", host, "--max-pages", "\(maxPages)"] + window,
            compileTimeLimit: compileTimeLimit)
        try supervisor.run()
    }

    /// The view `--view` names (a name or FILE:LINE), or the one Kinema picks without it; a clear
    /// error when the name is unknown or names several views.
    static func choose(_ view: String?, in program: UserBuild.Program, scanned: [ScannedFile]) throws -> DeclaredView {
        let views = program.views
        guard !views.isEmpty else {
            throw UserCodeFailure("the files declare no view Kinema can run (a #Preview, a PreviewProvider, an App, or a View with init())")
        }
        guard let view else {
            // Xcode's canvas shows a file's first preview; with no choice, so does Kinema.
            return views.first { $0.kind == .preview || $0.kind == .previewProvider } ?? views[0]
        }
        let located = views.filter { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)" == view || "\($0.file):\($0.line)" == view }
        if let match = located.first { return match }
        let named = views.filter { $0.name == view }
        if named.count == 1 { return named[0] }
        // A preview named after its view (`#Preview("Badge") { Badge() }`) is the one meant.
        let previews = named.filter { $0.kind == .preview || $0.kind == .previewProvider }
        if previews.count == 1 { return previews[0] }
        if named.isEmpty, let file = scanned.first(where: { $0.viewsNeedingArguments.contains(view) }) {
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            throw UserCodeFailure("'\(view)' (\(name)) needs arguments to be made, so Kinema cannot make it alone; run a #Preview that makes it, such as #Preview { \(view)(…) }")
        }
        if named.isEmpty {
            throw UserCodeFailure("no view is named '\(view)'; the files declare \(views.map { "'\($0.name)'" }.joined(separator: ", "))")
        }
        let places = named.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)" }
        throw UserCodeFailure("'\(view)' names \(named.count) views (\(places.joined(separator: ", "))); choose one with --view FILE:LINE")
    }

    /// A sentence for a program that failed: trapped, or said why.
    static func failure(of name: String, _ result: Toolchain.Result) -> String {
        if result.status < 0 {
            let reason = result.output.split(separator: "\n").first { $0.contains("Fatal error") }
                .map { ": " + $0.split(separator: ": ").dropFirst().joined(separator: ": ") } ?? ""
            return "the view '\(name)' trapped at run time (signal \(-result.status))\(reason)"
        }
        let said = result.output.split(separator: "\n").last { $0.hasPrefix("Error:") || $0.hasPrefix("error:") }
        return "the view '\(name)' could not be run: \(said.map(String.init) ?? "exit status \(result.status)")"
    }
}

/// Why `kinema` could not check, record or preview your files: said in one line, without the
/// usage text that a mistaken argument gets.
struct UserCodeFailure: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
