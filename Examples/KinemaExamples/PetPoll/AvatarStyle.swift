/// How the poll's avatars animate when selected: the steps of the pet avatar scenarios.
public enum AvatarStyle: String, CaseIterable, Sendable {
    /// A1: no animation; the avatar jumps.
    case plain
    /// A2: `withAnimation` with the default animation, a critically damped spring.
    case standard
    /// A3: `withAnimation(.bouncy)`: the avatar overshoots and settles.
    case bouncy
    /// A4: `.animation(.bouncy, value:)` on the avatar, so taps and programmatic changes animate.
    case implicit
    /// A5: the shadow animates with `.smooth` and the scale with `.bouncy`.
    case shadowAndScale
    /// A6: body-scoped `.animation(_:body:)`; the avatar's ring changes without animation.
    case scoped
    /// A7: a `TransactionKey` set by taps picks `.bouncy` for taps and `.smooth` otherwise.
    case tapKey
    /// A8: the same, with body-scoped `.transaction(_:body:)`.
    case scopedTapKey

    /// A short label for the style picker.
    public var label: String {
        switch self {
        case .plain: "Plain"
        case .standard: "Default"
        case .bouncy: "Bouncy"
        case .implicit: "Implicit"
        case .shadowAndScale: "Shadow"
        case .scoped: "Scoped"
        case .tapKey: "Tap key"
        case .scopedTapKey: "Scoped key"
        }
    }
}
