import Foundation

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The container's frame in the window's coordinates.
    let globalFrame: CGRect
    /// The frames of the named coordinate spaces around the container, innermost first.
    let namedSpaces: [(name: AnyHashable, frame: CGRect)]

    /// The safe area inset of the container view: zero, as a host's window has no unsafe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = namedSpaces.first(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }

    /// The container view's bounds rectangle, converted to a coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

extension ViewNode {
    /// The geometry of this node as a `GeometryReader` in its place would see it: its size and
    /// where it is drawn now, in the window and in the named spaces around it.
    var geometryProxy: GeometryProxy {
        let frame = scrolledFrame
        return GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: namedSpaces)
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
