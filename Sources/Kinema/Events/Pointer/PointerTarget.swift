import Foundation

/// What a view that a pointer went down on wants from it next.
enum PointerInterest {
    /// Nothing more: it drops out and hears no more of this pointer.
    case none
    /// To follow it, beside the others that do.
    case track
    /// To have it alone: the others are cancelled and only this one hears the rest.
    case claim
}

/// How a pointer target ranks against the others under the pointer.
enum PointerPriority {
    /// Inner views before outer ones, as gestures attached with `gesture(_:including:)`.
    case normal
    /// Before every normal one (`highPriorityGesture`), inner before outer among these.
    case high
    /// Beside the others: neither claims the pointer nor is cancelled by their claims
    /// (`simultaneousGesture`).
    case simultaneous
}

/// A node that reacts to a pointer that went down on it or on its content: a tap, a button's
/// press, a scroll view's drag, a slider's knob.
///
/// The nodes under the pointer hear it innermost first. Each may claim it as it moves (a scroll
/// view once it has moved past the slop along its axis); otherwise, when the pointer goes up,
/// the innermost that handles the release wins and the rest are cancelled.
@MainActor
protocol PointerTarget: AnyObject {
    /// Whether the node has left the tree: a pointer that went down on it passes it by.
    var isDetached: Bool { get }
    /// The pointer went down on the node.
    func pointerBegan(_ track: PointerTrack) -> PointerInterest
    /// The pointer moved; `.claim` takes it from the others (a claimed pointer's moves answer
    /// nothing).
    func pointerMoved(_ track: PointerTrack) -> PointerInterest
    /// The pointer went up; returns whether the node handled the release.
    func pointerEnded(_ track: PointerTrack) -> Bool
    /// Another node took the pointer, it was cancelled, or it went down again elsewhere.
    func pointerCancelled(_ track: PointerTrack)
    /// How the node ranks against the others under the pointer.
    var pointerPriority: PointerPriority { get }
    /// Whether the views inside the node take no pointer: a gesture attached with a mask
    /// without `.subviews`.
    var excludesSubviews: Bool { get }
}

extension PointerTarget {
    var pointerPriority: PointerPriority { .normal }
    var excludesSubviews: Bool { false }
}

/// A modifier's node that is a ``PointerTarget``: it notes where hit testing found it, so that
/// it can tell where the pointer is in its layout's coordinates as it moves.
class PointerModifierNode<Modifier: ViewModifier>: ModifierNode<Modifier> {
    /// The point of the last hit test that hit inside, in the layout's coordinates (effects and
    /// scrolling around the node undone): hit testing reaches the node on its way to the leaf
    /// under a pointer going down, so this is where that pointer landed.
    private(set) var hitPoint = CGPoint.zero
    private(set) var isDetached = false

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        let hit = super.hitTest(point)
        if hit != nil { hitPoint = point }
        return hit
    }

    override func removeFromTree() {
        isDetached = true
        super.removeFromTree()
    }

    /// Where the pointer of `track` is now in the layout's coordinates: moved from where it went
    /// down by as much as it moved in the window.
    func layoutLocation(of track: PointerTrack) -> CGPoint {
        layoutLocation(of: track.location, track: track)
    }

    /// `windowPoint`, a point of `track`, in the layout's coordinates.
    private func layoutLocation(of windowPoint: CGPoint, track: PointerTrack) -> CGPoint {
        CGPoint(x: hitPoint.x + windowPoint.x - track.startLocation.x,
                y: hitPoint.y + windowPoint.y - track.startLocation.y)
    }

    /// `windowPoint`, a point of `track`, in `space`: the window's (`.global`), the view's own
    /// (`.local`, origin at its top leading corner, before the effects on it), or the named one
    /// around the view (the window's when none has the name).
    func location(of windowPoint: CGPoint, track: PointerTrack, in space: CoordinateSpace) -> CGPoint {
        let origin: CGPoint
        switch space {
        case .global: return windowPoint
        case .local: origin = layoutFrame.origin
        case .named(let name):
            var node = parent
            while let current = node, (current as? CoordinateSpaceNode)?.name != name { node = current.parent }
            if node == nil {
                graph.report(KinemaDiagnostic(
                    .invalidValue, "a gesture's location: no view around this one names its coordinate space \(name.base); the window's (.global) is used"))
            }
            origin = node?.layoutFrame.origin ?? .zero
        }
        let point = layoutLocation(of: windowPoint, track: track)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
