import Foundation

extension View {
    /// Runs `action` with true when the pointer enters the view's frame and false when it
    /// leaves: in the live preview, as the mouse moves over the page (a touch screen has no
    /// hover, as on iPhone); in code, with ``HeadlessHost/pointerHovered(at:)``.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverModifier(action: { phase in
            switch phase {
            case .active: action(true)
            case .ended: action(false)
            }
        }, isContinuous: false, space: .local))
    }

    /// Runs `action` with where the pointer is in `coordinateSpace` each time it moves over the
    /// view, and with `.ended` when it leaves.
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        modifier(HoverModifier(action: action, isContinuous: true, space: coordinateSpace.coordinateSpace))
    }
}

/// Where the pointer is over a view that follows it continuously.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

struct HoverModifier: PrimitiveModifier {
    let action: (HoverPhase) -> Void
    /// Whether every move is reported (`onContinuousHover`), or only entering and leaving.
    let isContinuous: Bool
    let space: CoordinateSpace

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        HoverNode(graph: graph, viewType: viewType)
    }
}

/// A view that follows the hovering pointer: registered with the graph's ``HoverRegistry`` while
/// it is in the tree.
final class HoverNode: ModifierNode<HoverModifier> {
    var isHovered = false

    override func place(in frame: CGRect) {
        super.place(in: frame)
        graph.hover.add(self)
    }

    override func removeFromTree() {
        graph.hover.remove(self)
        super.removeFromTree()
    }

    /// Tells the view where the pointer is now (nil: gone).
    func pointer(at point: CGPoint?) {
        guard let modifier else { return }
        let frame = scrolledFrame
        guard let point, frame.contains(point) else {
            if isHovered {
                isHovered = false
                modifier.action(.ended)
            }
            return
        }
        let entered = !isHovered
        isHovered = true
        guard entered || modifier.isContinuous else { return }
        let location = switch modifier.space {
        case .global: point
        default: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        }
        modifier.action(.active(location))
    }
}

/// The views that follow the hovering pointer, in the order they were laid out.
@MainActor
final class HoverRegistry {
    private var nodes: [ObjectIdentifier: HoverNode] = [:]
    private var order: [ObjectIdentifier] = []
    private(set) var location: CGPoint?

    func add(_ node: HoverNode) {
        let id = ObjectIdentifier(node)
        guard nodes[id] == nil else { return }
        nodes[id] = node
        order.append(id)
    }

    func remove(_ node: HoverNode) {
        let id = ObjectIdentifier(node)
        guard nodes.removeValue(forKey: id) != nil else { return }
        order.removeAll { $0 == id }
    }

    /// Moves the pointer to `point` (nil: it left the window) and tells each view.
    func move(to point: CGPoint?) {
        location = point
        for id in order { nodes[id]?.pointer(at: point) }
    }
}
