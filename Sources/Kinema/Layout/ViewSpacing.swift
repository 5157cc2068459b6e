import Foundation

/// The space a view wants around it in a stack. Kinema uses one distance, 8 points, between
/// any two views, and none next to a `Spacer`'s side.
public struct ViewSpacing: Hashable, Sendable {
    var isSpacer = false

    /// Creates the default spacing.
    public init() {}

    init(isSpacer: Bool) {
        self.isSpacer = isSpacer
    }

    /// The zero spacing.
    public static let zero = ViewSpacing(isSpacer: true)

    /// The distance between a view with this spacing and a following one with `next`'s.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isSpacer || next.isSpacer ? 0 : 8
    }
}
