import Foundation

/// One item of a toolbar: a view (usually a button) and where it goes.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Primitive toolbar content has no body.
    public typealias Body = Never


    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item named `id` (for customization, which Kinema does not offer) showing `content`
    /// at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views of a toolbar at one place, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Primitive toolbar content has no body.
    public typealias Body = Never

    /// A group of the views in `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }


    var entries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content }))]
    }
}
