import ArgumentParser
import Foundation
import KinemaExamples
import KinemaUserCode

/// `kinema list`: the examples, what each shows, and its actions.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the examples (with their window sizes, actions and default scripts), or the views of your files."
    )

    @Flag(name: .shortAndLong, help: "Also print each example's actions and default script.")
    var verbose = false

    @Argument(help: "Swift files and folders of your own: list the views they declare instead.")
    var paths: [String] = []

    func run() throws {
        if !paths.isEmpty { return try listViews() }
        MainActor.assumeIsolated {
            let examples = ExampleCatalog.all()
            let width = examples.map(\.name.count).max() ?? 0
            for example in examples {
                let name = example.name.padding(toLength: width, withPad: " ", startingAt: 0)
                print("\(name)  \(example.summary) (\(example.scenarios); \(Int(example.size.width))×\(Int(example.size.height)))")
                if verbose {
                    let indent = String(repeating: " ", count: width + 2)
                    print("\(indent)actions: \(example.actionNames.joined(separator: ", "))")
                    print("\(indent)script:  \(example.script.split(separator: "\n").joined(separator: "; "))")
                }
            }
        }
    }

    /// The views of your files that Kinema's tools can run, and those that need arguments.
    private func listViews() throws {
        let sources: UserSources
        do { sources = try UserSources(paths: paths) } catch let problem as UserSources.Problem {
            throw ValidationError(problem.description)
        }
        for path in sources.files {
            let file = SourceScanner.scan(source: try String(contentsOfFile: path, encoding: .utf8), path: path)
            let name = URL(fileURLWithPath: path).lastPathComponent
            for view in file.views { print("\(view.kind.rawValue)\t\(view.name)\t\(name):\(view.line)") }
            for view in file.viewsNeedingArguments { print("needs arguments\t\(view)\t\(name)") }
        }
    }
}
