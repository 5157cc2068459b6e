import Foundation

/// Builds your files against Kinema: checks which compile, and links those into a program that
/// lists, records and previews their views.
///
/// Files are compiled as one module, `UserViews`, in Swift 5 mode (as Xcode projects mostly
/// are). A file with errors is left out and the rest are checked again, until what is left
/// compiles, so one broken file does not stop the others.
public struct UserBuild: Sendable {
    /// The toolchain that compiles.
    public let toolchain: Toolchain
    /// The Kinema the files compile against.
    public let runtime: KinemaRuntime
    /// Where programs are kept, by the hash of what they were built from.
    public let cache: URL
    /// The asset catalogs beside the files, whose symbols (`Image(.hero)`, `Color.brand`) are
    /// generated and compiled with them, as Xcode does.
    public var assetCatalogs: [URL] = []
    /// Seconds one compiler run may take; a slower one is stopped, and what it compiled is
    /// reported as not finishing (a file the type checker never finishes, say).
    public var timeLimit: TimeInterval = 300

    /// A build with a toolchain, a runtime and a cache folder (by default `KINEMA_CACHE`, or
    /// `kinema` in the user's cache folder).
    public init(toolchain: Toolchain, runtime: KinemaRuntime, cache: URL? = nil) {
        self.toolchain = toolchain
        self.runtime = runtime
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
        self.cache = cache ?? environment["KINEMA_CACHE"].map { URL(fileURLWithPath: $0) } ?? base.appendingPathComponent("kinema")
    }

    static let moduleName = "UserViews"

    /// A time limit as words: "300 s".
    private static func seconds(_ limit: TimeInterval) -> String {
        "\(limit.formatted(.number.precision(.fractionLength(0...1)))) s"
    }

    /// As Xcode builds previews: a debug build (`#if DEBUG` holds most `PreviewProvider`s).
    private var compileFlags: [String] {
        ["-parse-as-library", "-module-name", Self.moduleName, "-swift-version", "5", "-D", "DEBUG", "-diagnostic-style=llvm"]
            + runtime.compilerFlags
    }

    /// How many solver scopes the first, quick check allows an expression. Around a missing API
    /// (a closure whose parameter has no type) the solver can try every overload of the
    /// arithmetic inside for minutes; such files fail anyway. A file whose only errors are
    /// expressions given up on is checked again with the compiler's own limits.
    static let quickScopeLimit = 20_000

    /// What checking the files found.
    public struct Check: Sendable {
        /// The files that compile, together.
        public var compiling: [String]
        /// The errors of each file that does not compile. A file that compiles only with files
        /// that do not has the errors of that second round.
        public var errors: [String: [CompilerDiagnostic]]
        /// Files that compile alone but need files that do not: the round they failed in, from 0.
        public var round: [String: Int]
        /// The generated asset symbols compiled with the files, when the catalogs have any and
        /// they compile beside the files (a file of yours declaring the same name wins).
        public var assetSymbols: String?

        /// A check's findings.
        public init(compiling: [String], errors: [String: [CompilerDiagnostic]] = [:], round: [String: Int] = [:], assetSymbols: String? = nil) {
            (self.compiling, self.errors, self.round, self.assetSymbols) = (compiling, errors, round, assetSymbols)
        }
    }

