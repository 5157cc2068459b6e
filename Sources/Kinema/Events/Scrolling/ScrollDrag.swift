import Foundation

/// A pointer on a scroll view: where the content was when the pointer went down or began to
/// drag it, and whether it drags it yet.
struct ScrollDrag {
    /// Where the pointer was, in the window, when the content was at `startOffset`.
    var anchor: CGPoint
    var startOffset: CGPoint
    /// Whether the pointer has moved past the slop along the scroll view's axes and drags it.
    var isDragging = false
}
