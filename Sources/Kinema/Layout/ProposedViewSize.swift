import Foundation

/// The size a parent proposes to a child: per dimension a length, or nil for "your ideal size".
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or nil for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        (self.width, self.height) = (width, height)
    }

    /// Proposes a concrete size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Proposes zero in both dimensions: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Proposes nothing: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Proposes infinity in both dimensions: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with unspecified dimensions replaced by `size`'s (10 × 10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
