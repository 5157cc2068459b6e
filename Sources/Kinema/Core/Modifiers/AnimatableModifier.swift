import Foundation

/// A modifier that can create another modifier with animation: its body is computed each frame
/// with the modifier's interpolated `animatableData`.
///
/// SwiftUI deprecated it in favour of a modifier conforming to `Animatable` and
/// ``ViewModifier`` directly, which Kinema animates the same way.
@MainActor @preconcurrency
public protocol AnimatableModifier: Animatable, ViewModifier {}
