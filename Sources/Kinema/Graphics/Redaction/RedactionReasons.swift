/// Why a view's content is hidden behind placeholders (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons' bits.
    public let rawValue: Int

    /// Reasons of bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content is a placeholder while the real one loads: text draws as rounded bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private (drawn as a placeholder too).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date (drawn as it is).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private enum RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
    /// Why content in this environment is redacted; empty when it is shown.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Draws the view's text as placeholders, for `reason`: a rounded bar in the text's colour,
    /// faded, for each line, as iOS draws a skeleton while content loads.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: \.redactionReasons, value: reason) { $0.formUnion($1) })
    }

    /// Shows the view's content even inside a redacted view.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}
