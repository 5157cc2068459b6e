extension Animation {
    /// SwiftUI's presets by the names code writes them with. Some presets may equal others,
    /// so this is a list: the first match names the animation.
    private static let presetNames: [(Animation, String)] = [
        (.default, ".default"), (.smooth, ".smooth"), (.snappy, ".snappy"), (.bouncy, ".bouncy"), (.spring, ".spring"),
        (.interactiveSpring, ".interactiveSpring"), (.interpolatingSpring, ".interpolatingSpring"), (.linear, ".linear"),
        (.easeIn, ".easeIn"), (.easeOut, ".easeOut"), (.easeInOut, ".easeInOut"),
    ]

    /// The name code writes this animation with when it is one of SwiftUI's presets
    /// (`".bouncy"`), for inspectors and legends; nil for any other animation.
    public var presetName: String? {
        Self.presetNames.first { $0.0 == self }?.1
    }
}
