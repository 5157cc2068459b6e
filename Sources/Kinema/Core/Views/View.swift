import Foundation
/// A piece of user interface: a value describing what to show, recomputed when what it reads
/// changes.
///
/// Declare `body` from other views. Kinema keeps the state and animations of each view in its
/// graph, keyed by the view's position in the tree; the `View` value itself is short-lived.
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View

    /// The view's content.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Never called: primitive views have no body.
    public var body: Never { self }
}

/// A view Kinema draws or lays out itself, through a node of its own, rather than through `body`.
@MainActor
protocol PrimitiveView: View where Body == Never {
    /// Creates the node that keeps this view's state in the tree.
    func makeNode(in graph: ViewGraph) -> ViewNode
}

extension PrimitiveView {
    /// Makes the node of `view`, whose type is `Self`, without casting it: the caller found that
    /// its type is `Self` once for all views of the type (a cast from `any View` to a protocol
    /// costs a conformance look-up per view).
    static func makeNode(opening view: any View, in graph: ViewGraph) -> ViewNode {
        unsafeOpen(view, as: Self.self).makeNode(in: graph)
    }
}

extension View where Body == Never {
    /// Views that Kinema draws or lays out itself have no body; reading it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is drawn by Kinema itself and has no body to read")
    }
}
