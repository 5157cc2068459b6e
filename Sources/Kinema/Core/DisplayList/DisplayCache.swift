import Foundation

/// A graph's display list as last read: patched in place, entry by entry, while the tree keeps
/// its structure, and built again from the root when it changed.
@MainActor
final class DisplayCache {
    /// The display list as last read or patched.
    var list = DisplayList()
    /// Whether the tree's structure changed since the display list was built. Every node's hit
    /// bounds go stale with it, as which subtrees a node has may have changed.
    var isStale = true {
        didSet { if isStale { hitBoundsSerial = hitBoundsSerial == .max ? 1 : hitBoundsSerial + 1 } }
    }
    /// The generation of hit bounds that are fresh (see ``ViewNode/hitBounds``); never 0, which
    /// marks a node's as stale.
    private(set) var hitBoundsSerial: UInt32 = 1
    /// The nodes whose entries changed outside a frame's ticks, to patch at the next read.
    private var patches: [ViewNode] = []

    /// Queues `node` to patch its entry.
    func needsPatch(_ node: ViewNode) {
        patches.append(node)
    }

    /// Notes that the display list must be built again.
    func structureChanged() {
        isStale = true
    }

    /// The display list now: the last one patched where values changed, or built again from
    /// `root` when the tree changed.
    func current(root: ViewNode) -> DisplayList {
        if !isStale {
            for node in patches where !node.patchDisplay(&list.entries) {
                isStale = true
                break
            }
        }
        for node in patches { node.needsDisplayPatch = false }
        patches.removeAll(keepingCapacity: true)
        if isStale {
            var builder = DisplayBuilder()
            builder.entries.reserveCapacity(list.entries.count)
            root.appendDisplay(to: &builder)
            list = DisplayList(entries: builder.entries)
            isStale = false
        }
        return list
    }
}
