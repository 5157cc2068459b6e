import Foundation
import Kinema
import KinemaExamples
import KinemaExport
import Testing

/// Every example builds, and its default script animates it and lets it settle.
@MainActor
struct ExampleCatalogTests {
    @Test func namesMatchTheExamples() {
        let examples = ExampleCatalog.all()
        #expect(examples.map(\.name) == ExampleCatalog.names)
        #expect(Set(ExampleCatalog.names).count == examples.count, "names are unique")
        #expect(ExampleCatalog.example(named: "pet-poll")?.name == "pet-poll")
        #expect(ExampleCatalog.example(named: "unicorns") == nil)
    }

    @Test(arguments: ExampleCatalog.names)
    func scriptUsesOnlyTheExamplesActions(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        #expect(!example.summary.isEmpty && example.size.width > 0 && example.size.height > 0)
        let script = try RecordingScript(parsing: example.script)
        #expect(script.duration > 1)
        for case .action(let action) in script.steps {
            #expect(example.actions[action] != nil, "\(name) has the action \(action)")
        }
    }

    @Test(arguments: ExampleCatalog.names)
    func defaultScriptAnimatesAndSettles(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        let host = HeadlessHost(example.rootView, size: example.size)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        let start = host.displayList.flattened
        var midway = 0
        try host.play(try RecordingScript(parsing: example.script), actions: example.actions) { list in
            if host.isAnimating, list.flattened != start { midway += 1 }
        }
        #expect(midway > 10, "frames in motion")
        host.advance(by: 10)
        #expect(host.settles, "settles, but for what repeats forever")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(arguments: ExampleCatalog.names)
    func everyActionRuns(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        let host = HeadlessHost(example.rootView, size: example.size)
        for action in example.actionNames {
            host.perform(try #require(example.actions[action]))
            host.advance(by: 10)
        }
        #expect(host.settles)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

extension HeadlessHost {
    /// Whether nothing animates but animations that repeat forever (an example's breathing dot
    /// started in `onAppear`).
    var settles: Bool {
        animatingAttributes.allSatisfy { "\($0.animation)".contains("repeatCount: nil") }
    }
}
