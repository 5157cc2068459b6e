import Foundation

/// The groups of `matchedGeometryEffect` views of a graph, by namespace and id, and the placing
/// of their content once a layout has given every view its frame.
@MainActor
final class MatchedGeometryRegistry {
    private var groups: [MatchedGeometryKey: [MatchedGeometryNode]] = [:]
    private var pending: [MatchedGeometryKey] = []
    private var reportedKeys: Set<MatchedGeometryKey> = []
    /// Where the views that left at once (no removal transition) were drawn, and in which update
    /// cycle: a view of the same id inserted in that cycle starts there.
    private var removedFrames: [MatchedGeometryKey: (frame: CGRect, cycle: Int)] = [:]

    func noteRemoval(from key: MatchedGeometryKey, frame: CGRect, cycle: Int) {
        removedFrames[key] = (frame, cycle)
    }

    func add(_ node: MatchedGeometryNode, to key: MatchedGeometryKey) {
        groups[key, default: []].append(node)
    }

    func remove(_ node: MatchedGeometryNode, from key: MatchedGeometryKey) {
        groups[key]?.removeAll { $0 === node }
        if groups[key]?.isEmpty == true { groups[key] = nil }
    }

    func needsPlacement(_ key: MatchedGeometryKey) {
        pending.append(key)
    }

    /// Places the content of the groups laid out since the last call: each view at its source's
    /// frame (or its own, for a source or a view without one); a view placed for the first time
    /// while a partner is being removed starts at that partner's frame, and the partner goes
    /// to the view's, both in the update's transaction; one placed for the first time in the
    /// update cycle in which a partner left at once starts where that partner was drawn.
    func placePending(cycle: Int, report: (KinemaDiagnostic) -> Void) {
        removedFrames = removedFrames.filter { $0.value.cycle == cycle }
        guard !pending.isEmpty else { return }
        var seen = Set<MatchedGeometryKey>()
        let keys = pending
        pending = []
        for key in keys where seen.insert(key).inserted {
            guard let nodes = groups[key] else { continue }
            place(nodes, key: key, report: report)
        }
    }

    private func place(_ nodes: [MatchedGeometryNode], key: MatchedGeometryKey, report: (KinemaDiagnostic) -> Void) {
        let removing = nodes.filter(\.isBeingRemoved)
        let shown = nodes.filter { node in !removing.contains { $0 === node } }
        let sources = shown.filter(\.isSource)
        if sources.count > 1, reportedKeys.insert(key).inserted {
            report(KinemaDiagnostic(
                .matchedGeometry,
                "matchedGeometryEffect: \(sources.count) views shown together are sources for the id \(key.id); the first one's geometry is used"))
        }
        let source = sources.first?.ownFrame
        for node in shown {
            let target = node.isSource ? node.ownFrame : source.map(node.target(matching:)) ?? node.ownFrame
            if !node.hasPlacedContent, let partner = removing.first {
                node.placeContent(in: partner.ownFrame)
                partner.placeContent(in: target)
            } else if !node.hasPlacedContent, let removed = removedFrames.removeValue(forKey: key) {
                // Its partner left at once (an `if`/`else` whose branches animate inside,
                // `.animation(_:)` on each): it starts where the partner was drawn, and moves in
                // its own transaction.
                node.placeContent(in: removed.frame)
            }
            node.placeContent(in: target)
        }
    }
}
