import Foundation

/// A resolved coordinate space: the window's, a view's own, or one named by `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
    /// The window's coordinate space.
    case global
    /// The view's own coordinate space, its origin at its top leading corner.
    case local
    /// The coordinate space of the view marked with this name.
    case named(AnyHashable)
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    /// The coordinate space itself.
    public var coordinateSpace: CoordinateSpace { self }
}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// Names the coordinate space of a view, for `GeometryProxy.frame(in:)` inside it.
struct CoordinateSpaceModifier: PrimitiveModifier {
    let name: AnyHashable

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        CoordinateSpaceNode(graph: graph, viewType: viewType)
    }
}

final class CoordinateSpaceNode: ModifierNode<CoordinateSpaceModifier> {
    var name: AnyHashable? { modifier?.name }
}

extension View {
    /// Names this view's coordinate space, so that views inside can measure frames in it.
    public func coordinateSpace(name: some Hashable) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}
