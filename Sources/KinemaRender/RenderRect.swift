/// An axis-aligned rectangle in logical units.
public struct RenderRect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: RenderPoint
    /// The extent; negative sizes are normalised when drawing.
    public var size: RenderSize

    /// Creates a rectangle from an origin and a size.
    public init(origin: RenderPoint, size: RenderSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and extent.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: RenderPoint(x: x, y: y), size: RenderSize(width: width, height: height))
    }

    /// Left edge.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// Top edge.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// Right edge.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// Bottom edge.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// Horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// Absolute width.
    public var width: Double { abs(size.width) }
    /// Absolute height.
    public var height: Double { abs(size.height) }

    /// Whether all four values are finite, i.e. the rectangle is drawable.
    public var isFinite: Bool {
        origin.isFinite && size.width.isFinite && size.height.isFinite
            && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top
    /// and bottom (grown when negative); never inverted.
    public func insetBy(dx: Double, dy: Double) -> RenderRect {
        let w = max(0, width - 2 * dx)
        let h = max(0, height - 2 * dy)
        return RenderRect(x: (minX + maxX) / 2 - w / 2, y: (minY + maxY) / 2 - h / 2, width: w, height: h)
    }
}
