import Foundation

/// Follows a pointer from the moment it goes down on the view, taking it from every view around
/// (a scroll view does not drag while a slider's knob does): the view is told where the pointer
/// is, in its own space, as it goes down and as it moves.
struct TrackingDragModifier: PrimitiveModifier {
    let began: () -> Void
    let changed: (CGPoint) -> Void
    let ended: () -> Void

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        TrackingDragNode(graph: graph, viewType: viewType)
    }
}

final class TrackingDragNode: PointerModifierNode<TrackingDragModifier>, PointerTarget {
    override var pointerTarget: (any PointerTarget)? { self }

    func pointerBegan(_ track: PointerTrack) -> PointerInterest {
        modifier?.began()
        report(track)
        return .claim
    }

    func pointerMoved(_ track: PointerTrack) -> PointerInterest {
        report(track)
        return .claim
    }

    func pointerEnded(_ track: PointerTrack) -> Bool {
        modifier?.ended()
        return true
    }

    func pointerCancelled(_ track: PointerTrack) {
        modifier?.ended()
    }

    private func report(_ track: PointerTrack) {
        let location = layoutLocation(of: track)
        modifier?.changed(CGPoint(x: location.x - layoutFrame.minX, y: location.y - layoutFrame.minY))
    }
}

extension View {
    /// Follows a pointer that goes down on the view (see ``TrackingDragModifier``).
    func trackingDrag(began: @escaping () -> Void, changed: @escaping (CGPoint) -> Void, ended: @escaping () -> Void) -> some View {
        modifier(TrackingDragModifier(began: began, changed: changed, ended: ended))
    }
}
