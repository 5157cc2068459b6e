import Foundation
import KinemaPreview
import KinemaUserCode

/// `kinema preview PATH`: Xcode's canvas loop. Builds the files, runs the chosen view in a
/// preview program that serves the page, and on each save builds again: a good build replaces
/// the program (the page reconnects and keeps its window, zoom, selection and speed; the view's
/// state starts afresh, as in Xcode); a failed one leaves it running, with the errors shown over
/// its last frame; a trap or a stuck body is shown the same way by a stand-in, and the server
/// stays up. A page's choice of another view restarts the program on it.
final class PreviewSupervisor: @unchecked Sendable {
    private let targets: [String]
    private let options: [String]
    /// The port every build's program serves on, so that the page finds the next one where the
    /// last one was.
    private let port: UInt16
    private let compileTimeLimit: TimeInterval
    private let watcher: SourceWatcher
    private let catalogLock = NSLock()
    /// The asset catalogs found by the newest build, for the watcher.
    private var catalogs: [URL] = []

    /// The view to run, kept by file, kind and name across builds (its line moves with edits).
    private var wanted: (file: String, kind: DeclaredView.Kind, name: String)?
    private var requested: String?
    /// The newest good build.
    private var good: (prepared: UserCodeCommand.Prepared, program: UserBuild.Program, view: DeclaredView)?
    /// Files that did not compile in the first build: reported then, and not held against later ones.
    private var neverCompiled: Set<String> = []
    private var child: PreviewChild?
    /// What the running view's rebuild was built from (a hash of the files' text and catalogs): a
    /// save that brings the files back to it needs no build.
    private var lastInputs: String?
    /// Whether the child is a stand-in showing a trap rather than the view.
    private var standIn = false
    /// The file a stand-in reads the trap from.
    private let standInStatus = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-trap-\(getpid()).json")
    private var address: String?

    private enum Event {
        case changed
        case child(PreviewChild, PreviewChild.Event)
    }
    private let lock = NSCondition()
    private var events: [Event] = []

    /// A supervisor for the files at `targets`; `options` go to the preview program (window,
    /// host, pages), `requested` is `--view`.
    init(targets: [String], view requested: String?, port: UInt16, options: [String], compileTimeLimit: TimeInterval) {
        self.targets = targets
        self.requested = requested
        // Port 0 asks for a free port: one is picked now, and kept for every build.
        self.port = port == 0 ? Self.freePort() : port
        self.options = options
        self.compileTimeLimit = compileTimeLimit
        watcher = SourceWatcher(targets: targets)
    }

    /// Builds, serves and watches until the process is stopped. Throws only when the first build
    /// cannot serve at all (no view, the port taken).
    func run() throws -> Never {
        // A child that has ended must not end `kinema` when it is written to.
        signal(SIGPIPE, SIG_IGN)
        // Stopping it must work whoever started it: a parent's blocked signals (a test runner's
        // threads block them) would otherwise be inherited, here and by every build's program.
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        build(first: true)
        if good == nil { say("kinema preview: waiting for a save that builds…") }
        var firstWatcher = watcher
        firstWatcher.catalogs = catalogs
        // (A save made during the first build is seen at the next one.)
        let first = firstWatcher.snapshot()
        Thread.detachNewThread { [self, watcher] in
            var snapshot = first
            var watcher = watcher
            while true {
                watcher.catalogs = catalogLock.withLock { catalogs }
                snapshot = watcher.waitForChange(from: snapshot)
                post(.changed)
            }
        }
        while true {
            switch next() {
            case .changed:
                // Saves that came during the build are in it.
                drop { if case .changed = $0 { true } else { false } }
                build(first: false)
            case .child(let sender, let event):
                try handle(event, from: sender)
            }
        }
    }

    // MARK: Events

    private func post(_ event: Event) {
        lock.withLock {
            events.append(event)
            lock.signal()
        }
    }

    private func next() -> Event {
        lock.withLock {
            while events.isEmpty { lock.wait() }
            return events.removeFirst()
        }
    }

    private func drop(where matches: (Event) -> Bool) {
        lock.withLock { events.removeAll(where: matches) }
    }

