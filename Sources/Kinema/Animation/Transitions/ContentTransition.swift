import Foundation

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view: how a `Text` changes its characters.
///
/// Content transitions take effect only in transactions that animate.
public struct ContentTransition: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case identity, opacity, interpolate
        case numeric(countsDown: Bool)
        case numericValue(Double)
        /// A symbol's replacement (`.symbolEffect(.replace)`); text blends.
        case symbolReplace(ReplaceSymbolEffect.Style)
    }

    let storage: Storage

    /// The content changes at once.
    public static let identity = ContentTransition(storage: .identity)

    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(storage: .opacity)

    /// The views interpolate their content where they can: Kinema blends text as `.opacity`
    /// does, and animates its font and colour as it does for any change.
    public static let interpolate = ContentTransition(storage: .interpolate)

    /// A transition for text showing numbers: the characters that change roll, up as the
    /// numbers count up, down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(storage: .numeric(countsDown: countsDown))
    }

    /// A transition for text showing `value`: the characters that change roll up when the new
    /// value is larger than the old, down when it is smaller.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(storage: .numericValue(value))
    }
}

private enum ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .opacity }
}

extension EnvironmentValues {
    /// How views in this environment change their content in animated transactions: by default,
    /// the old content fades out as the new fades in.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content of the views inside changes in animated transactions.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
