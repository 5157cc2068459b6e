import Foundation

/// A rectangle of whole pixels on a canvas.
public struct PixelRegion: Equatable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a region.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The pixels `rect` (in points) touches at `scale` pixels per point, grown by `outset`
    /// pixels; nil when the rectangle is empty or not finite.
    init?(enclosing rect: CGRect, scale: Double, outset: Int) {
        guard rect.isDrawable, !rect.isNull else { return nil }
        let limit = Double(PixelCanvas.maximumPixelDimension)
        func clamped(_ value: Double) -> Int { Int(min(max(value, -limit), limit)) }
        let x0 = clamped((rect.minX * scale).rounded(.down)) - outset, y0 = clamped((rect.minY * scale).rounded(.down)) - outset
        let x1 = clamped((rect.maxX * scale).rounded(.up)) + outset, y1 = clamped((rect.maxY * scale).rounded(.up)) + outset
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels in both regions; nil when they do not overlap.
    func intersection(_ other: PixelRegion) -> PixelRegion? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The region in points at `scale` pixels per point.
    func rect(scale: Double) -> CGRect {
        CGRect(x: Double(x) / scale, y: Double(y) / scale, width: Double(width) / scale, height: Double(height) / scale)
    }
}
