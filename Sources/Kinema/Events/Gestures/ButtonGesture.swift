import Foundation

/// How a button follows a pointer: pressed while the pointer that went down on it is over it,
/// its action run when the pointer goes up over it.
struct ButtonGestureModifier: PrimitiveModifier {
    let onPressingChanged: (Bool) -> Void
    let action: () -> Void

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ButtonGestureNode(graph: graph, viewType: viewType)
    }
}

final class ButtonGestureNode: PointerModifierNode<ButtonGestureModifier>, PointerTarget {
    override var pointerTarget: (any PointerTarget)? { self }

    private var isPressed = false
    /// How far outside its frame a pointer may stray and still press the button, as on iOS,
    /// where a finger covers more than the point it reports.
    private static let margin: CGFloat = 24

    func pointerBegan(_ track: PointerTrack) -> PointerInterest {
        setPressed(true)
        return .track
    }

    func pointerMoved(_ track: PointerTrack) -> PointerInterest {
        setPressed(isOver(track))
        return .track
    }

    func pointerEnded(_ track: PointerTrack) -> Bool {
        setPressed(false)
        guard isOver(track), let modifier else { return false }
        modifier.action()
        return true
    }

    func pointerCancelled(_ track: PointerTrack) {
        setPressed(false)
    }

    private func isOver(_ track: PointerTrack) -> Bool {
        layoutFrame.insetBy(dx: -Self.margin, dy: -Self.margin).contains(layoutLocation(of: track))
    }

    private func setPressed(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        modifier?.onPressingChanged(pressed)
    }
}

extension View {
    /// Makes the view follow a pointer as a button does (see ``ButtonGestureModifier``).
    func buttonGesture(onPressingChanged: @escaping (Bool) -> Void, action: @escaping () -> Void) -> some View {
        modifier(ButtonGestureModifier(onPressingChanged: onPressingChanged, action: action))
    }
}
