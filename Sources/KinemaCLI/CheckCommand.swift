import ArgumentParser
import Foundation
import KinemaUserCode

/// `kinema check`: which of your files compile against Kinema, what they use that Kinema lacks,
/// and which of their views run.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check your SwiftUI files against Kinema: what compiles, what runs, and the APIs Kinema lacks.",
        discussion: """
        Each file is compiled with the others (a file with errors is left out, and the rest are \
        compiled again). For each file that does not compile, the SwiftUI APIs it uses that Kinema \
        does not have are listed with their first line; names that are not SwiftUI's mean the file \
        needs other files of its app. Each view of the files that compile (#Preview, \
        PreviewProvider, App, View with init()) renders its first frame; a view that reports a \
        diagnostic or traps does not run. The last line sums it up.

        Examples:
          kinema check MyApp/Views
          kinema check Hello.swift Shapes.swift --report check.json
        """
    )

    @Argument(help: "Swift files and folders.")
    var paths: [String]

    @Option(help: ArgumentHelp("Also write the report as JSON to this file.", valueName: "path"))
    var report: String?

    @Flag(help: "Only compile; do not render the views.")
    var compileOnly = false

    func run() throws {
        let prepared = try UserCodeCommand.prepare(paths, link: !compileOnly)
        var runs: [String: [String: String?]] = [:]
        var warnings: [String: [String]] = [:]
        if let program = prepared.program {
            let environment = UserCodeCommand.environment(for: prepared.sources)
            for view in program.views {
                let result = try prepared.build.toolchain.run(program.executable, ["render", "--view", view.location],
                                                              environment: environment, timeout: 30)
                let problem: String? = switch result.status {
                case 0: nil
                case 1: "reports " + result.output.split(separator: "\n").filter { $0.hasPrefix("diagnostic\t") }
                    .map { MissingAPI.shortened(String($0.dropFirst("diagnostic\t".count))) }.joined(separator: "; ")
                default:
                    if let stuck = result.output.split(separator: "\n").last(where: { $0.hasPrefix("error: the body of") }) {
                        "is stopped: " + stuck.dropFirst("error: ".count)
                    } else {
                        result.status < 0 ? "traps at run time (signal \(-result.status))" : "fails: exit status \(result.status)"
                    }
                }
                runs[view.file, default: [:]][label(view, among: program.views)] = .some(problem)
                for line in result.output.split(separator: "\n") where line.hasPrefix("warning\t") {
                    let warning = MissingAPI.shortened(String(line.dropFirst("warning\t".count)))
                    if !(warnings[view.file]?.contains(warning) ?? false) { warnings[view.file, default: []].append(warning) }
                }
            }
            for (view, errors) in program.leftOut {
                let first = errors.first.map { "\($0.line): \($0.message)" } ?? ""
                runs[view.file, default: [:]][label(view, among: program.views)] = .some("does not compile in Kinema's program (\(first))")
            }
        }
        let result = Self.report(prepared, runs: runs, warnings: warnings)
        print(result.text(relativeTo: FileManager.default.currentDirectoryPath))
        if let report {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(result).write(to: URL(fileURLWithPath: report), options: .atomic)
        }
        if result.compiling < result.files.count { throw ExitCode(1) }
    }

    /// A view's name in the report, with its line when another view of its file has the name too.
    private func label(_ view: DeclaredView, among views: [DeclaredView]) -> String {
        views.contains { $0 != view && $0.file == view.file && $0.name == view.name } ? "\(view.name) (:\(view.line))" : view.name
    }

    /// The report of a check: each file's errors, needs and views' runs (name → problem, nil
    /// when it ran), and what its views warned of (assets the folder lacks).
    static func report(_ prepared: UserCodeCommand.Prepared, runs: [String: [String: String?]],
                       warnings: [String: [String]] = [:]) -> CheckReport {
        let offClock = Dictionary(prepared.scanned.map { ($0.path, $0.offClock) }, uniquingKeysWith: { first, _ in first })
        return CheckReport(files: prepared.sources.files.map { path in
            let errors = prepared.check.errors[path] ?? []
            let source = try? String(contentsOfFile: path, encoding: .utf8)
            let fileRuns = runs[path] ?? [:]
            return CheckReport.FileResult(
                path: path, compiles: prepared.check.compiling.contains(path),
                missing: CheckReport.needs(from: errors, source: source),
                needsBrokenFiles: (prepared.check.round[path] ?? 0) > 0
                    && !errors.isEmpty && errors.allSatisfy { MissingAPI.classify($0, sourceLine: nil).kind == .notSwiftUI },
                running: fileRuns.filter { $0.value == nil }.keys.sorted(),
                failing: fileRuns.compactMapValues { $0 }, offClock: offClock[path] ?? [], warnings: warnings[path] ?? [])
        })
    }
}
