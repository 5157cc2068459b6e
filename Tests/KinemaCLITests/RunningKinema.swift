import Foundation
import KinemaTestSupport

/// `kinema` running in the background (a preview, a recording), its standard error read as it
/// comes, for tests that act while it runs.
final class RunningKinema: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var said = ""

    /// Starts `kinema arguments` in `folder`, with `environment` added to the tests'.
    init(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws {
        process.executableURL = try KinemaBinary.executable()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let handle = errors.fileHandleForReading
        Thread.detachNewThread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                lock.withLock { said += String(decoding: chunk, as: UTF8.self) }
            }
        }
    }

    /// Everything it has written to standard error so far.
    var errors: String { lock.withLock { said } }

    /// Waits until its standard error has a line containing `needle`, after the first `skipping`
    /// such lines; returns that line. Fails after `seconds`, saying what it wrote.
    @discardableResult
    func line(containing needle: String, skipping: Int = 0, within seconds: Double = 120) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let found = errors.split(separator: "\n").filter { $0.contains(needle) }
            if found.count > skipping { return String(found[skipping]) }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw BrowserError("kinema never said '\(needle)' (\(skipping + 1)); it said:\n\(errors)")
    }

    /// The page's address, once it serves one.
    func address() throws -> URL {
        let line = try line(containing: "(watching for saves)")
        guard let start = line.range(of: "http://"), let url = URL(string: String(line[start.lowerBound...].prefix { $0 != " " })) else {
            throw BrowserError("no address in '\(line)'")
        }
        return url
    }

    /// Stops it and waits for it to end.
    func stop() {
        if process.isRunning { process.terminate() }
        // One that does not end when asked is ended.
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