    /// The asset catalogs' symbols, written in `folder`; nil when they have none.
    private func writeAssetSymbols(in folder: URL) throws -> String? {
        guard let source = AssetSymbols.source(for: assetCatalogs) else { return nil }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var hash = StableHash()
        hash.add(source)
        let file = folder.appendingPathComponent("GeneratedAssetSymbols-\(hash.hex).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Type-checks the files, leaving out those with errors until the rest compile.
    public func check(_ files: [String]) throws -> Check {
        let folder = cache.appendingPathComponent("sources")
        let compiled = Dictionary(uniqueKeysWithValues: zip(files, try ClockImports.sources(for: files, in: folder)))
        var remaining = files
        var result = Check(compiling: [], errors: [:], round: [:], assetSymbols: try writeAssetSymbols(in: folder))
        var round = 0
        var quick = true
        while !remaining.isEmpty {
            let limits = quick ? ["-Xfrontend", "-solver-scope-threshold=\(Self.quickScopeLimit)"] : []
            let sources = remaining.map { compiled[$0] ?? $0 } + [result.assetSymbols].compactMap { $0 }
            let output = try toolchain.run(toolchain.swiftc, ["-typecheck"] + limits + compileFlags + sources, timeout: timeLimit)
            let errors = CompilerDiagnostic.parse(output.output).filter { $0.severity == .error }
            if output.status == 0 { break }
            let byFile = Dictionary(grouping: errors) { URL(fileURLWithPath: $0.file).standardizedFileURL.path }
            if let symbols = result.assetSymbols, byFile[URL(fileURLWithPath: symbols).standardizedFileURL.path] != nil {
                // A name of the user's own that the symbols clash with: the files go without them.
                result.assetSymbols = nil
                continue
            }
            var failing = remaining.filter { byFile[$0] != nil }
            if quick {
                // Files whose only errors are expressions given up on are checked again later,
                // with the compiler's own limits, once the files that fail for good are left out.
                failing.removeAll { byFile[$0]?.allSatisfy(\.isTypeCheckTimeout) == true }
                if failing.isEmpty {
                    quick = false
                    continue
                }
            }
            if failing.isEmpty {
                // An error in no file of ours (a module that cannot load): every file fails with it.
                let said = output.status == -15 ? "the type check did not finish in \(Self.seconds(timeLimit)) (the time limit)" : output.output
            let general = errors.isEmpty ? [CompilerDiagnostic(file: "", line: 0, severity: .error, message: said)] : errors
                for file in remaining { (result.errors[file], result.round[file]) = (general, round) }
                remaining = []
                break
            }
            for file in failing { (result.errors[file], result.round[file]) = (byFile[file], round) }
            remaining.removeAll { failing.contains($0) }
            round += 1
        }
        result.compiling = remaining
        return result
    }

    /// Compiles `sources` with the generated entry `registry` and links them into `output`
    /// (with line tables, so that a trap's backtrace names your lines); throws when the compiler
    /// runs past the time limit.
    private func link(_ sources: [String], registry: URL, to output: URL) throws -> Toolchain.Result {
        let result = try toolchain.run(toolchain.swiftc, compileFlags + ["-gline-tables-only", "-I", runtime.modules.path] + sources
                                       + [registry.path] + runtime.linkerFlags + ["-o", output.path], timeout: timeLimit)
        if result.status == -15 {
            throw UserCodeError.linkFailed("compiling the files did not finish in \(Self.seconds(timeLimit)) (the time limit)")
        }
        return result
    }

    /// The first lines of what the compiler said, for a failure's message.
    private static func head(of output: Toolchain.Result) -> String {
        output.output.split(separator: "\n").prefix(20).joined(separator: "\n")
    }

    /// A program built from files that compile.
    public struct Program: Sendable {
        /// The executable.
        public var executable: URL
        /// The views it holds.
        public var views: [DeclaredView]
        /// Views left out because the program's code for them did not compile (a preview using a
        /// private type, say), with the errors.
        public var leftOut: [(view: DeclaredView, errors: [CompilerDiagnostic])]
    }

    /// Links `files` (which compile together) with a generated entry into a program, or takes
    /// the one the cache holds for the same sources.
    public func program(_ files: [String], scanned: [ScannedFile], assetSymbols: String? = nil) throws -> Program {
        let mainType = scanned.first { $0.mainType != nil && files.contains($0.path) }?.mainType
        var views = scanned.filter { files.contains($0.path) }.flatMap(\.views)
        var leftOut: [(view: DeclaredView, errors: [CompilerDiagnostic])] = []
        let sources = try (files + [assetSymbols].compactMap { $0 }).map { try String(contentsOfFile: $0, encoding: .utf8) }
        let libraryDate = (try? FileManager.default.attributesOfItem(atPath: runtime.library.path)[.modificationDate] as? Date) ?? nil
        for _ in 0..<4 {
            let registry = RegistryFile(views: views, mainType: mainType)
            var hash = StableHash()
            for (file, source) in zip(files + [assetSymbols].compactMap { $0 }, sources) { hash.add(file); hash.add(source) }
            hash.add(registry.text)
            hash.add("\(libraryDate?.timeIntervalSince1970 ?? 0)")
            let folder = cache.appendingPathComponent(hash.hex)
            let executable = folder.appendingPathComponent(Self.moduleName)
            if FileManager.default.isExecutableFile(atPath: executable.path) {
                return Program(executable: executable, views: views, leftOut: leftOut)
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let registryPath = folder.appendingPathComponent("KinemaUserViews.swift")
            try registry.text.write(to: registryPath, atomically: true, encoding: .utf8)
            let partial = folder.appendingPathComponent(Self.moduleName + ".partial")
            let sources = try ClockImports.sources(for: files, in: folder.appendingPathComponent("sources"), previews: views)
            let output = try link(sources + [assetSymbols].compactMap { $0 }, registry: registryPath, to: partial)
            if output.status == 0 {
                try FileManager.default.moveItem(at: partial, to: executable)
                return Program(executable: executable, views: views, leftOut: leftOut)
            }
            let errors = CompilerDiagnostic.parse(output.output).filter { $0.severity == .error }
            let broken = views.filter { view in errors.contains { registry.isError($0, in: view, registryPath: registryPath.path) } }
            guard !broken.isEmpty else { throw UserCodeError.linkFailed(Self.head(of: output)) }
            for view in broken {
                leftOut.append((view, errors.filter { registry.isError($0, in: view, registryPath: registryPath.path) }))
            }
            views.removeAll { view in broken.contains(view) }
        }
        throw UserCodeError.linkFailed("the generated entry did not compile after leaving out \(leftOut.count) views")
    }
}

extension UserBuild {
    /// What a rebuild gave: a program, or the errors of the files.
    public enum Rebuild: Sendable {
        /// The files compiled and linked.
        case built(Program)
        /// The files did not compile: the compiler's errors.
        case failed([CompilerDiagnostic])
    }

    /// Builds `files`, which compiled together before, into a program in `work`, a folder kept
    /// from one build to the next: `kinema preview PATH`'s build after each save. The type check
    /// of ``check(_:)`` is not made first (the compiler's errors say what is wrong), and the
    /// sources written for the compiler are rewritten only when they change.
    ///
    /// The files are compiled again together, in one compiler run, rather than only those that
    /// changed: each compiler process spends about 0.3 s loading Kinema's module, and an
    /// incremental build needs at least two in turn (the changed file, then the generated entry
    /// that depends on it), which measured slower than one run for a folder of a few files.
    ///
    /// Each build's program gets a name of its own (the one before may still be running); those
    /// of older builds are removed.
    public func rebuild(_ files: [String], scanned: [ScannedFile], in work: URL) throws -> Rebuild {
        let views = scanned.filter { files.contains($0.path) }.flatMap(\.views)
        let mainType = scanned.first { $0.mainType != nil && files.contains($0.path) }?.mainType
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let sources = try ClockImports.sources(for: files, in: work.appendingPathComponent("sources"), previews: views)
            + [try writeAssetSymbols(in: work.appendingPathComponent("sources"))].compactMap { $0 }
        let registryPath = work.appendingPathComponent("KinemaUserViews.swift")
        try RegistryFile(views: views, mainType: mainType).text.writeIfChanged(to: registryPath)
        let number = ((try? FileManager.default.contentsOfDirectory(atPath: work.path)) ?? [])
            .compactMap { $0.hasPrefix("UserViews-") ? Int($0.dropFirst("UserViews-".count)) : nil }.max() ?? 0
        let executable = work.appendingPathComponent("UserViews-\(number + 1)")
        let output = try link(sources, registry: registryPath, to: executable)
        guard output.status == 0 else {
            let errors = CompilerDiagnostic.parse(output.output).filter { $0.severity == .error }
            // Errors of the generated entry alone (a preview using what it cannot reach) are not
            // the files' own: the whole build says which views to leave out.
            guard errors.contains(where: { files.contains($0.file) }) else {
                throw UserCodeError.linkFailed(Self.head(of: output))
            }
            return .failed(errors)
        }
        // The program before this one may still be running; those before it are not.
        for old in 1..<max(number, 1) { try? FileManager.default.removeItem(at: work.appendingPathComponent("UserViews-\(old)")) }
        return .built(Program(executable: executable, views: views, leftOut: []))
    }
}

/// A 64-bit FNV-1a hash, the same in every run (Swift's `Hasher` is seeded per process): the
/// cache's key for a program. Written here because the key needs no cryptographic strength and
/// Foundation on Linux has no digest of its own.
public struct StableHash: Sendable {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of nothing yet.
    public init() {}

    /// Adds `text` (and a separator, so that "ab" then "c" differs from "a" then "bc").
    public mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        value ^= 0xff
        value &*= 0x0000_0100_0000_01b3
    }

    /// The hash in hexadecimal.
    public var hex: String { String(value, radix: 16) }
}