    private func handle(_ event: PreviewChild.Event, from sender: PreviewChild) throws {
        guard sender === child else { return }
        switch event {
        case .listening(let url):
            if address == nil { say("Previewing \(good?.view.name ?? "") on \(url) (watching for saves)") }
            address = url
            // A stand-in has read its status by the time it serves.
            if standIn { try? FileManager.default.removeItem(at: standInStatus) }
        case .chooseView(let location):
            guard let good, let view = good.program.views.first(where: { $0.location == location }) else { return }
            wanted = (view.file, view.kind, view.name)
            say("kinema preview: switching to '\(view.name)'")
            restart(with: good.prepared, good.program, view)
        case .exited(let code, let errors):
            guard !sender.stopping else { return }
            child = nil
            if address == nil, let said = errors.split(separator: "\n").last(where: { $0.contains("cannot listen") }) {
                // The first program could not serve (the port taken): nothing to watch for.
                throw UserCodeFailure(String(said))
            }
            guard let good, !standIn else { return say("kinema preview: the preview program ended (status \(code))") }
            let trap = Self.trap(of: good.view.name, status: code, errors: errors, files: good.prepared.sources.files)
            say("kinema preview: \(trap.title); the page shows it until the next save")
            startStandIn(trap, good)
        }
    }

    // MARK: Builds

    private func build(first: Bool) {
        let started = Date()
        child?.send(BuildStatus(phase: .building, title: "Building…"))
        if !first, neverCompiled.isEmpty, good != nil {
            do {
                if try quickBuild(started: started) { return }
            } catch let problem as UserSources.Problem {
                return fail(BuildStatus(phase: .failed, title: "\(problem)"))
            } catch {
                say("kinema preview: \(error); building every file again")
            }
        }
        let prepared: UserCodeCommand.Prepared
        lastInputs = nil
        do {
            prepared = try UserCodeCommand.prepare(targets, link: true, timeLimit: compileTimeLimit)
        } catch {
            return fail(BuildStatus(phase: .failed, title: "\(error)"))
        }
        catalogLock.withLock { catalogs = prepared.build.assetCatalogs }
        // The files failing in the first build stay excused until they compile.
        let failing = Set(prepared.sources.files.filter { !prepared.check.compiling.contains($0) })
        neverCompiled = first ? failing : neverCompiled.intersection(failing)
        let broken = prepared.sources.files.filter { prepared.check.errors[$0] != nil && !neverCompiled.contains($0) }
        if first, !neverCompiled.isEmpty {
            say(CheckCommand.report(prepared, runs: [:]).text(relativeTo: FileManager.default.currentDirectoryPath))
            say("kinema preview: \(neverCompiled.count) file(s) that do not compile are left out until they do")
        }
        if !broken.isEmpty { return failCompiling(broken.flatMap { prepared.check.errors[$0] ?? [] }) }
        guard let program = prepared.program else {
            let errors = prepared.sources.files.flatMap { prepared.check.errors[$0] ?? [] }
            return fail(BuildStatus(phase: .failed, title: "no file compiles against Kinema", diagnostics: Self.statusDiagnostics(errors)))
        }
        run(program, of: prepared, first: first, started: started)
    }

    /// Builds the files again without checking them first, when they all compiled before (see
    /// ``UserBuild/rebuild(_:scanned:in:)``); nothing at all when their text is the same. Returns
    /// false when it cannot (a file of top-level code), for the whole build to run.
    private func quickBuild(started: Date) throws -> Bool {
        guard let good else { return false }
        let sources = try UserSources(paths: targets)
        let texts = try sources.files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let scanned = zip(texts, sources.files).map { SourceScanner.scan(source: $0, path: $1) }
        guard !scanned.contains(where: \.hasTopLevelCode) else { return false }
        var build = good.prepared.build
        build.assetCatalogs = UserCodeCommand.catalogs(for: sources).map(\.url)
        var key = StableHash()
        for path in sources.files + targets { key.add(path) }
        key.add(FileManager.default.currentDirectoryPath)
        let work = build.cache.appendingPathComponent("watch-\(key.hex)")
        // A save of the same text (or a touch) changes nothing: the view keeps running.
        var inputs = key
        for text in texts { inputs.add(text) }
        // The catalogs' files as they are now: a new image restarts the view, which reads them as it starts.
        for (path, stamp) in SourceWatcher.stamps(ofCatalogs: build.assetCatalogs).sorted(by: { $0.key < $1.key }) { inputs.add(path + stamp) }
        if inputs.hex == lastInputs, child != nil, !standIn {
            succeed()
            return true
        }
        let prepared = UserCodeCommand.Prepared(
            sources: sources, scanned: scanned, check: UserBuild.Check(compiling: sources.files), build: build)
        switch try build.rebuild(sources.files, scanned: scanned, in: work) {
        case .failed(let errors): failCompiling(errors)
        case .built(let program):
            if run(program, of: prepared, first: false, started: started) { lastInputs = inputs.hex }
        }
        return true
    }

