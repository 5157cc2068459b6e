import Foundation

/// Arranges its content in a row.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// A row of the views the closure builds, aligned vertically, `spacing` apart (8 by default).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

/// Arranges its content in a column.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// A column of the views the closure builds, aligned horizontally, `spacing` apart.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

/// Overlays its content, aligned.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// The views the closure builds, one over the other, aligned.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension HStack: PrimitiveView, LayoutContainer {
    var contentView: any View { content }
    func makeNode(in graph: ViewGraph) -> ViewNode {
        LayoutNode(graph: graph, viewType: ObjectIdentifier(Self.self), layout: layout)
    }
}

extension VStack: PrimitiveView, LayoutContainer {
    var contentView: any View { content }
    func makeNode(in graph: ViewGraph) -> ViewNode {
        LayoutNode(graph: graph, viewType: ObjectIdentifier(Self.self), layout: layout)
    }
}

extension ZStack: PrimitiveView, LayoutContainer {
    var contentView: any View { content }
    func makeNode(in graph: ViewGraph) -> ViewNode {
        LayoutNode(graph: graph, viewType: ObjectIdentifier(Self.self), layout: layout)
    }
}
