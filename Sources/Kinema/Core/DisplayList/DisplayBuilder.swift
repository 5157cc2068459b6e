import Foundation

/// Builds a display list from the node tree, each node appending its own entries in painting
/// order and noting where they are, so that later frames can patch them in place.
struct DisplayBuilder {
    var entries: [DisplayList.Entry] = []

    /// Appends an item drawn by a leaf; returns its index.
    mutating func draw(_ content: DisplayList.Content) -> Int {
        entries.append(.draw(DisplayList.Item(content: content)))
        return entries.count - 1
    }

    /// Appends a group drawn with `effect`, holding what `content` appends; returns the index
    /// of its start.
    mutating func group(_ effect: DisplayList.Effect, content: (inout DisplayBuilder) -> Void) -> Int {
        let index = entries.count
        entries.append(.begin(effect))
        content(&self)
        entries.append(.end)
        return index
    }

    /// Appends a group of what `content` appends, identified as `identifier`.
    mutating func identify(_ identifier: String, content: (inout DisplayBuilder) -> Void) {
        entries.append(.identify(identifier))
        content(&self)
        entries.append(.end)
    }
}

extension Array where Element == DisplayList.Entry {
    /// Replaces what the item at `index` draws; false if no item is there.
    mutating func patchItem(at index: Int, with content: DisplayList.Content) -> Bool {
        guard index >= 0, index < count, case .draw(let item) = self[index] else { return false }
        // The list knows from when it was made whether it holds an angular gradient.
        if content.hasAngularGradient, !item.hasAngularGradient { return false }
        self[index] = .draw(DisplayList.Item(content: content))
        return true
    }

    /// Replaces the `count` entries from `index` with as many others (a content transition's,
    /// appended again for a frame); false if they are not as many, or not there.
    mutating func replaceRun(at index: Int, count: Int, with replacement: [DisplayList.Entry]) -> Bool {
        guard index >= 0, replacement.count == count, index + count <= self.count else { return false }
        if replacement.contains(where: \.drawsAngularGradient), !self[index..<(index + count)].contains(where: \.drawsAngularGradient) {
            return false
        }
        replaceSubrange(index..<(index + count), with: replacement)
        return true
    }

    /// Replaces the effect of the group starting at `index`; false if no group starts there.
    mutating func patchGroup(at index: Int, with effect: DisplayList.Effect) -> Bool {
        guard index >= 0, index < count, case .begin = self[index] else { return false }
        self[index] = .begin(effect)
        return true
    }
}

extension DisplayList.Entry {
    /// Whether the entry draws something painted with an angular gradient.
    var drawsAngularGradient: Bool {
        if case .draw(let item) = self { item.hasAngularGradient } else { false }
    }
}

extension DisplayList.Content {
    /// Whether the content is painted with an angular gradient, or holds something that is.
    package var hasAngularGradient: Bool {
        let style: ResolvedShapeStyle
        switch self {
        case .shape(let shape): style = shape.style
        case .text(let text): style = text.style
        case .symbol(let symbol): style = symbol.style
        case .canvas(let canvas): return canvas.content.hasAngularGradients
        case .effect(_, let list): return list.hasAngularGradients
        case .image: return false
        }
        if case .angular = style.gradient?.kind { return true }
        return false
    }
}
