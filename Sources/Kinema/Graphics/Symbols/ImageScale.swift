import Foundation

extension Image {
    /// How large symbols are drawn relative to the text around them.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// About 20 % smaller than medium.
        case small
        /// The size of the text around the symbol: the default.
        case medium
        /// About 30 % larger than medium.
        case large

        /// The factor applied to a medium symbol's size (the proportions Apple gives for its
        /// symbol scales).
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

private enum ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

extension EnvironmentValues {
    /// The scale symbols in this environment are drawn at.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view at `scale` relative to the text around them.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
