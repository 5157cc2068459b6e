import Foundation
@testable import KinemaUserCode
import Testing

/// What the compiler is given for a file of yours: SwiftUI's clock-following names in place of
/// Foundation's, on the same lines.
struct ClockImportsTests {
    @Test func aSwiftUIFileImportsTheClockFollowingModuleAndNotFoundation() throws {
        let source = """
            import Foundation
            @preconcurrency import Dispatch
            import SwiftUI // the views
            import struct Foundation.Date

            struct Clock: View { var body: some View { Text(Date().description) } }
            """
        let rewritten = try #require(ClockImports.rewritten(source, path: "/tmp/My \"App\"/Clock.swift"))
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #"#sourceLocation(file: "/tmp/My \"App\"/Clock.swift", line: 1)"#)
        #expect(Array(lines.dropFirst()) == [
            "", "", "import KinemaUserSwiftUI // the views", "import struct Foundation.Date", "",
            "struct Clock: View { var body: some View { Text(Date().description) } }",
        ], "every line stays on its line, so messages and #line point into your file")
    }

    @Test func combineIsBroughtByTheSameModule() throws {
        let both = try #require(ClockImports.rewritten("import Combine\nimport SwiftUI\nfinal class M: ObservableObject {}", path: "/tmp/M.swift"))
        #expect(both.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() == ["import KinemaUserSwiftUI", "", "final class M: ObservableObject {}"])
        let model = try #require(ClockImports.rewritten("import Foundation\nimport Combine\nfinal class M {}", path: "/tmp/M.swift"))
        #expect(model.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() == ["", "import KinemaUserSwiftUI", "final class M {}"],
                "a model that imports Combine alone gets the clock's timers too")
    }

    @Test func aFileThatDoesNotImportSwiftUIIsCompiledAsItIs() {
        #expect(ClockImports.rewritten("import Foundation\nstruct Model {}", path: "/tmp/Model.swift") == nil)
    }

    @Test func copiesAreMadeOnlyForSwiftUIFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-clock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let view = folder.appendingPathComponent("View.swift"), model = folder.appendingPathComponent("Model.swift")
        try "import SwiftUI\nstruct V: View { var body: some View { EmptyView() } }".write(to: view, atomically: true, encoding: .utf8)
        try "import Foundation\nstruct M {}".write(to: model, atomically: true, encoding: .utf8)
        let sources = try ClockImports.sources(for: [view.path, model.path], in: folder.appendingPathComponent("copies"))
        #expect(sources[1] == model.path)
        #expect(sources[0] != view.path)
        #expect(try String(contentsOfFile: sources[0], encoding: .utf8).contains("import KinemaUserSwiftUI"))
        #expect(try String(contentsOfFile: view.path, encoding: .utf8).hasPrefix("import SwiftUI"), "your file is not changed")
    }
}
