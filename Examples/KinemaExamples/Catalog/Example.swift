import Kinema

/// One runnable example: a view on a model of its own, the programmatic changes it offers, and
/// a script that shows it off.
///
/// Each ``ExampleCatalog`` call makes fresh examples, so examples never share state.
@MainActor
public struct Example {
    /// The name scripts and the command line use, such as `pet-poll`.
    public let name: String
    /// One line saying what the example shows.
    public let summary: String
    /// The scenarios of the specification it shows, such as `A1–A10`.
    public let scenarios: String
    /// The window size it is laid out for, in points.
    public let size: CGSize
    /// The view to show.
    public let rootView: AnyView
    /// Changes made through the example's model, as a program would make them, by name.
    public let actions: [String: @MainActor () -> Void]
    /// A recording script (taps, actions and waits) that shows the example off.
    public let script: String

    /// An example from its parts.
    public init(
        name: String, summary: String, scenarios: String, size: CGSize, rootView: some View,
        actions: [String: @MainActor () -> Void] = [:], script: String
    ) {
        self.name = name
        self.summary = summary
        self.scenarios = scenarios
        self.size = size
        self.rootView = AnyView(rootView)
        self.actions = actions
        self.script = script
    }

    /// The action names, sorted.
    public var actionNames: [String] { actions.keys.sorted() }
}
