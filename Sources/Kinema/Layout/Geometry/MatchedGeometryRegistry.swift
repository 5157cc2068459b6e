import Foundation

/// The groups of `matchedGeometryEffect` views of a graph, by namespace and id, and the placing
/// of their content once a layout has given every view its frame.
@MainActor
final class MatchedGeometryRegistry {
    private var groups: [MatchedGeometryKey: [MatchedGeometryNode]] = [:]
    private var pending: [MatchedGeometryKey] = []
    private var reportedKeys: Set<MatchedGeometryKey> = []

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
    /// to the view's, both in the update's transaction.
    func placePending(report: (KinemaDiagnostic) -> Void) {
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
            }
            node.placeContent(in: target)
        }
    }
}
