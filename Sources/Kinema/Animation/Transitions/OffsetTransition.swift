import Foundation

/// A transition that offsets the view by a fixed amount.
public struct OffsetTransition: Transition, DirectTransition {
    /// The offset outside the identity phase.
    public var offset: CGSize

    /// Creates a transition that offsets the view by `offset`.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    /// The content, offset outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        func apply<C: View>(_ content: C) -> any View { content.offset(phase.isIdentity ? .zero : offset) }
        return apply(content)
    }
}

extension Transition where Self == OffsetTransition {
    /// A transition that offsets the view by `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// A transition that offsets the view by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension OffsetTransition {
    var inspectionName: String { "offset(x: \(offset.width), y: \(offset.height))" }
}
