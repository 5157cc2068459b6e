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

extension View where Body == Never {
    /// Views that Kinema draws or lays out itself have no body; reading it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is drawn by Kinema itself and has no body to read")
    }
}
