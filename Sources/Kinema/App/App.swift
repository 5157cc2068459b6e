import Foundation

/// An app: its scenes, the first window group's root view being what Kinema's tools preview and
/// record (`kinema preview App.swift`). `@main` on an app compiles; see ``main()``.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app.
    init()
}

extension App {
    /// The root view of the app's first window group, or nil if it has none.
    public var rootView: AnyView? { body.firstRootView }

    /// The entry point `@main` calls. Kinema runs apps through its tools (`kinema preview
    /// FILE…`, `kinema record FILE…`), which build your files into a program with its own entry;
    /// built any other way, the app says so on standard error and exits with status 64.
    public static func main() {
        let name = "\(Self.self)"
        FileHandle.standardError.write(Data("\(name): Kinema runs an app through its tools: `kinema preview FILE…` or `kinema record FILE… --view \(name)`\n".utf8))
        exit(64)
    }
}
