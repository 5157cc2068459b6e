import Foundation
/// Runs an action when the view is tapped.
struct TapGestureModifier: PrimitiveModifier {
    let count: Int
    /// Where the location handed to the action is measured from.
    let coordinateSpace: CoordinateSpace
    let action: (CGPoint) -> Void

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        TapGestureNode(graph: graph, viewType: viewType)
    }
}

final class TapGestureNode: PointerModifierNode<TapGestureModifier>, PointerTarget {
    override var pointerTarget: (any PointerTarget)? { self }

    /// Taps counted towards the modifier's count.
    private var taps = 0

    func pointerBegan(_ track: PointerTrack) -> PointerInterest { .track }

    /// A pointer that moves past the slop is a drag, not a tap.
    func pointerMoved(_ track: PointerTrack) -> PointerInterest {
        track.isBeyondTap ? .none : .track
    }

    /// Counts a tap where the pointer went down; runs the action when the count is reached.
    func pointerEnded(_ track: PointerTrack) -> Bool {
        guard let modifier, !track.isBeyondTap else { return false }
        taps += 1
        if taps >= max(modifier.count, 1) {
            taps = 0
            modifier.action(location(of: track.startLocation, track: track, in: modifier.coordinateSpace))
        }
        return true
    }

    func pointerCancelled(_ track: PointerTrack) {}
}

extension View {
    /// Runs `action` when the view is tapped `count` times; the view's drawn shapes, where
    /// they are presented, receive the taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, coordinateSpace: .local) { _ in action() })
    }

    /// Runs `action` with the location of the tap when the view is tapped `count` times.
    ///
    /// - Parameters:
    ///   - count: The number of taps that run the action.
    ///   - coordinateSpace: The space the location is in: the view's own (`.local`, origin at
    ///     its top leading corner, before the effects on it), the window's (`.global`), or one
    ///     named with `coordinateSpace(name:)` around the view.
    ///   - action: What to do, given where the tap landed.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        modifier(TapGestureModifier(count: count, coordinateSpace: coordinateSpace.coordinateSpace, action: action))
    }
}
