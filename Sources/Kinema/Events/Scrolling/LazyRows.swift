import Foundation

/// The rows of a lazy stack's content, by position: its single views and the children of its
/// indexed lists (`ForEach`), which are made only when asked for.
@MainActor
struct LazyRows {
    private enum Segment {
        case single(ChildView)
        case indexed(any IndexedChildViews)
    }

    private var segments: [Segment] = []
    /// Wraps each row's view (a list's row style), or nil.
    private var decorate: (@MainActor (any View) -> any View)?
    /// The first row of each segment.
    private var starts: [Int] = []
    /// How many rows there are.
    private(set) var count = 0

    init() {}

    /// The rows of `content`: lists that are not indexed (tuples, conditions, groups) are opened
    /// into their children; an indexed list's children stay unmade.
    init(_ content: any View, decorate: (@MainActor (any View) -> any View)? = nil) {
        self.decorate = decorate
        append(ChildView(key: .index(0), view: content))
    }

    private mutating func append(_ child: ChildView) {
        if let indexed = child.view as? any IndexedChildViews {
            add(.indexed(indexed), rows: indexed.childCount)
        } else if let list = child.view as? any ChildViews {
            list.children().forEach { append($0) }
        } else {
            add(.single(child), rows: 1)
        }
    }

    private mutating func add(_ segment: Segment, rows: Int) {
        segments.append(segment)
        starts.append(count)
        count += rows
    }

    /// Row `index`'s identity and view, made now.
    func row(at index: Int) -> (key: LazyRowKey, view: any View) {
        let segment = segmentIndex(of: index)
        switch segments[segment] {
        case .single(let child):
            return (LazyRowKey(segment: segment, key: child.key), decorate?(child.view) ?? child.view)
        case .indexed(let list):
            let child = list.child(at: index - starts[segment])
            return (LazyRowKey(segment: segment, key: child.key), decorate?(child.view) ?? child.view)
        }
    }

    /// The row whose id (a `ForEach` element's or an `.id(_:)`) is `id`.
    func index(ofID id: AnyHashable) -> Int? {
        for (segment, start) in zip(segments, starts) {
            switch segment {
            case .single(let child):
                if case .id(let key) = child.key, key == id { return start }
                if case .explicit(let key) = child.key, key == id { return start }
            case .indexed(let list):
                if let index = list.index(ofID: id) { return start + index }
            }
        }
        return nil
    }

    /// The segment holding row `index`: the last one starting at or before it.
    private func segmentIndex(of index: Int) -> Int {
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// A lazy row's identity: its segment of the content and its key there.
struct LazyRowKey: Hashable {
    let segment: Int
    let key: ChildKey
}

/// The lengths of a lazy stack's rows along its axis: rows are as long as the first one measured
/// (the typical length) unless measured otherwise, so that positions are known for rows never
/// made and memory holds only the rows that differ.
struct RowLengths {
    private(set) var typical: CGFloat?
    /// The measured lengths that differ from the typical one.
    private var exceptions: [Int: CGFloat] = [:]

    /// Notes row `index`'s measured length; returns whether it changed what the rows measure.
    mutating func record(_ length: CGFloat, of index: Int) -> Bool {
        let length = length.isFinite ? max(length, 0) : 0
        guard let typical else {
            typical = length
            return true
        }
        let previous = exceptions[index] ?? typical
        guard previous != length else { return false }
        exceptions[index] = length == typical ? nil : length
        return true
    }

    func length(of index: Int) -> CGFloat {
        exceptions[index] ?? typical ?? 0
    }

    /// Where row `index` starts, from the stack's start.
    func start(of index: Int, spacing: CGFloat) -> CGFloat {
        let typical = typical ?? 0
        let corrections = exceptions.reduce(0) { sum, entry in entry.key < index ? sum + entry.value - typical : sum }
        return CGFloat(index) * (typical + spacing) + corrections
    }

    /// The length of `count` rows with the gaps between them.
    func total(count: Int, spacing: CGFloat) -> CGFloat {
        count == 0 ? 0 : start(of: count, spacing: spacing) - spacing
    }

    /// The rows that reach into `low..<high` (from the stack's start).
    func rows(covering low: CGFloat, _ high: CGFloat, count: Int, spacing: CGFloat) -> Range<Int> {
        guard count > 0, high > low else { return 0..<0 }
        // The first row that ends after `low`, then the first that starts at or after `high`.
        let first = firstIndex(count: count) { start(of: $0, spacing: spacing) + length(of: $0) > low }
        let end = firstIndex(count: count) { start(of: $0, spacing: spacing) >= high }
        return first..<max(end, first)
    }

    /// The first index in `0..<count` for which `isPast` holds (it holds for all after it), or
    /// `count`.
    private func firstIndex(count: Int, _ isPast: (Int) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
