import Kinema

/// A run of a display list's entries, walked where they are: the whole list, or what an effect
/// applies to. Walking the flat entries in place, rather than the nested ``DisplayList/items``
/// (which are rebuilt on every read), keeps a frame free of copies.
struct EntryGroup {
    let entries: ArraySlice<DisplayList.Entry>
    /// Whether a blend mode group may be among the entries: not when the list they come from has
    /// none (which it found when it was made), so that a drawing group need not look at each.
    let mayHaveBlendModes: Bool

    init(_ list: DisplayList) {
        entries = list.entries[...]
        mayHaveBlendModes = list.hasBlendModeGroups
    }

    init(_ entries: ArraySlice<DisplayList.Entry>, mayHaveBlendModes: Bool = true) {
        self.entries = entries
        self.mayHaveBlendModes = mayHaveBlendModes
    }

    /// One element of a group: something drawn, or an effect on a group.
    enum Element {
        case item(DisplayList.Content)
        case effect(DisplayList.Effect, EntryGroup)
    }

    /// Calls `body` with each element at this level, back to front.
    func forEach(_ body: (Element) -> Void) {
        var index = entries.startIndex
        while index < entries.endIndex {
            switch entries[index] {
            case .draw(let item):
                body(.item(item.content))
                index += 1
            case .begin(let effect):
                let end = entries.endOfGroup(contentStartingAt: index + 1)
                body(.effect(effect, EntryGroup(entries[(index + 1)..<end], mayHaveBlendModes: mayHaveBlendModes)))
                index = end + 1
            case .identify, .end:
                // Identifiers do not change what is drawn: their groups' contents are walked
                // at this level, and their ends passed over.
                index += 1
            }
        }
    }

    /// The elements at this level, back to front.
    var elements: [Element] {
        var elements: [Element] = []
        forEach { elements.append($0) }
        return elements
    }

    /// The content and the mask of a `.masked` group: its last element, when that is a `.mask`
    /// group, and the elements before it; nil when the last element is not a mask.
    var maskedParts: (content: EntryGroup, mask: EntryGroup)? {
        var index = entries.startIndex
        var last = index
        while index < entries.endIndex {
            last = index
            switch entries[index] {
            case .begin, .identify: index = min(entries.endOfGroup(contentStartingAt: index + 1) + 1, entries.endIndex)
            case .draw, .end: index += 1
            }
        }
        guard last < entries.endIndex, case .begin(.mask) = entries[last] else { return nil }
        let maskEnd = entries.endOfGroup(contentStartingAt: last + 1)
        return (EntryGroup(entries[entries.startIndex..<last], mayHaveBlendModes: mayHaveBlendModes),
                EntryGroup(entries[(last + 1)..<maskEnd], mayHaveBlendModes: mayHaveBlendModes))
    }

    /// The only element, when the group has exactly one.
    var onlyElement: Element? {
        var only: Element?
        var count = 0
        forEach { element in
            count += 1
            if count == 1 { only = element }
        }
        return count == 1 ? only : nil
    }
}
