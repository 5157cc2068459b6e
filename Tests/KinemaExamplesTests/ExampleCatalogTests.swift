import Foundation
@testable import Kinema
import KinemaExamples
import KinemaExport
import Testing
import KinemaTestSupport

/// Every example builds, and its default script animates it and lets it settle; meanwhile no
/// view is ever hit outside the hit bounds its node keeps (which hit testing skips subtrees by).
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
        var frame = 0
        var misses: [String] = []
        let points = (0..<36).map { CGPoint(x: (Double($0 % 6) + 0.5) * example.size.width / 6, y: (Double($0 / 6) + 0.5) * example.size.height / 6) }
        try host.play(try RecordingScript(parsing: example.script), actions: example.actions) { list in
            if host.isAnimating, list.flattened != start { midway += 1 }
            frame += 1
            if frame % 60 == 0 { misses += Self.hitsOutsideBounds(under: host.graph.root, at: points) }
        }
        #expect(midway > 10, "frames in motion")
        #expect(misses.isEmpty, "\(misses.prefix(5))")
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

    /// The nodes under `node` hit at one of `points` outside their hit bounds, with the point.
    private static func hitsOutsideBounds(under node: ViewNode, at points: [CGPoint]) -> [String] {
        var found = points.filter { node.hitTest($0) != nil && !node.hitBounds.contains($0) }.map { "\(type(of: node)) at \($0)" }
        node.forEachChild { found += hitsOutsideBounds(under: $0, at: points) }
        return found
    }
}

extension HeadlessHost {
    /// Whether nothing animates but what goes on forever: animations that repeat forever (an
    /// example's breathing dot started in `onAppear`) and phase animators without a trigger.
    var settles: Bool {
        animatingAttributes.allSatisfy {
            "\($0.animation)".contains("repeatCount: nil") || $0.source?.function.hasPrefix("PhaseAnimator") == true
        }
    }
}
