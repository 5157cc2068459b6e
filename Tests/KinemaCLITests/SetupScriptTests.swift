import Foundation
import Testing

/// `Scripts/setup-debian`, sourced as the README says: it puts swift on PATH and leaves the
/// shell's options as they were, so that a failing command afterwards does not close the shell.
struct SetupScriptTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/setup-debian")

    /// Runs `command` in a new bash and returns what it printed.
    func bash(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func sourcingLeavesTheShellOptionsAsTheyWere() throws {
        let path = Self.script.path
        let output = try bash("""
            before="$(set +o; shopt -p)"
            source '\(path)' >/dev/null
            echo "status $?"
            [ "$before" = "$(set +o; shopt -p)" ] && echo "options unchanged"
            false
            echo "still running"
            declare -F | grep -c kinema_ || true
            """)
        #expect(output.contains("status 0"))
        #expect(output.contains("options unchanged"))
        #expect(output.contains("still running"), "a failing command after sourcing does not end the shell")
        #expect(output.hasSuffix("0\n"), "its helper functions are gone")
    }

    @Test func aStrictCallerKeepsItsStrictOptions() throws {
        let output = try bash("""
            set -euo pipefail
            source '\(Self.script.path)' >/dev/null
            [[ $- == *e* && $- == *u* ]] && echo "errexit and nounset on"
            [[ $(set -o | grep pipefail) == *on ]] && echo "pipefail on"
            """)
        #expect(output == "errexit and nounset on\npipefail on\n", "got \(output)")
    }
}
