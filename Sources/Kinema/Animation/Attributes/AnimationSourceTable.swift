import Foundation

/// Where the running animations of a graph's attributes came from (the `withAnimation` call or
/// modifier, with its file and line), for inspectors.
///
/// Each distinct source is stored once and numbered: thousands of attributes usually share a
/// handful of sources (there are at most as many as call sites), so attributes keep a number.
/// Nodes that keep their numbers themselves (leaves, effects) do; the table keeps the others'.
@MainActor
final class AnimationSourceTable {
    private var distinct: [AnimationSource] = []
    private var numbers: [AnimationSource: Int32] = [:]
    /// The source numbered last, and its number.
    private var last: (source: AnimationSource, number: Int32)?
    /// The numbers of attributes whose nodes keep none themselves.
    private var stored: [AttributeKey: Int32] = [:]

    /// The number of `source`, numbering it if it is new.
    func number(for source: AnimationSource) -> Int32 {
        // The views one change animates share its source: comparing with the last one (strings
        // that share their storage compare at once) saves hashing two strings per attribute.
        if let last, last.source == source { return last.number }
        let number = numbers[source] ?? {
            distinct.append(source)
            numbers[source] = Int32(distinct.count - 1)
            return Int32(distinct.count - 1)
        }()
        last = (source, number)
        return number
    }

    /// The source numbered `number`.
    func source(numbered number: Int32) -> AnimationSource {
        distinct[Int(number)]
    }

    /// Keeps `number` for attribute `index` of `node`.
    func store(_ number: Int32, of node: ViewNode, index: Int) {
        stored[AttributeKey(node: ObjectIdentifier(node), index: index)] = number
    }

    /// The number kept for attribute `index` of `node`, if any.
    func stored(of node: ViewNode, index: Int) -> Int32? {
        stored[AttributeKey(node: ObjectIdentifier(node), index: index)]
    }

    /// Forgets the numbers kept for `node`'s attributes.
    func forgetStored(of node: ViewNode) {
        guard !stored.isEmpty else { return }
        for index in 0..<AttributeKey.indicesPerNode {
            stored[AttributeKey(node: ObjectIdentifier(node), index: index)] = nil
        }
    }
}

/// One animated attribute of a node: index 0 is its parameters (or data), 1 its frame.
private struct AttributeKey: Hashable {
    static let indicesPerNode = 2
    let node: ObjectIdentifier
    let index: Int
}