    /// Says which files do not compile, with their errors.
    private func failCompiling(_ errors: [CompilerDiagnostic]) {
        var names: [String] = []
        for error in errors where !error.file.isEmpty {
            let name = URL(fileURLWithPath: error.file).lastPathComponent
            if !names.contains(name) { names.append(name) }
        }
        let title = names.isEmpty ? "the files do not compile" : "\(names.joined(separator: ", ")) \(names.count == 1 ? "does" : "do") not compile"
        fail(BuildStatus(phase: .failed, title: title, diagnostics: Self.statusDiagnostics(errors)))
    }

    /// Runs the chosen view of a new build, unless it is gone or did not compile; returns whether it runs.
    @discardableResult
    private func run(_ program: UserBuild.Program, of prepared: UserCodeCommand.Prepared, first: Bool, started: Date) -> Bool {
        catalogLock.withLock { catalogs = prepared.build.assetCatalogs }
        let view: DeclaredView
        do {
            view = try choose(in: program, prepared: prepared, first: first)
        } catch {
            fail(BuildStatus(phase: .failed, title: "\(error)"))
            return false
        }
        if let left = program.leftOut.first(where: { $0.view.file == view.file && $0.view.name == view.name }) {
            fail(BuildStatus(phase: .failed, title: "'\(view.name)' does not compile in Kinema's program",
                             diagnostics: Self.statusDiagnostics(left.errors)))
            return false
        }
        let seconds = Date().timeIntervalSince(started).formatted(.number.precision(.fractionLength(1)))
        good = (prepared, program, view)
        if !first { say("kinema preview: built in \(seconds) s; reloading '\(view.name)'") }
        restart(with: prepared, program, view)
        return true
    }

