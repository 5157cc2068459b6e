import Foundation

/// The kinds of area a view can be kept out of: around the device's edges (the container) and
/// under the keyboard.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The regions' bits.
    public let rawValue: UInt

    /// Regions from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The area the device's edges and bars take.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
