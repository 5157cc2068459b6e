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
