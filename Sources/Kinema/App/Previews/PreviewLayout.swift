import Foundation

/// How Xcode's canvas sizes a preview. Kinema's tools choose the window's size themselves
/// (`--width`, `--height`); these compile, and are not used.
public enum PreviewLayout: Sendable {
    /// The device's screen.
    case device
    /// The size the preview's content needs.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device Xcode's canvas shows a preview on, by name; not used by Kinema's tools.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name.
    public let rawValue: String

    /// A device of a name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device of a name, written as a string.
    public init(stringLiteral value: String) {
        rawValue = value
    }
}

/// An orientation of the device a preview is shown on; not used by Kinema's tools.
public enum InterfaceOrientation: Sendable {
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned left.
    case landscapeLeft
    /// Turned right.
    case landscapeRight
}

extension View {
    /// Sizes the preview in Xcode's canvas; Kinema's tools size the window themselves.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Chooses the device of Xcode's canvas; Kinema's tools do not use it.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Turns the device of Xcode's canvas; Kinema's tools do not use it.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
