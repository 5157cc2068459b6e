import Foundation
import KinemaExport
import Testing

@Suite struct RecordingScriptTests {
    @Test func parsesStepsSeparatedBySemicolonsAndLines() throws {
        let script = try RecordingScript(parsing: """
            tap avatar-cat; wait 0.8   # let it bounce
            action shuffle
            tap 120,340; wait 2s
            # a comment line

            tap "pet #1"; wait 250ms
            """)
        #expect(script.steps == [
            .tap("avatar-cat"), .wait(0.8), .action("shuffle"), .tapAt(CGPoint(x: 120, y: 340)), .wait(2),
            .tap("pet #1"), .wait(0.25),
        ])
        #expect(script.duration == 3.05)
    }

    @Test func descriptionParsesBackToTheSameScript() throws {
        let script = RecordingScript([
            .tap("a b"), .tap("12,5"), .tapAt(CGPoint(x: 1.5, y: -2)), .action("go"), .wait(0.125), .tap("x;y"),
        ])
        #expect(try RecordingScript(parsing: script.description) == script)
    }

    @Test(arguments: [
        ("tap a\njump 3", 2, 1, "unknown command 'jump'"),
        ("wait", 1, 5, "wait needs a number of seconds"),
        ("tap a; wait abc", 1, 13, "'abc' is not a number of seconds"),
        ("wait -1", 1, 6, "cannot be negative"),
        ("tap a b", 1, 7, "unexpected 'b'"),
        ("tap \"open", 1, 5, "quote is not closed"),
        ("tap 1,2x", 1, 5, nil),
        ("action", 1, 7, "action needs the name"),
        ("\"tap\" a", 1, 1, "expected a command"),
    ] as [(String, Int, Int, String?)])
    func reportsMistakesWithLineAndColumn(text: String, line: Int, column: Int, message: String?) {
        do {
            let script = try RecordingScript(parsing: text)
            // "1,2x" is no point, so it is an identifier; every other text is a mistake.
            #expect(message == nil && script.steps == [.tap("1,2x")])
        } catch let error as RecordingScriptError {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message.contains(message ?? "\u{0}"), "\(error)")
            #expect(error.description.hasPrefix("line \(line), column \(column): "))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aCoordinateThatIsNoNumberIsAMistake() {
        #expect(throws: RecordingScriptError(line: 1, column: 5, message: "'1e,2' is not a point; write it as x,y with two numbers")) {
            try RecordingScript(parsing: "tap 1e,2")
        }
    }
}
