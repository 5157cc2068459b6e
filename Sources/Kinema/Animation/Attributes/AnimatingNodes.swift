import Foundation

/// The nodes of a graph with running animations, in the order they started: what a frame ticks.
@MainActor
final class AnimatingNodes {
    private var nodes: [ViewNode] = []

    var isEmpty: Bool { nodes.isEmpty }

    /// Whether an animation runs at `time`, the graph's time. A node whose animations a change
    /// without animation removed stays in the list until a frame ticks it: it is ticked now, at
    /// the current time (what the next frame would find), so that it does not count.
    func isRunning(at time: TimeInterval, display: DisplayCache) -> Bool {
        guard !nodes.isEmpty else { return false }
        tick(to: time, display: display)
        return !nodes.isEmpty
    }

    /// Adds `node`, unless it is ticking already.
    func add(_ node: ViewNode) {
        guard !node.isTicking else { return }
        node.isTicking = true
        nodes.append(node)
    }

    /// Removes `node`, which left the tree, with the sources of its animations.
    func remove(_ node: ViewNode) {
        guard node.isTicking else { return }
        node.isTicking = false
        nodes.removeAll { $0 === node }
        node.forgetAnimationSources()
    }

    /// Advances every node to `time`, patching each one's entry in `display` right after its
    /// tick; the nodes whose animations ended leave.
    func tick(to time: TimeInterval, display: DisplayCache) {
        // The loop works on a local array (this one is left empty meanwhile, for nodes that
        // start animating during the ticks), so that it makes no exclusivity check per node;
        // and it does not change the array, so that it need not retain the nodes it reads.
        // Those that finished leave it afterwards (by position: one may have started again
        // during the ticks, and is then in `nodes` too).
        var ticking: [ViewNode] = []
        swap(&ticking, &nodes)
        var entries: [DisplayList.Entry] = []
        swap(&entries, &display.list.entries)
        var isStale = display.isStale
        var finished: [Int] = []
        let serial = display.hitBoundsSerial
        // A frame over many nodes waits on memory more than on arithmetic: each node's memory
        // is asked for some nodes ahead, a step further down its pointers each time, so that
        // the loads of several nodes overlap instead of each waiting in turn (a third less time
        // for 10,000 animating rows).
        let count = ticking.count
        for index in ticking.indices {
            // (The node's own fields reach into its fourth cache line in subclasses: a body node's,
            // which ticks when its view is `Animatable`, end at byte 200.)
            if index + 12 < count { prefetch(Unmanaged.passUnretained(ticking[index + 12]).toOpaque(), byteCount: 208) }
            if index + 8 < count { ticking[index + 8].prefetchForTick(stage: 0) }
            if index + 4 < count { ticking[index + 4].prefetchForTick(stage: 1) }
            let node = ticking[index]
            if !node.tick(to: time) {
                node.isTicking = false
                node.forgetAnimationSources()
                finished.append(index)
            }
            if !isStale, !node.patchDisplay(&entries) { isStale = true }
            // A tick moves what the node presents, so what a pointer would hit.
            if node.hitBoundsSerial == serial { node.invalidateHitBounds() }
        }
        swap(&entries, &display.list.entries)
        if isStale, !display.isStale { display.isStale = true }
        if !finished.isEmpty {
            var kept: [ViewNode] = []
            kept.reserveCapacity(ticking.count - finished.count)
            var next = 0  // the next finished position, in `finished`, which is in order
            for (index, node) in ticking.enumerated() {
                if next < finished.count, finished[next] == index {
                    next += 1
                } else {
                    kept.append(node)
                }
            }
            ticking = kept
        }
        ticking += nodes
        nodes = ticking
    }

    /// The attributes animating now, in the order their nodes started.
    func attributes() -> [AnimatableAttributeSnapshot] {
        var list: [AnimatableAttributeSnapshot] = []
        for node in nodes { node.appendAnimatingAttributes(to: &list) }
        return list
    }
}
