import Foundation

/// The node of a lazy stack: it makes the rows that reach into the visible part of the scroll
/// view around it (or of the window), places them where the rows before them, made or not,
/// end, and takes the others out of the tree.
final class LazyStackNode: RefreshableNode, ObservingNode, ScrollObserver {
    private var stack: (any LazyStackContent)?
    private var rows = LazyRows()
    /// The rows made now, by position.
    private var built: [Int: (key: LazyRowKey, node: ViewNode)] = [:]
    /// The positions of the rows made now.
    private var shown: Range<Int> = 0..<0
    private var lengths = RowLengths()
    /// The rows' reads of `@Observable` properties, made each time rows are made or updated.
    private var observedReads = ObservedReads()

    /// Rows this far beyond the visible part are made too, so that a scroll of a few points
    /// does not make a row at each frame.
    private static let margin: CGFloat = 60

    private var axis: Axis { stack?.axis ?? .vertical }
    private var spacing: CGFloat {
        guard let spacing = stack?.spacing, spacing.isFinite else { return 8 }
        return max(spacing, 0)
    }

    override func update(view: any View, context: UpdateContext) {
        record(context)
        contentOwners = context.contentOwners
        stack = view as? any LazyStackContent
        makeRows(shown, transaction: context.transaction)
    }

    override func refresh(transaction: Transaction) {
        makeRows(shown, transaction: transaction)
    }

    func observedValueWillChange(generation: Int) {
        guard !isRemoved, observedReads.receive(generation: generation) else { return }
        graph.scheduleRefresh(self)
    }

    /// Reads the content again and makes (or updates) the rows in `range`, taking the others
    /// out of the tree.
    private func makeRows(_ range: Range<Int>, transaction: Transaction) {
        guard let stack else { return }
        let computation = observedReads.begin(for: self)
        computation.run {
            rows = LazyRows(stack.stackContent)
            let wanted = range.clamped(to: 0..<rows.count)
            var old = Dictionary(built.values.map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
            var made: [Int: (key: LazyRowKey, node: ViewNode)] = [:]
            let context = contentContext(transaction)
            for index in wanted {
                let (key, view) = rows.row(at: index)
                var node = old.removeValue(forKey: key)
                updateChild(&node, with: view, context: context)
                if let node { made[index] = (key, node) }
            }
            old.values.forEach { $0.removeFromTree() }
            built = made
            shown = wanted
        }
        graph.setNeedsLayout()
        invalidateDisplayStructure()
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for index in shown {
            if let row = built[index] { body(row.node) }
        }
    }

    // MARK: Layout

    override var soleLayoutUnit: ViewNode? { self }

    override func appendLayoutUnits(to units: inout [ViewNode]) {
        units.append(self)
    }

    override func appendTransitionElements(to elements: inout [TransitionElement], top: ViewNode, owner: ListNode) {
        elements.append(.fade(owner: owner, node: top))
    }

    /// Along its axis, the rows' length (those not made counted at the typical length); across
    /// it, what it is offered, or its widest row.
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measureFirstRow(across: proposal[axis.other])
        var size = CGSize.zero
        size[axis] = lengths.total(count: rows.count, spacing: spacing)
        size[axis.other] = proposal[axis.other] ?? built.values.map { rowSize($0.node, across: nil)[axis.other] }.max() ?? 0
        return size
    }

    /// Makes and measures the first row when no row has been measured: its length is the one
    /// the others count with.
    private func measureFirstRow(across: CGFloat?) {
        guard lengths.typical == nil, rows.count > 0 else { return }
        if built[0] == nil { makeRows(0..<1, transaction: currentTransaction) }
        guard let first = built[0] else { return }
        _ = lengths.record(rowSize(first.node, across: across)[axis], of: 0)
    }

    private func rowSize(_ node: ViewNode, across: CGFloat?) -> CGSize {
        var proposal = ProposedViewSize(width: nil, height: nil)
        proposal[axis.other] = across
        return LayoutUnits(of: node).sizeThatFits(proposal)
    }

    override func place(in frame: CGRect) {
        layoutFrame = frame
        enclosingScrollNodes.forEach { $0.addObserver(self) }
        let wanted = visibleRows(in: frame)
        if wanted != shown { makeRows(wanted, transaction: currentTransaction) }
        // Measured first: a row that turns out longer than counted moves the ones after it.
        var sizes: [Int: CGSize] = [:]
        var lengthsChanged = false
        for index in shown {
            guard let row = built[index] else { continue }
            let size = rowSize(row.node, across: frame.size[axis.other])
            sizes[index] = size
            if lengths.record(size[axis], of: index) { lengthsChanged = true }
        }
        let alignment = stack?.crossAlignment ?? 0.5
        for index in shown {
            guard let row = built[index], let size = sizes[index] else { continue }
            var origin = frame.origin
            origin[axis] += lengths.start(of: index, spacing: spacing)
            origin[axis.other] += (frame.size[axis.other] - size[axis.other]) * alignment
            LayoutUnits(of: row.node).place(in: CGRect(origin: origin, size: size))
        }
        // The stack's length changed: the scroll view measures it again.
        if lengthsChanged { graph.setNeedsLayout() }
    }

    /// The rows that reach into the visible part of the scroll view around the stack (or of
    /// the window), with a margin.
    private func visibleRows(in frame: CGRect) -> Range<Int> {
        let viewport: CGRect
        if let scroll = enclosingScrollNodes.first {
            let offset = scroll.presentedOffset
            viewport = scroll.layoutFrame.offsetBy(dx: offset.x, dy: offset.y)
        } else {
            viewport = CGRect(origin: .zero, size: graph.size)
        }
        let low = viewport.origin[axis] - frame.origin[axis] - Self.margin
        let high = viewport.origin[axis] + viewport.size[axis] - frame.origin[axis] + Self.margin
        return lengths.rows(covering: low, high, count: rows.count, spacing: spacing)
    }

    /// Lays out again when the scrolling brings other rows into view.
    func scrollOffsetDidChange() {
        guard !isRemoved, visibleRows(in: layoutFrame) != shown else { return }
        graph.setNeedsLayout()
    }

    // MARK: Scrolling to a row

    /// Where the row whose id is `id` is laid out, or would be: made or not.
    func frame(ofRowWithID id: AnyHashable) -> CGRect? {
        guard let index = rows.index(ofID: id) else { return nil }
        if let row = built[index] { return row.node.layoutFrame }
        var frame = layoutFrame
        frame.origin[axis] += lengths.start(of: index, spacing: spacing)
        frame.size[axis] = lengths.length(of: index)
        return frame
    }
}
