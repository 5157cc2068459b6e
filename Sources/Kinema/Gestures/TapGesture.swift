import Foundation
/// Runs an action when the view is tapped.
struct TapGestureModifier: PrimitiveModifier {
    let count: Int
    let action: () -> Void

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        TapGestureNode(graph: graph, viewType: viewType)
    }
}

final class TapGestureNode: ModifierNode<TapGestureModifier> {
    /// Taps counted towards the modifier's count.
    private var taps = 0

    /// Delivers one tap; runs the action when the count is reached.
    func tap() {
        guard let modifier else { return }
        taps += 1
        if taps >= max(modifier.count, 1) {
            taps = 0
            modifier.action()
        }
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times; the view's drawn shapes, where
    /// they are presented, receive the taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }
}
