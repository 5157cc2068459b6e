import Foundation
import KinemaPreview
import KinemaUserCode

/// A preview program built from the files, serving the page: `kinema preview PATH` starts one per
/// good build (or a stand-in after a trap), tells it each build's status on its standard input,
/// and learns from its output which view a page chose.
final class PreviewChild: @unchecked Sendable {
    /// What the child says or does, for the supervisor.
    enum Event {
        /// It serves pages at this address.
        case listening(String)
        /// A page chose the view at this place.
        case chooseView(String)
        /// It ended, with this status (negative: the signal) and the end of its error output.
        case exited(status: Int32, errors: String)
    }

    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var errorLines: [String] = []
    /// Whether the supervisor stopped it (an end it expects, not a trap).
    private(set) var stopping = false

    /// Starts `program` with `arguments`; `events` is called on the child's reading threads.
    init(program: URL, arguments: [String], environment: [String: String], events: @escaping @Sendable (PreviewChild, Event) -> Void) throws {
        process.executableURL = program
        process.arguments = arguments + ["--control"]
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        Self.readLines(output) { [self] line in
            if line.hasPrefix("kinema-choose-view\t") {
                events(self, .chooseView(String(line.dropFirst("kinema-choose-view\t".count))))
            } else if line.hasPrefix("Previewing "), let address = line.split(separator: " ").last {
                events(self, .listening(String(address)))
            } else {
                print(line)
            }
        } done: {}
        Self.readLines(errors) { [self] line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
            lock.withLock {
                errorLines.append(line)
                if errorLines.count > 300 { errorLines.removeFirst(errorLines.count - 300) }
            }
        } done: { [self] in
            process.waitUntilExit()
            let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
            events(self, .exited(status: status, errors: lock.withLock { errorLines.joined(separator: "\n") }))
        }
    }

    /// Sends the child a control line (a build status, or `reload`); a child that has ended
    /// takes nothing, which is not an error.
    func send(_ line: String) {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Sends the child a build status.
    func send(_ status: BuildStatus) {
        guard let data = try? JSONEncoder().encode(status) else { return }
        send(String(decoding: data, as: UTF8.self))
    }

    /// Tells the pages a new build comes, stops the child and waits for it to end (the port is
    /// free then).
    func stop() {
        stopping = true
        send("reload")
        // Give the pages' sockets the message before the server goes.
        Thread.sleep(forTimeInterval: 0.03)
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Reads `pipe` line by line on a thread of its own until it closes.
    private static func readLines(_ pipe: Pipe, _ line: @escaping @Sendable (String) -> Void, done: @escaping @Sendable () -> Void) {
        let thread = Thread {
            var pending = Data()
            let handle = pipe.fileHandleForReading
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 10) {
                    line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
            done()
        }
        thread.start()
    }
}
