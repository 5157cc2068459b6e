import Foundation

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    /// Creates a rectangle.
    public init() {}

    /// The frame.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// A rectangle inset on every side.
    public func inset(by amount: CGFloat) -> InsetRectangle { InsetRectangle(amount: amount) }
}

/// A rectangle inset from its frame.
public struct InsetRectangle: InsettableShape {
    var amount: CGFloat

    /// The inset amount.
    public var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    /// The inset frame.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }

    /// Inset further.
    public func inset(by amount: CGFloat) -> InsetRectangle { InsetRectangle(amount: self.amount + amount) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    /// The corners' width and height.
    public var cornerSize: CGSize
    /// How the corners are shaped.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Corners of one radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Corners of a width and height.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The corner size.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// The rounded frame.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: cornerSize, style: style)
    }

    /// The rounded rectangle inset on every side.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

/// A circle centred in its frame, as large as fits.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0

    /// Creates a circle.
    public init() {}

    /// The circle.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) - 2 * insetAmount
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: max(side, 0), height: max(side, 0)))
    }

    /// The circle inset.
    public func inset(by amount: CGFloat) -> Circle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }

    /// A square: the proposal's smaller side.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0

    /// Creates an ellipse.
    public init() {}

    /// The ellipse.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }

    /// The ellipse inset.
    public func inset(by amount: CGFloat) -> Ellipse {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: InsettableShape {
    /// How the ends are shaped.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The capsule.
    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    /// The capsule inset.
    public func inset(by amount: CGFloat) -> Capsule {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}
