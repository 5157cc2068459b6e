import Foundation
/// A layout applied to content: what `MyLayout { … }` builds.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    typealias Body = Never

    func makeNode(in graph: ViewGraph) -> ViewNode {
        LayoutNode<L>(graph: graph, viewType: ObjectIdentifier(Self.self), layout: layout)
    }
}

extension LayoutView: LayoutContainer {
    var contentView: any View { content }
}

/// A view that lays out its content with a layout.
@MainActor
protocol LayoutContainer {
    associatedtype L: Layout
    var layout: L { get }
    var contentView: any View { get }
}
