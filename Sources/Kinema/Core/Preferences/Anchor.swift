import Foundation

/// An opaque value derived from an anchor source and a particular view: a rectangle or a point
/// of the view, which a `GeometryProxy` converts into its own coordinates with
/// `proxy[anchor]`.
public struct Anchor<Value> {
    /// The value in the window's coordinates.
    let global: Value
    /// `global` moved by an offset: how the value changes coordinate space.
    let moved: @Sendable (Value, CGVector) -> Value

    /// The value in the coordinates of a view whose frame in the window is `frame`.
    func value(relativeTo frame: CGRect) -> Value {
        moved(global, CGVector(dx: -frame.minX, dy: -frame.minY))
    }

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        /// The anchor of a view whose frame in the window is the argument.
        let resolve: @Sendable (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Two anchors are equal when they name the same place in the window.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the place in the window the anchor names.
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor.Source { frame in
            Anchor(global: r.offsetBy(dx: frame.minX, dy: frame.minY), moved: { $0.offsetBy(dx: $1.dx, dy: $1.dy) })
        }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor.Source { frame in Anchor(global: frame, moved: { $0.offsetBy(dx: $1.dx, dy: $1.dy) }) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor.Source { frame in
            Anchor(global: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y), moved: { CGPoint(x: $0.x + $1.dx, y: $0.y + $1.dy) })
        }
    }

    /// A point at a unit position of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor.Source { frame in
            point(CGPoint(x: p.x * frame.width, y: p.y * frame.height)).resolve(frame)
        }
    }

    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The anchors of several sources of the same view, as an array.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [Anchor<T>] {
        resolve = { frame in
            let anchors = array.map { $0.resolve(frame) }
            return Anchor(global: anchors, moved: { anchors, _ in anchors })
        }
    }

    /// The anchor of an optional source.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == Anchor<T>? {
        resolve = { frame in
            let resolved = anchor?.resolve(frame)
            return Anchor(global: resolved, moved: { anchor, _ in anchor })
        }
    }
}

extension GeometryProxy {
    /// Resolves the value of an anchor in the container view's coordinate space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: globalFrame)
    }
}
