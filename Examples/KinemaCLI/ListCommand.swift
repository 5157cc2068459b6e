import ArgumentParser
import KinemaExamples

/// `kinema list`: the examples, what each shows, and its actions.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the examples, with their window sizes, actions and default scripts."
    )

    @Flag(name: .shortAndLong, help: "Also print each example's actions and default script.")
    var verbose = false

    func run() throws {
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
}
