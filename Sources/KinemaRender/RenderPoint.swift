/// A point in the canvas's user space (logical units, before the scale factor).
public struct RenderPoint: Hashable, Sendable {
    /// Horizontal coordinate; grows to the right.
    public var x: Double
    /// Vertical coordinate; grows downwards, as in SwiftUI.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = RenderPoint(x: 0, y: 0)

    /// Whether both coordinates are finite. Points that are not are never
    /// passed to Cairo, whose context would otherwise enter a sticky error state.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
