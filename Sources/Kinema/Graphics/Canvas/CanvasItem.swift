import Foundation

/// What a ``Canvas`` drew: its frame, and the display list its renderer recorded, in the
/// canvas's own coordinates (origin at its top-leading corner), clipped to its bounds.
public struct CanvasItem: Equatable, Sendable {
    /// The canvas's presented frame.
    public var frame: CGRect
    /// Whether the canvas said it is fully opaque.
    public var isOpaque: Bool
    /// What the renderer drew, in the canvas's coordinates.
    public var content: DisplayList

    /// Creates a canvas item.
    public init(frame: CGRect, isOpaque: Bool, content: DisplayList) {
        (self.frame, self.isOpaque, self.content) = (frame, isOpaque, content)
    }
}
