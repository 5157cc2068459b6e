import Foundation

/// A part of the safe area that a node gives its content: the rectangle that is safe, and the
/// one around it that is not (the window with its insets, or a view with an inset of its own),
/// in root coordinates.
///
/// A view's safe area insets are the unsafe area next to its frame: a view that reaches an edge
/// of `inner` (or beyond it, but not past `outer`) has the distance from its edge to `outer`'s
/// as its inset there, so a view at the top of a window with a notch has the notch's height as
/// its top inset, and a view in the middle has none.
struct SafeAreaElement {
    let inner: CGRect
    let outer: CGRect

    /// Extends `rect`, on each edge where it reaches this element's inner edge, to the outer one.
    func extend(_ rect: inout CGRect) {
        // (Half a point either way counts as reaching an edge: layout rounds.)
        let slack: CGFloat = 0.5
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if minY - slack < inner.minY, outer.minY < minY + slack { minY = min(minY, outer.minY) }
        if inner.maxY < maxY + slack, maxY - slack < outer.maxY { maxY = max(maxY, outer.maxY) }
        if minX - slack < inner.minX, outer.minX < minX + slack { minX = min(minX, outer.minX) }
        if inner.maxX < maxX + slack, maxX - slack < outer.maxX { maxX = max(maxX, outer.maxX) }
        rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A node that gives (some of) its children a safe area smaller than its own: the root of a
/// window with insets, a view with `safeAreaInset(edge:…)`.
@MainActor
protocol SafeAreaProvider: ViewNode {
    /// The element `child` sees, if any.
    func safeAreaElement(for child: ViewNode) -> SafeAreaElement?
}

extension ViewNode {
    /// The insets of the safe area around `frame`, a frame given to this node: how far the
    /// unsafe area next to it reaches beyond each edge. Zero unless the window has insets or a
    /// view has set some; inside a scroll view, zero (the scroll view insets its content by
    /// the safe area around it instead).
    func safeAreaInsets(in frame: CGRect) -> EdgeInsets {
        guard graph.usesSafeAreas else { return EdgeInsets() }
        var rect = frame
        var child: ViewNode = self
        var node = parent
        while let current = node, !(current is ScrollNode) {
            if let provider = current as? any SafeAreaProvider, let element = provider.safeAreaElement(for: child) {
                element.extend(&rect)
            }
            child = current
            node = current.parent
        }
        return EdgeInsets(top: frame.minY - rect.minY, leading: frame.minX - rect.minX,
                          bottom: rect.maxY - frame.maxY, trailing: rect.maxX - frame.maxX)
    }
}

extension EdgeInsets {
    /// Whether every inset is zero.
    var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }

    /// The insets with their signs turned.
    var negated: EdgeInsets { EdgeInsets(top: -top, leading: -leading, bottom: -bottom, trailing: -trailing) }

    /// The insets on `edges` only.
    func on(_ edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }
}

extension CGRect {
    /// The rectangle grown by `insets` (shrunk where they are negative).
    func outset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX - insets.leading, y: minY - insets.top,
               width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }
}
