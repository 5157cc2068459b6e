import Foundation

/// A node with one content child that counts as one view in layout, and by default lays out,
/// draws and hit-tests as its content. Not generic, so its members are cheap to reach.
class ContentNode: ViewNode {
    var content: ViewNode?

    /// `view`, a modified view of this node's type, opened into its modifier (of type `M`) and
    /// its content.
    final func openModified<M>(_ view: any View, modifier: M.Type) -> (modifier: M, content: any View) {
        let viewType = ObjectIdentifier(Swift.type(of: view))
        let type = modifiedTypes[viewType] ?? {
            let type = Swift.type(of: view) as! any ModifiedView.Type
            modifiedTypes[viewType] = type
            return type
        }()
        return type.open(view, modifier: M.self)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        content.map(body)
    }

    /// The content's hit, without gathering children into an array as the general case does:
    /// most nodes a pointer passes on its way down are modifiers.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        content?.hitTest(point)
    }

    override func appendTransitionElements(to elements: inout [TransitionElement], top: ViewNode, owner: ChildViewsNode) {
        guard let content else { return super.appendTransitionElements(to: &elements, top: top, owner: owner) }
        content.appendTransitionElements(to: &elements, top: top, owner: owner)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutUnits(of: content).sizeThatFits(proposal)
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        LayoutUnits(of: content).place(in: frame)
    }

    override func spacing() -> ViewSpacing {
        LayoutUnits(of: content).first?.spacing() ?? ViewSpacing()
    }

    override var layoutPriority: Double {
        LayoutUnits(of: content).first?.layoutPriority ?? 0
    }

    override var zIndexTrait: Double? { content?.zIndexTrait }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        content?.explicitGuide(key, size: size)
    }
}

/// The view types met so far as modified views, by view type: a cast to the protocol at each
/// update would cost a conformance look-up, and a node keeping its own would take two words of
/// every modifier's node. (Unchecked: on the main actor, and never accessed while a look-up is
/// under way; checked, each update of a modifier paid for the run-time exclusivity check.)
@MainActor @exclusivity(unchecked)
private var modifiedTypes: [ObjectIdentifier: any ModifiedView.Type] = [:]

/// The node of a modifier Kinema applies itself: it may change the transaction and environment
/// its content sees, and its layout and display; by default it passes all three through.
class ModifierNode<Modifier: ViewModifier>: ContentNode {
    private(set) var modifier: Modifier?

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let (newModifier, contentView) = openModified(view, modifier: Modifier.self)
        var contentContext = context
        apply(newModifier, previous: modifier, context: &contentContext)
        modifier = newModifier
        updateChild(&content, with: contentView, context: contentContext)
    }

    /// Applies a new value of the modifier: adjusts what the content sees, and the node's own
    /// attributes. `previous` is nil the first time.
    func apply(_ modifier: Modifier, previous: Modifier?, context: inout UpdateContext) {}
}
