import Foundation

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The container's frame in the window's coordinates.
    let globalFrame: CGRect
    /// The frames of the named coordinate spaces around the container, innermost first.
    let namedSpaces: [(name: AnyHashable, frame: CGRect)]
    /// The safe area inset of the container view: how far the unsafe area next to it (a
    /// window's insets, a `safeAreaInset`) reaches beyond each of its edges.
    public let safeAreaInsets: EdgeInsets
    /// Where a name that names no space around the container is reported.
    let diagnostics: PendingDiagnostics?

    /// The container view's bounds rectangle, converted to a defined coordinate space. A name
    /// that no view around the container gives its space counts as `.global`, as in SwiftUI,
    /// and is reported.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = space(named: name, asking: "frame(in:)", using: "the window's (.global)") else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The container view's bounds rectangle, converted to a coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the view that names its coordinate space `coordinateSpace`, in the
    /// container's own coordinates; nil (reported) when no view around the container has the
    /// name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = space(named: coordinateSpace.name, asking: "bounds(of:)", using: "nil") else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// The frame of the innermost space named `name`, in the window's coordinates.
    private func space(named name: AnyHashable, asking call: String, using fallback: String) -> CGRect? {
        if let space = namedSpaces.first(where: { $0.name == name }) { return space.frame }
        diagnostics?.note(KinemaDiagnostic(
            .invalidValue, "GeometryProxy.\(call): no view around this one names its coordinate space \(name.base); \(fallback) is used"))
        return nil
    }
}

extension ViewNode {
    /// The geometry of this node as a `GeometryReader` in its place would see it: its size and
    /// where it is drawn now, in the window and in the named spaces around it, and its safe
    /// area.
    var geometryProxy: GeometryProxy {
        let frame = scrolledFrame
        return GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: namedSpaces,
                             safeAreaInsets: safeAreaInsets(in: layoutFrame), diagnostics: graph.diagnosticLog.pending)
    }

    /// The named coordinate spaces around this node, innermost first.
    private var namedSpaces: [(name: AnyHashable, frame: CGRect)] {
        var spaces: [(name: AnyHashable, frame: CGRect)] = []
        var node = parent
        while let current = node {
            if let space = current as? CoordinateSpaceNode, let name = space.name { spaces.append((name, space.scrolledFrame)) }
            node = current.parent
        }
        return spaces
    }
}
