import Foundation
import Testing
import KinemaTestSupport

/// A view whose body never returns, and a `kinema` stopped while its program runs: the watchdog
/// and the program's tie to `kinema`.
@Suite("Views that never finish", .serialized)
struct StuckViewTests {
    static let folder = UserCodeCommandTests.fixtures.appendingPathComponent("Stuck")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-stuck-\(UUID().uuidString)")

    private var environment: [String: String] {
        ["KINEMA_CACHE": scratch.appendingPathComponent("cache").path, "KINEMA_BODY_TIMEOUT": "1"]
    }

    @Test func aBodyThatNeverReturnsIsStoppedNamingItsView() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("spinner").path
        let record = try KinemaBinary.run(["record", ".", "--view", "Spinner", "-o", output], in: Self.folder, environment: environment)
        #expect(record.status != 0)
        #expect(record.errors == "Error: the view 'Spinner' could not be run: error: the body of 'Spinner' has not returned in 1 s "
                + "(running the view 'Spinner'): a body must return a view (a loop such as `while true` never does); stopped\n")
        #expect(!FileManager.default.fileExists(atPath: output + ".gif"))

        let check = try KinemaBinary.run(["check", "."], in: Self.folder, environment: environment)
        #expect(check.output.hasPrefix("ok    Spinner.swift; Spinner: is stopped: the body of 'Spinner' has not returned in 1 s"), "\(check.output)")
    }

    @Test func theProgramEndsWhenKinemaIsKilled() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = environment
        environment["KINEMA_BODY_TIMEOUT"] = "600"
        let kinema = try RunningKinema(["record", ".", "--view", "Spinner", "-o", scratch.appendingPathComponent("spinner").path],
                                       in: Self.folder, environment: environment)
        defer { kinema.stop() }
        // The program built from the file spins in the view's body.
        let deadline = Date().addingTimeInterval(120)
        var program: Int32?
        while program == nil, Date() < deadline, kinema.process.isRunning {
            program = ProcessTree.children(of: kinema.process.processIdentifier).first { ProcessTree.name(of: $0) == "UserViews" }
            if program == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        let spinning = try #require(program, "the program never started: \(kinema.errors)")
        kill(kinema.process.processIdentifier, SIGKILL)
        kinema.process.waitUntilExit()
        let gone = Date().addingTimeInterval(10)
        while ProcessTree.name(of: spinning) == "UserViews", Date() < gone { Thread.sleep(forTimeInterval: 0.02) }
        #expect(ProcessTree.name(of: spinning) != "UserViews", "the program outlived kinema")
    }
}

/// Processes, from `/proc`.
enum ProcessTree {
    /// The processes whose parent is `parent`.
    static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// A process's command name, or nil when there is no such process (or it is a zombie).
    static func name(of pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
        if stat[stat.index(after: close)...].split(separator: " ").first == "Z" { return nil }
        return String(stat[stat.index(after: open)..<close])
    }
}
