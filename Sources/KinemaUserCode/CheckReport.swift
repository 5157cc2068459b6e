import Foundation

/// What `kinema check` found in each file: whether it compiles, what it misses, and which of
/// its views render a first frame without a diagnostic.
public struct CheckReport: Codable, Sendable {
    /// One file's result.
    public struct FileResult: Codable, Sendable {
        /// The file.
        public var path: String
        /// Whether it compiles (with the other files that do).
        public var compiles: Bool
        /// What it misses, each with the first line that needs it.
        public var missing: [Need]
        /// Files it needs that do not compile, when its own errors come from them.
        public var needsBrokenFiles: Bool
        /// Its views that render a first frame without a diagnostic.
        public var running: [String]
        /// Its views that do not, and why.
        public var failing: [String: String]
        /// What it uses that keeps the wall clock.
        public var offClock: [OffClockUse]
        /// What its views warned of while running: images, fonts and symbols the app bundles and
        /// the folder lacks, drawn as SwiftUI draws them missing.
        public var warnings: [String]

        /// A file's result.
        public init(path: String, compiles: Bool, missing: [Need], needsBrokenFiles: Bool, running: [String], failing: [String: String],
                    offClock: [OffClockUse] = [], warnings: [String] = []) {
            (self.path, self.compiles, self.missing, self.needsBrokenFiles) = (path, compiles, missing, needsBrokenFiles)
            (self.running, self.failing, self.offClock, self.warnings) = (running, failing, offClock, warnings)
        }
    }

    /// Something a file misses, and where.
    public struct Need: Codable, Sendable, Hashable {
        /// What kind (``MissingAPI/Kind``'s raw value).
        public var kind: String
        /// The API.
        public var name: String
        /// The first line that needs it.
        public var line: Int

        /// A need.
        public init(kind: String, name: String, line: Int) {
            (self.kind, self.name, self.line) = (kind, name, line)
        }
    }

    /// The files, in order.
    public var files: [FileResult]

    /// A report of the files.
    public init(files: [FileResult]) {
        self.files = files
    }

    /// The needs of a file from its compiler errors: one per API, at its first line.
    public static func needs(from errors: [CompilerDiagnostic], source: String?) -> [Need] {
        let lines = source.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        var seen: [MissingAPI: Int] = [:]
        var order: [MissingAPI] = []
        let classified = errors.map { error in
            (error, MissingAPI.classify(error, sourceLine: error.line > 0 && error.line <= lines.count ? lines[error.line - 1] : nil))
        }
        // A member whose base the compiler could not infer (`.bottom` in `.edgesIgnoringSafeArea(.bottom)`)
        // follows from another missing API, on its line or around it: only those count.
        let hasOtherNeeds = classified.contains { !$0.0.isInferenceFollowUp }
        for (error, api) in classified where !(error.isInferenceFollowUp && hasOtherNeeds) {
            if seen[api] == nil { order.append(api) }
            seen[api] = min(seen[api] ?? .max, error.line)
        }
        // An expression the compiler gave up on beside a missing API is that API's doing: the
        // closure around it has no types to start from.
        if order.contains(where: { $0.kind != .typeCheckTimeout && $0.kind != .other }) {
            order.removeAll { $0.kind == .typeCheckTimeout }
        }
        return order.map { Need(kind: $0.kind.rawValue, name: MissingAPI(kind: $0.kind, name: $0.name).label, line: seen[$0] ?? 0) }
    }

    /// Files that compile.
    public var compiling: Int { files.filter(\.compiles).count }

    /// Files that compile and whose views all render (and have at least one).
    public var running: Int { files.filter { $0.compiles && !$0.running.isEmpty && $0.failing.isEmpty }.count }

    /// The APIs that block files, with how many files each blocks, most first: SwiftUI APIs,
    /// signatures, modules and time-outs (not the files' own names).
    public var blockers: [(name: String, files: Int)] {
        var counts: [String: Int] = [:]
        for file in files where !file.compiles {
            for name in Set(file.missing.filter { ["api", "signature", "module", "typeCheckTimeout"].contains($0.kind) }.map(\.name)) {
                counts[name, default: 0] += 1
            }
        }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.files, $0.name) < ($0.files, $1.name) }
    }

    /// The one-line summary: `12 of 14 files compile, 10 run; missing: matchedGeometryEffect (3 files), …`.
    public var summary: String {
        var line = "\(compiling) of \(files.count) file\(files.count == 1 ? "" : "s") compile\(files.count == 1 && compiling == 1 ? "s" : ""), \(running) run"
        let top = blockers.prefix(6).map { "\($0.name) (\($0.files) file\($0.files == 1 ? "" : "s"))" }
        if !top.isEmpty { line += "; missing: " + top.joined(separator: ", ") + (blockers.count > 6 ? "…" : "") }
        return line
    }

    /// One line per file, then the summary.
    public func text(relativeTo folder: String) -> String {
        var lines: [String] = []
        for file in files {
            let name = Self.relative(file.path, to: folder)
            if file.compiles {
                var line = "ok    \(name)"
                if !file.running.isEmpty { line += ": runs \(file.running.joined(separator: ", "))" }
                for (view, problem) in file.failing.sorted(by: { $0.key < $1.key }) { line += "; \(view): \(problem)" }
                for warning in file.warnings { line += "; warning: \(warning)" }
                if file.running.isEmpty, file.failing.isEmpty { line += ": no view to run" }
                lines.append(line)
            } else {
                let needs = file.missing.prefix(8).map { "\($0.name) (:\($0.line))" }.joined(separator: ", ")
                let more = file.missing.count > 8 ? ", …" : ""
                lines.append("error \(name): \(file.needsBrokenFiles ? "needs files that do not compile: " : "")\(needs)\(more)")
            }
        }
        lines += Self.offClockNotes(files.map { ($0.path, $0.offClock) }, relativeTo: folder)
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// `path` relative to `folder` when it is inside it, else as it is.
    public static func relative(_ path: String, to folder: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    /// One `note:` line per thing the files use that keeps the wall clock, at its first use.
    public static func offClockNotes(_ uses: [(path: String, uses: [OffClockUse])], relativeTo folder: String) -> [String] {
        var named: Set<String> = []
        return uses.flatMap { path, uses in
            uses.filter { named.insert($0.name).inserted }.map { use in
                let name = Self.relative(path, to: folder)
                return "note: \(name):\(use.line): \(use.explanation)"
            }
        }
    }
}
