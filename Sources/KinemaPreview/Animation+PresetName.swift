import Kinema

extension Animation {
    /// SwiftUI's presets by the names code writes them with. Some presets may equal others,
    /// so this is a list: the first match names the animation.
    private static let presetNames: [(Animation, String)] = [
        (.default, ".default"), (.smooth, ".smooth"), (.snappy, ".snappy"), (.bouncy, ".bouncy"), (.spring, ".spring"),
        (.interactiveSpring, ".interactiveSpring"), (.interpolatingSpring, ".interpolatingSpring"), (.linear, ".linear"),
        (.easeIn, ".easeIn"), (.easeOut, ".easeOut"), (.easeInOut, ".easeInOut"),
    ]

    /// The animation as the inspector shows it: the preset's name when it is one
    /// (`.bouncy — FluidSpringAnimation(…)`), else its description.
    var inspectorDescription: String {
        guard let name = Self.presetNames.first(where: { $0.0 == self })?.1 else { return description }
        return "\(name) — \(description)"
    }
}
