import ArgumentParser
import Kinema

/// The system appearance a tool runs a view in: `--appearance light` (the default, as a
/// simulator starts) or `--appearance dark`, as Dark Mode in Settings; a view's
/// `preferredColorScheme(_:)` overrides it.
public enum AppearanceOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark

    /// The colour scheme the system is set to.
    public var colorScheme: ColorScheme { self == .dark ? .dark : .light }

    /// The option's help, shared by the commands that take it.
    public static let help = ArgumentHelp(
        "The system's appearance: light (as a simulator starts) or dark; a view's preferredColorScheme overrides it.",
        valueName: "light|dark")
}