    /// The view to run: the one running, found again by file, kind and name; `--view`'s the first time.
    private func choose(in program: UserBuild.Program, prepared: UserCodeCommand.Prepared, first: Bool) throws -> DeclaredView {
        if let wanted {
            let same = program.views.filter { $0.kind == wanted.kind && $0.name == wanted.name }
            // A file renamed keeps its views: the name finds them.
            if let view = same.first(where: { $0.file == wanted.file }) ?? (same.count == 1 ? same[0] : nil) { return view }
            let file = URL(fileURLWithPath: wanted.file).lastPathComponent
            let empty = (try? String(contentsOfFile: wanted.file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            let why = switch empty {
            case nil: "\(file) was deleted or renamed"
            case true?: "\(file) is empty"
            case false?: "\(file) no longer declares it"
            }
            throw UserCodeFailure("the view '\(wanted.name)' is gone: \(why)")
        }
        let view = try UserCodeCommand.choose(requested, in: program, scanned: prepared.scanned)
        wanted = (view.file, view.kind, view.name)
        return view
    }

    private func fail(_ failure: BuildStatus) {
        say("kinema preview: \(failure.title)")
        for diagnostic in failure.diagnostics {
            say(diagnostic.file.isEmpty ? "  error: \(diagnostic.message)"
                : "  \(diagnostic.file):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message)")
        }
        child?.send(failure)
    }

    /// The files are those the running view was built from again: nothing to build.
    private func succeed() {
        say("kinema preview: up to date: the view running was built from these files")
        child?.send(BuildStatus(phase: .ok))
    }

    // MARK: Children

    private func restart(with prepared: UserCodeCommand.Prepared, _ program: UserBuild.Program, _ view: DeclaredView, halted: String? = nil) {
        child?.stop()
        child = nil
        standIn = halted != nil
        var arguments = ["preview", "--view", view.location, "--port", "\(port)"] + options
        if let halted { arguments += ["--halted-status", halted] }
        var environment = UserCodeCommand.environment(for: prepared.sources)
        // A trap in a preview shows where it happened.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=40,timeout=5s"
        do {
            child = try PreviewChild(program: program.executable, arguments: arguments, environment: environment) { [self] sender, event in
                post(.child(sender, event))
            }
            if halted == nil { child?.send(BuildStatus(phase: .ok)) }
        } catch {
            say("kinema preview: cannot start the preview program: \(error)")
        }
    }

    /// Serves the pages the trap over the picture they have, until the next good save.
    private func startStandIn(_ trap: BuildStatus, _ good: (prepared: UserCodeCommand.Prepared, program: UserBuild.Program, view: DeclaredView)) {
        do {
            try JSONEncoder().encode(trap).write(to: standInStatus)
        } catch {
            return say("kinema preview: cannot write \(standInStatus.path): \(error)")
        }
        restart(with: good.prepared, good.program, good.view, halted: standInStatus.path)
    }

    /// A port no program listens on now (0 if none could be found, which lets the first program pick).
    private static func freePort() -> UInt16 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return 0 }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        return bound ? UInt16(bigEndian: address.sin_port) : 0
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    // MARK: Statuses

    /// Compiler errors as the page shows them, with the lines around each.
    static func statusDiagnostics(_ diagnostics: [CompilerDiagnostic]) -> [BuildStatus.Diagnostic] {
        var files: [String: [Substring]] = [:]
        return diagnostics.filter { $0.severity == .error }.map { diagnostic in
            if files[diagnostic.file] == nil {
                files[diagnostic.file] = (try? String(contentsOfFile: diagnostic.file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
            }
            let lines = files[diagnostic.file] ?? []
            // The lines around it, when the file has that line.
            let excerpt = (1...max(lines.count, 1)).contains(diagnostic.line) && !lines.isEmpty
                ? (max(diagnostic.line - 3, 1)...min(diagnostic.line + 2, lines.count)).map {
                    BuildStatus.ExcerptLine(number: $0, text: String(lines[$0 - 1]))
                } : []
            return BuildStatus.Diagnostic(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                                          message: diagnostic.message, excerpt: excerpt)
        }
    }

    /// What a preview program's end says: a trap's message and place, a stuck body, and the
    /// backtrace the runtime printed.
    ///
    /// The place shown is the deepest frame of the backtrace in one of `files` (the user's), else
    /// where the runtime said the trap was.
    static func trap(of name: String, status: Int32, errors: String, files: [String]) -> BuildStatus {
        let lines = errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let stuck = lines.last(where: { $0.hasPrefix("error: the body of") }) {
            return BuildStatus(phase: .trapped, title: "'\(name)' was stopped", detail: String(stuck.dropFirst("error: ".count)))
        }
        var diagnostics: [BuildStatus.Diagnostic] = []
        var title = status < 0 ? "'\(name)' trapped (signal \(-status))" : "'\(name)' ended (exit status \(status))"
        if let fatal = lines.first(where: { $0.contains("Fatal error") }), let marker = fatal.range(of: "Fatal error") {
            let place = fatal[..<marker.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            let message = fatal[marker.lowerBound...].trimmingCharacters(in: .whitespaces)
            title = "'\(name)' trapped: \(message)"
            let frames = lines.compactMap { line in
                files.lazy.compactMap { file -> (String, Int)? in
                    guard let found = line.range(of: " at \(file):") else { return nil }
                    return Int(line[found.upperBound...].prefix { $0.isNumber }).map { (file, $0) }
                }.first
            }
            let parts = place.split(separator: ":")
            if let (file, line) = frames.first {
                diagnostics = statusDiagnostics([CompilerDiagnostic(file: file, line: line, severity: .error, message: message)])
            } else if parts.count >= 2, let line = Int(parts.last!) {
                let file = parts.dropLast().joined(separator: ":")
                diagnostics = statusDiagnostics([CompilerDiagnostic(file: file, line: line, severity: .error, message: message)])
            }
        }
        // The backtrace, from the runtime's header on (without it: the end of the output).
        let start = lines.firstIndex { $0.contains("crashed:") } ?? max(lines.count - 40, 0)
        return BuildStatus(phase: .trapped, title: title, diagnostics: diagnostics, detail: lines[start...].joined(separator: "\n"))
    }
}
