import Foundation
import KinemaGraph

/// The node of a lazy stack: it makes the rows that reach into the visible part of the scroll
/// view around it (or of the window), places them where the rows before them, made or not,
/// end, and takes the others out of the tree.
final class LazyStackNode: LayoutUnitNode, ScrollObserver {
    private var stack: (any LazyStackContent)?
    private var rows = LazyRows()
    /// The rows made now, by position.
    private var built: [Int: LazyRow] = [:]
    /// The positions of the rows made now.
    private var shown: Range<Int> = 0..<0
    private var lengths = RowLengths()

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
        rows = stack.map { LazyRows($0.stackContent, decorate: $0.rowDecoration) } ?? LazyRows()
        showRows(shown, transaction: context.transaction, updatingMadeRows: true)
    }

    /// A row's content read an `@Observable` property that changed: the rows are made again.
    override func refresh(transaction: Transaction) {
        showRows(shown, transaction: transaction, updatingMadeRows: true)
    }

    /// Makes the rows in `range` that are not made yet (and, when the content changed, updates
    /// those that are), and takes the others out of the tree.
    private func showRows(_ range: Range<Int>, transaction: Transaction, updatingMadeRows: Bool) {
        let wanted = range.clamped(to: 0..<rows.count)
        var old = Dictionary(built.values.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var made: [Int: LazyRow] = [:]
        let context = contentContext(transaction)
        for index in wanted {
            if !updatingMadeRows, let row = built[index] {
                made[index] = row
                old[row.key] = nil
                continue
            }
            let row = LazyRow(owner: self)
            let (key, view) = row.make { [unowned self] in rows.row(at: index) }
            row.key = key
            var node = old.removeValue(forKey: key)?.node
            updateChild(&node, with: view, context: context)
            guard let node else { continue }
            row.node = node
            made[index] = row
        }
        old.values.forEach { $0.node?.removeFromTree() }
        for (index, row) in built where made[index] !== row { row.remove() }
        built = made
        shown = wanted
        graph.setNeedsLayout()
        invalidateDisplayStructure()
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for index in shown {
            if let node = built[index]?.node { body(node) }
        }
    }

    /// Every row made, not only the one child a transparent node has.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        hitTestChildren(point)
    }

    // MARK: Layout

    /// Along its axis, the rows' length (those not made counted at the typical length); across
    /// it, what it is offered, or its widest row.
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measureFirstRow(across: proposal[axis.other])
        var size = CGSize.zero
        size[axis] = lengths.total(count: rows.count, spacing: spacing)
        size[axis.other] = proposal[axis.other] ?? built.values.compactMap { $0.node.map { rowSize($0, across: nil)[axis.other] } }.max() ?? 0
        return size
    }

    /// Makes and measures the first row when no row has been measured: its length is the one
    /// the others count with.
    private func measureFirstRow(across: CGFloat?) {
        guard lengths.typical == nil, rows.count > 0 else { return }
        if built[0] == nil { showRows(0..<1, transaction: currentTransaction, updatingMadeRows: false) }
        guard let first = built[0]?.node else { return }
        _ = lengths.record(rowSize(first, across: across)[axis], of: 0)
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
        if wanted != shown { showRows(wanted, transaction: currentTransaction, updatingMadeRows: false) }
        // Measured first: a row that turns out longer than counted moves the ones after it.
        var sizes: [Int: CGSize] = [:]
        var lengthsChanged = false
        for index in shown {
            guard let node = built[index]?.node else { continue }
            let size = rowSize(node, across: frame.size[axis.other])
            sizes[index] = size
            if lengths.record(size[axis], of: index) { lengthsChanged = true }
        }
        let alignment = stack?.crossAlignment ?? 0.5
        for index in shown {
            guard let node = built[index]?.node, let size = sizes[index] else { continue }
            var origin = frame.origin
            origin[axis] += lengths.start(of: index, spacing: spacing)
            origin[axis.other] += (frame.size[axis.other] - size[axis.other]) * alignment
            LayoutUnits(of: node).place(in: CGRect(origin: origin, size: size))
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

    override func removeFromTree() {
        super.removeFromTree()
        built.values.forEach { $0.remove() }
    }

    /// Lays out again when the scrolling brings other rows into view.
    func scrollOffsetDidChange() {
        guard !isRemoved, visibleRows(in: layoutFrame) != shown else { return }
        graph.setNeedsLayout()
    }

    // MARK: Scrolling to a row

    /// The rows made now that have an id, in order.
    var identifiedRows: [(id: AnyHashable, node: ViewNode)] {
        shown.compactMap { index in
            guard let row = built[index], let node = row.node else { return nil }
            switch row.key.key {
            case .id(let key), .explicit(let key): return (key, node)
            default: return nil
            }
        }
    }

    /// Where the row whose id is `id` is laid out, or would be: made or not.
    func frame(ofRowWithID id: AnyHashable) -> CGRect? {
        guard let index = rows.index(ofID: id) else { return nil }
        if let node = built[index]?.node { return node.layoutFrame }
        var frame = layoutFrame
        frame.origin[axis] += lengths.start(of: index, spacing: spacing)
        frame.size[axis] = lengths.length(of: index)
        return frame
    }
}

/// A made row of a lazy stack, with what its content read: the `@Observable` properties, and
/// the `@State` (in an attribute of the row's, made with it), since the content closure of a
/// `ForEach` runs here rather than in the body that made it. Each row tracks its own, so that
/// rows made while scrolling leave the others' reads in place; a change makes the rows again.
@MainActor
private final class LazyRow: ObservingNode {
    weak var owner: LazyStackNode?
    var key = LazyRowKey(segment: 0, key: .index(0))
    var node: ViewNode?
    private var reads = ObservedReads()
    private var rule: AnyAttribute?

    init(owner: LazyStackNode) {
        self.owner = owner
    }

    /// Runs `make` (the row's content closure), noting what it reads.
    func make<Row>(_ make: @escaping () -> Row) -> Row {
        guard let graph = owner?.graph else { return make() }
        let rule = graph.attributes.rule { [unowned self] in reads.begin(for: self).run(make) }
        graph.attributes.onInvalidation(of: rule.erased) { [weak self] in self?.contentChanged() }
        self.rule = rule.erased
        return graph.attributes.value(of: rule)
    }

    func observedValueWillChange(generation: Int) {
        guard reads.receive(generation: generation) else { return }
        contentChanged()
    }

    private func contentChanged() {
        guard let owner, !owner.isRemoved else { return }
        owner.graph.scheduleRefresh(owner)
    }

    /// The row left: its attribute goes.
    func remove() {
        if let rule { owner?.graph.attributes.remove(rule) }
        rule = nil
    }
}
