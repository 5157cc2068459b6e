import Foundation

/// Where the Kinema that programs built from your files link against is: the build products
/// (modules, `libKinemaUserRuntime.so`, the `#Preview` macro) beside the running `kinema`, and
/// the package's sources (the module maps of its C libraries).
public struct KinemaRuntime: Sendable {
    /// The folder of the build products: `.build/<triple>/<configuration>`.
    public let products: URL
    /// The Kinema package's folder.
    public let packageRoot: URL

    /// The runtime beside `executable` (by default the running program), in the package at
    /// `packageRoot` (by default `KINEMA_ROOT`, or the package this file was built from).
    public init(executable: URL? = nil, packageRoot: URL? = nil) {
        let running = executable ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        products = running.deletingLastPathComponent()
        let root = ProcessInfo.processInfo.environment["KINEMA_ROOT"].map { URL(fileURLWithPath: $0) }
        self.packageRoot = packageRoot ?? root ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The Swift modules.
    public var modules: URL { products.appendingPathComponent("Modules") }
    /// The library programs link.
    public var library: URL { products.appendingPathComponent("libKinemaUserRuntime.so") }
    /// The compiler plugin that expands `#Preview`.
    public var macroPlugin: URL { products.appendingPathComponent("KinemaMacros-tool") }
    /// The build configuration the products are of (`debug`, `release`).
    public var configuration: String { products.lastPathComponent }

    /// The compiler flags that find Kinema's modules: `import SwiftUI` and `#Preview`.
    public var compilerFlags: [String] {
        ["-I", modules.path,
         "-Xcc", "-fmodule-map-file=\(packageRoot.appendingPathComponent("Sources/CPrefetch/module.modulemap").path)",
         "-Xcc", "-fmodule-map-file=\(packageRoot.appendingPathComponent("Sources/CKinemaHooks/include/module.modulemap").path)",
         // OpenCombine's C helpers, whose module map SwiftPM writes beside the build products.
         "-Xcc", "-fmodule-map-file=\(products.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path)",
         "-load-plugin-executable", "\(macroPlugin.path)#KinemaMacros"]
    }

    /// The linker flags for a program using the runtime library.
    public var linkerFlags: [String] {
        ["-L", products.path, "-lKinemaUserRuntime", "-Xlinker", "-rpath", "-Xlinker", products.path]
    }

    /// Builds what is missing (the runtime library, the macro plugin) with `swift build`, in the
    /// products' configuration; does nothing when everything is there.
    public func ensureBuilt(toolchain: Toolchain) throws {
        let needed = [modules.appendingPathComponent("KinemaUserSwiftUI.swiftmodule"), library, macroPlugin]
        guard needed.contains(where: { !FileManager.default.fileExists(atPath: $0.path) }) else { return }
        guard FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path) else {
            throw UserCodeError.runtimeMissing(products.path)
        }
        FileHandle.standardError.write(Data("kinema: building Kinema's runtime library (once)…\n".utf8))
        let result = try toolchain.run(toolchain.swift, ["build", "--package-path", packageRoot.path, "-c", configuration,
                                                         "--product", "KinemaUserRuntime"])
        guard result.status == 0, !needed.contains(where: { !FileManager.default.fileExists(atPath: $0.path) }) else {
            throw UserCodeError.runtimeBuildFailed(result.output.split(separator: "\n").suffix(5).joined(separator: "\n"))
        }
    }
}

/// The Swift toolchain on `PATH`.
public struct Toolchain: Sendable {
    /// The compiler.
    public let swiftc: URL
    /// The package manager's driver.
    public let swift: URL

    /// The toolchain whose `swiftc` is first on `PATH`.
    public init(path: String? = ProcessInfo.processInfo.environment["PATH"]) throws {
        let folders = (path ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        guard let folder = folders.first(where: { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("swiftc").path) }) else {
            throw UserCodeError.noToolchain
        }
        swiftc = folder.appendingPathComponent("swiftc")
        swift = folder.appendingPathComponent("swift")
    }

    /// What a program printed (standard output and error together) and its exit status.
    public struct Result: Sendable {
        /// The exit status; a negative number is the signal that ended it.
        public var status: Int32
        /// The output.
        public var output: String
    }

    /// Runs `program` with `arguments` and waits for it, at most `timeout` seconds (then it and
    /// what it started are ended, and its status is that of SIGTERM).
    ///
    /// - Parameter errorsToTerminal: Leaves standard error on the terminal rather than in the
    ///   output (for progress bars).
    public func run(
        _ program: URL, _ arguments: [String], environment: [String: String]? = nil, timeout: TimeInterval? = nil,
        errorsToTerminal: Bool = false
    ) throws -> Result {
        try Self.run(program, arguments, environment: environment, timeout: timeout, errorsToTerminal: errorsToTerminal)
    }

    /// Runs `program` as ``run(_:_:environment:timeout:errorsToTerminal:)`` does; no toolchain is needed for it.
    public static func run(
        _ program: URL, _ arguments: [String], environment: [String: String]? = nil, timeout: TimeInterval? = nil,
        errorsToTerminal: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        if !errorsToTerminal { process.standardError = pipe }
        try process.run()
        let stopped = StopMark()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
                guard process.isRunning else { return }
                stopped.mark()
                // The driver's frontends first: ending the driver alone would leave them running.
                for child in descendants(of: process.processIdentifier) { kill(child, SIGKILL) }
                process.terminate()
            }
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // Stopped at the time limit, it may have ended of its children's deaths before the signal came.
        let status = stopped.isMarked ? -SIGTERM
            : process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return Result(status: status, output: String(decoding: data, as: UTF8.self))
    }
}

/// Whether a program was stopped at its time limit, set on the timer's queue.
private final class StopMark: @unchecked Sendable {
    private let lock = NSLock()
    private var marked = false

    func mark() { lock.withLock { marked = true } }
    var isMarked: Bool { lock.withLock { marked } }
}

extension Toolchain {
    /// The processes started by `parent`, and by them, from `/proc` (empty where there is none).
    static func descendants(of parent: Int32) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [Int32: [Int32]] = [:]
        for entry in entries {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After the command's name in parentheses: the state, then the parent's id.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let ppid = Int32(fields[1]) { children[ppid, default: []].append(pid) }
        }
        var found: [Int32] = [], queue = [parent]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where !found.contains(child) {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }
}

/// Why your files could not be built or run.
public enum UserCodeError: Error, Equatable, CustomStringConvertible {
    /// No `swiftc` on `PATH`.
    case noToolchain
    /// The runtime library is not built, and there is no package to build it from.
    case runtimeMissing(String)
    /// Building the runtime library failed.
    case runtimeBuildFailed(String)
    /// No file compiled.
    case nothingCompiles(String)
    /// Linking the program failed.
    case linkFailed(String)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .noToolchain: "no Swift toolchain on PATH (swiftc was not found); install Swift 6.3 and add its usr/bin to PATH"
        case .runtimeMissing(let path): "Kinema's runtime library is not in \(path), and there is no Kinema package to build it from (set KINEMA_ROOT)"
        case .runtimeBuildFailed(let output): "building Kinema's runtime library failed:\n\(output)"
        case .nothingCompiles(let detail): "no file compiles\(detail)"
        case .linkFailed(let output): "linking the program failed:\n\(output)"
        }
    }
}
