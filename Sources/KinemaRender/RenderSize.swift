/// A width and height in logical units.
public struct RenderSize: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, returned when there is nothing to measure.
    public static let zero = RenderSize(width: 0, height: 0)
}
