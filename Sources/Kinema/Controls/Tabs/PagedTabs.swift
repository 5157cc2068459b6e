import Foundation

/// The page style of a tab view: the tabs side by side in a horizontal scroll view that pages
/// (`scrollTargetBehavior(.paging)`), each as large as the tab view, with a row of dots at the
/// bottom. A page settled on selects its tab; a change of the selection scrolls to its page,
/// sliding with the transaction of the change.
struct PagedTabs: View {
    let pages: [TabPage]
    let selectedIndex: Int?
    let display: PageTabViewStyle.IndexDisplayMode
    let select: @MainActor (Int) -> Void

    var body: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    ForEach(pages.indices, id: \.self) { index in
                        pages[index].view
                            .frame(width: proxy.size.width, height: proxy.size.height)
                            // The pages' own scroll views scroll as usual.
                            .environment(\.scrollTargetBehavior, nil)
                    }
                }
            }
            .scrollTargetBehavior(.paging)
            .modifier(PageSelectionModifier(index: selectedIndex, select: select))
        }
        .overlay(alignment: .bottom) {
            if showsDots { dots.padding(.bottom, 12) }
        }
    }

    private var showsDots: Bool {
        switch display.mode {
        case .always: true
        case .never: false
        case .automatic: pages.count > 1
        }
    }

    private var dots: some View {
        HStack(spacing: 8) {
            ForEach(pages.indices, id: \.self) { index in
                Circle()
                    .fill(Color.white)
                    .opacity(index == selectedIndex ? 1 : 0.45)
                    .frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color(white: 0, opacity: 0.25)))
    }
}

/// Keeps a paging scroll view inside on the selected page, and the selection on the page the
/// scroll view settles on.
struct PageSelectionModifier: PrimitiveModifier {
    let index: Int?
    let select: @MainActor (Int) -> Void

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        PageSelectionNode(graph: graph, viewType: viewType)
    }
}

final class PageSelectionNode: ModifierNode<PageSelectionModifier>, ScrollObserver {
    /// The page selected last, by the selection or by settling.
    private var known: Int?
    /// A page to scroll to at the next layout, in the transaction of the change.
    private var pending: (index: Int, transaction: Transaction)?
    /// The scroll view inside, found at layout: its offset changes every frame it moves.
    private weak var scroll: ScrollNode?

    override func apply(_ modifier: PageSelectionModifier, previous: PageSelectionModifier?, context: inout UpdateContext) {
        guard let index = modifier.index, index != known else { return }
        known = index
        pending = (index, context.transaction)
        graph.setNeedsLayout()
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        guard let scroll = firstScrollNodeBelow else { return }
        self.scroll = scroll
        scroll.addObserver(self)
        if let (index, transaction) = pending {
            pending = nil
            scroll.scroll(to: CGPoint(x: CGFloat(index) * scroll.viewport.width, y: 0), transaction: transaction)
        }
    }

    /// Selects the page the scroll view has come to rest on (not held by a pointer), after the
    /// update.
    func scrollOffsetDidChange() {
        guard pending == nil, let scroll, !scroll.isOffsetAnimating, scroll.drag == nil, let modifier else { return }
        let width = scroll.viewport.width
        guard width > 0 else { return }
        let page = scroll.presentedOffset.x / width
        guard abs(page - page.rounded()) < 0.01 else { return }
        let index = Int(page.rounded())
        guard index != known else { return }
        known = index
        graph.enqueueAction { modifier.select(index) }
    }
}
