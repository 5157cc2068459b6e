import Foundation

/// A pointer drags a scroll view's content once it moves past the slop along the view's axis
/// (taking the pointer from the buttons and taps under it), the content following it point for
/// point; released, the content glides on with the pointer's velocity and slows to a stop, or
/// to where its scroll target behaviour settles (see ``endInteraction(velocity:transaction:)``).
extension ScrollNode: PointerTarget {
    /// A pointer going down on gliding content stops it where it is, and is the scroll view's
    /// alone: as on iOS, the touch that stops the content taps nothing under it.
    func pointerBegan(_ track: PointerTrack) -> PointerInterest {
        let wasGliding = isOffsetAnimating
        if wasGliding { scroll(to: presentedOffset, transaction: Transaction()) }
        drag = ScrollDrag(anchor: track.location, startOffset: presentedOffset)
        return wasGliding ? .claim : .track
    }

    func pointerMoved(_ track: PointerTrack) -> PointerInterest {
        guard var drag else { return .none }
        if !drag.isDragging {
            let moved = track.translation
            let along = CGSize(width: axes.contains(.horizontal) ? moved.width : 0, height: axes.contains(.vertical) ? moved.height : 0)
            let across = CGSize(width: moved.width - along.width, height: moved.height - along.height)
            let alongLength = hypot(along.width, along.height), acrossLength = hypot(across.width, across.height)
            guard alongLength > PointerTrack.slop, alongLength >= acrossLength else {
                // Moved mostly across the axis: the pointer is someone else's.
                if acrossLength > PointerTrack.slop { self.drag = nil; return .none }
                return .track
            }
            drag = ScrollDrag(anchor: track.location, startOffset: presentedOffset, isDragging: true)
            self.drag = drag
        }
        let moved = CGSize(width: track.location.x - drag.anchor.x, height: track.location.y - drag.anchor.y)
        scroll(to: CGPoint(x: drag.startOffset.x - (axes.contains(.horizontal) ? moved.width : 0),
                           y: drag.startOffset.y - (axes.contains(.vertical) ? moved.height : 0)),
               transaction: Transaction())
        return .claim
    }

    func pointerEnded(_ track: PointerTrack) -> Bool {
        guard drag?.isDragging == true else {
            drag = nil
            return false
        }

        drag = nil
        // The offset moves against the pointer.
        let velocity = track.velocity
        endInteraction(velocity: CGVector(dx: axes.contains(.horizontal) ? -velocity.dx : 0, dy: axes.contains(.vertical) ? -velocity.dy : 0),
                       transaction: Transaction())
        return true
    }

    func pointerCancelled(_ track: PointerTrack) {
        let wasDragging = drag?.isDragging == true
        drag = nil
        if wasDragging { endInteraction(velocity: .zero, transaction: Transaction()) }
    }
}
