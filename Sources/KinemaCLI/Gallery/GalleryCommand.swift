import ArgumentParser
import Foundation
import KinemaExamples
import KinemaUserCode
import KinemaUserRunner
import KinemaUserViews

/// `kinema gallery`: records every runnable view of a folder (or Kinema's examples) to a GIF and
/// writes a page that shows them side by side, with those that could not be recorded and why.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Record every view of your Swift files (or the examples) to GIFs, side by side in an index.html.",
        discussion: """
        Each #Preview, PreviewProvider, App and View with init() is recorded for three seconds, \
        or with its own script: a comment right above it such as `// kinema: tap like; wait 1` \
        (see `kinema record --help` for the steps). An example's name, or --examples, records \
        Kinema's examples with their own scripts. Recordings run in parallel, one per core. \
        Views that do not compile, trap or never finish their body are listed with the reason; \
        the command then exits with 1.

        Examples:
          kinema gallery MyApp/Views -o out/gallery
          kinema gallery --examples -o out/examples
          kinema gallery Sources --appearance dark --jobs 1 -o out/dark
        """
    )

    @Argument(help: ArgumentHelp("Swift files and folders, or examples' names.", valueName: "files-or-examples"))
    var paths: [String] = []

    @Flag(help: "Record every example of `kinema list` too.")
    var examples = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the GIFs and index.html to.", valueName: "folder"))
    var output: String

    @Option(help: "How many recordings run at once (default: one per core).")
    var jobs: Int?

    @Option(help: "Frames per second of the GIFs, 1 to 60.")
    var fps: Double = 30

    @Option(help: "Pixels per point, 0.25 to 4.")
    var scale: Double = 1

    @Option(help: AppearanceOption.help)
    var appearance: AppearanceOption = .light

    @Option(help: DeviceOption.help)
    var device: DeviceOption?

    @Option(name: .customLong("time-limit"), help: "Seconds one recording may take before it is stopped and reported.")
    var timeLimit: Double = 120

    func validate() throws {
        guard !paths.isEmpty || examples else { throw ValidationError("name Swift files or folders, examples, or --examples") }
        guard !output.isEmpty else { throw ValidationError("--output must name a folder") }
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be from 1 to 64, not \(jobs)") }
        guard fps.isFinite, (1...60).contains(fps) else { throw ValidationError("--fps must be from 1 to 60, not \(fps)") }
        guard scale.isFinite, (0.25...4).contains(scale) else { throw ValidationError("--scale must be from 0.25 to 4, not \(scale)") }
        guard timeLimit.isFinite, timeLimit >= 1 else { throw ValidationError("--time-limit must be at least 1 second, not \(timeLimit)") }
        for path in paths where UserSources.isExampleName(path) && !ExampleCatalog.names.contains(path) {
            throw ValidationError("there is no example '\(path)', nor a file or folder of that name")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let here = FileManager.default.currentDirectoryPath
        let exampleNames = (examples ? ExampleCatalog.names : []) + paths.filter(UserSources.isExampleName)
        let files = paths.filter { !UserSources.isExampleName($0) }
        var gallery = Gallery(title: (files.map { CheckReport.relative($0, to: here) } + (examples ? ["the examples"] : exampleNames))
            .joined(separator: ", "))
        var jobs = try exampleJobs(exampleNames, into: folder)
        if !files.isEmpty {
            let prepared = try UserCodeCommand.prepare(files, link: true)
            for path in prepared.sources.files where !prepared.check.compiling.contains(path) {
                let errors = (prepared.check.errors[path] ?? []).prefix(3).map { "\($0.line): \($0.message)" }
                gallery.failures.append(.init(name: URL(fileURLWithPath: path).lastPathComponent, place: CheckReport.relative(path, to: here),
                                              reason: "does not compile: " + errors.joined(separator: "; ")))
            }
            if let program = prepared.program {
                for (view, errors) in program.leftOut {
                    gallery.failures.append(.init(name: view.name, place: place(view), reason: "does not compile in Kinema's program: "
                                                    + (errors.first.map { "\($0.line): \($0.message)" } ?? "")))
                }
                jobs += viewJobs(program, prepared: prepared, into: folder, taken: Set(jobs.map(\.entry.image)))
            }
        }
        let (entries, failures) = record(jobs)
        gallery.entries = entries
        gallery.failures += failures
        let index = folder.appendingPathComponent("index.html")
        try gallery.html.write(to: index, atomically: true, encoding: .utf8)
        print("Gallery of \(gallery.entries.count) view(s), \(gallery.failures.count) not recorded: \(index.path)")
        if !gallery.failures.isEmpty { throw ExitCode(1) }
    }

    /// A recording to make: the program and its arguments, and the entry it makes.
    struct Job {
        var entry: Gallery.Entry
        var executable: URL
        var arguments: [String]
        var environment: [String: String]?
    }

    private var window: [String] {
        var window = ["--fps", "\(fps)", "--scale", "\(scale)", "--appearance", appearance.rawValue]
        if let device { window += ["--device", device.rawValue] }
        return window
    }

    private func place(_ view: DeclaredView) -> String {
        "\(CheckReport.relative(view.file, to: FileManager.default.currentDirectoryPath)):\(view.line)"
    }

    /// The examples, each recorded with its own script by this program's `record`.
    private func exampleJobs(_ names: [String], into folder: URL) throws -> [Job] {
        let kinema = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }.map { name in
            Job(entry: .init(name: name, kind: "example", place: "kinema record \(name)", image: name + ".gif", script: "the example's own script",
                             warnings: []),
                executable: kinema, arguments: ["record", name, "--format", "gif", "--output", folder.appendingPathComponent(name).path] + window)
        }
    }

    /// The views of the program built from the files.
    private func viewJobs(_ program: UserBuild.Program, prepared: UserCodeCommand.Prepared, into folder: URL, taken: Set<String>) -> [Job] {
        let environment = UserCodeCommand.environment(for: prepared.sources)
        let names = Gallery.fileNames(for: program.views, taken: taken)
        return zip(program.views, names).map { view, name in
            let script = view.script ?? UserViewDefaults.script
            return Job(entry: .init(name: view.name, kind: view.kind.rawValue, place: place(view), image: name + ".gif", script: script, warnings: []),
                       executable: program.executable,
                       arguments: ["record", "--view", view.location, "--script", script, "--format", "gif",
                                   "--output", folder.appendingPathComponent(name).path] + window,
                       environment: environment)
        }
    }

    /// Records the jobs, `--jobs` at a time, each on a thread that waits for its program (which
    /// ends with the thread that started it: it lives as long as it records). Says each as it ends.
    private func record(_ jobs: [Job]) -> (entries: [Gallery.Entry], failures: [Gallery.Failure]) {
        let width = self.jobs ?? max(ProcessInfo.processInfo.activeProcessorCount, 1)
        let results = GalleryResults(count: jobs.count)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = width
        let (timeLimit, total) = (timeLimit, jobs.count)
        FileHandle.standardError.write(Data("kinema gallery: recording \(total) view(s), \(width) at a time\n".utf8))
        for (index, job) in jobs.enumerated() {
            queue.addOperation {
                let started = Date()
                var environment = job.environment ?? ProcessInfo.processInfo.environment
                environment["KINEMA_PARENT_PID"] = "\(getpid())"
                let outcome: Result<[String], GalleryFailure>
                do {
                    let result = try Toolchain.run(job.executable, job.arguments, environment: environment, timeout: timeLimit)
                    if result.status == 0 {
                        outcome = .success(result.output.split(separator: "\n").filter { $0.hasPrefix("warning:") }
                            .map { String($0.dropFirst("warning:".count)).trimmingCharacters(in: .whitespaces) })
                    } else if result.status == -15 {
                        outcome = .failure(GalleryFailure(reason: "did not finish recording in \(Int(timeLimit)) s (the time limit)"))
                    } else {
                        outcome = .failure(GalleryFailure(reason: UserCodeCommand.failure(of: job.entry.name, result)))
                    }
                } catch {
                    outcome = .failure(GalleryFailure(reason: "could not start: \(error)"))
                }
                let done = results.set(index, outcome)
                let seconds = Date().timeIntervalSince(started).formatted(.number.precision(.fractionLength(1)))
                let said = switch outcome {
                case .success: "recorded"
                case .failure(let failure): "not recorded: \(failure.reason)"
                }
                FileHandle.standardError.write(Data("[\(done)/\(total)] \(job.entry.name) (\(job.entry.place)) \(said) in \(seconds) s\n".utf8))
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        var entries: [Gallery.Entry] = [], failures: [Gallery.Failure] = []
        for (job, outcome) in zip(jobs, results.outcomes) {
            switch outcome {
            case .success(let warnings)?:
                var entry = job.entry
                entry.warnings = warnings
                entries.append(entry)
            case .failure(let failure)?: failures.append(.init(name: job.entry.name, place: job.entry.place, reason: failure.reason))
            case nil: failures.append(.init(name: job.entry.name, place: job.entry.place, reason: "was not recorded"))
            }
        }
        return (entries, failures)
    }
}

/// Why a view was not recorded.
struct GalleryFailure: Error {
    var reason: String
}

/// The recordings' outcomes, filled in by the recording threads.
final class GalleryResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Result<[String], GalleryFailure>?]
    private var finished = 0

    init(count: Int) {
        stored = Array(repeating: nil, count: count)
    }

    /// Keeps an outcome; returns how many have finished.
    func set(_ index: Int, _ outcome: Result<[String], GalleryFailure>) -> Int {
        lock.withLock {
            stored[index] = outcome
            finished += 1
            return finished
        }
    }

    var outcomes: [Result<[String], GalleryFailure>?] { lock.withLock { stored } }
}
