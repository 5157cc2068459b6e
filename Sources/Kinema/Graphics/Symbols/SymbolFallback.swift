import Foundation
import Synchronization

/// The glyph for an SF Symbol name that Kinema's table does not have, found by the name's parts:
/// first the name without its trailing parts (`person.crop.circle.badge.plus` → `person.crop.circle`),
/// then the Material Icons glyph whose name holds the name's first word and most of the others
/// (`basketball.fill` → `sports_basketball`, `figure.walk` → `directions_walk`).
///
/// Material's names and code points are read from the style sheet Debian's
/// `fonts-material-design-icons-iconfont` installs beside the font, once, the first time a name
/// is missing; without it only the first step applies.
enum SymbolFallback {
    /// Where Debian keeps Material Icons' name → code point list (`"name": hex,` lines).
    static let namesFile = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"

    private static let state = Mutex<(material: [(words: [Substring], codePoint: UInt32)]?, found: [String: UInt32?])>((nil, [:]))

    /// The SF name's parts that say how it is drawn, not what: they do not pick a glyph.
    static let modifiers: Set<Substring> = [
        "fill", "circle", "square", "rectangle", "slash", "badge", "and", "on", "the", "left", "right", "up", "down",
        "forward", "backward", "horizontal", "vertical", "inverse", "alt", "2", "3",
        // Short words that name nothing by themselves.
        "no", "not", "new", "with", "of", "to", "in", "a",
    ]

    /// The nearest glyph for `name`, or nil when nothing fits.
    static func codePoint(for name: String, in table: [String: UInt32]) -> UInt32? {
        if let known = state.withLock({ $0.found[name] }) { return known }
        let found = search(name, in: table)
        state.withLock { $0.found[name] = .some(found) }
        return found
    }

    private static func search(_ name: String, in table: [String: UInt32]) -> UInt32? {
        var parts = name.split(separator: ".")
        while parts.count > 1 {
            parts.removeLast()
            if let codePoint = table[parts.joined(separator: ".")] { return codePoint }
        }
        var words = name.split(separator: ".").filter { !modifiers.contains($0) }
        let material = state.withLock { state in
            if state.material == nil { state.material = readMaterialNames() }
            return state.material ?? []
        }
        // SF's people and activities start with `figure`, which names no glyph: the activity does.
        if words.first == "figure" { words.removeFirst() }
        return words.isEmpty ? nil : best(for: words, in: material)
    }

    /// The glyph naming the most of `words`, the first word counting most and required; among
    /// equals the shortest name, which says least besides.
    private static func best(for words: [Substring], in material: [(words: [Substring], codePoint: UInt32)]) -> UInt32? {
        var best: (score: Int, length: Int, codePoint: UInt32)?
        for entry in material {
            var score = 0
            for (index, word) in words.enumerated() where entry.words.contains(word) { score += index == 0 ? 3 : 1 }
            guard score >= 3 else { continue }
            let length = entry.words.count
            if best.map({ score > $0.score || (score == $0.score && length < $0.length) }) ?? true {
                best = (score, length, entry.codePoint)
            }
        }
        return best?.codePoint
    }

    private static func readMaterialNames() -> [(words: [Substring], codePoint: UInt32)] {
        guard let text = try? String(contentsOfFile: namesFile, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\"")
            guard fields.count == 3, let value = fields[2].split(whereSeparator: { ": ,".contains($0) }).first,
                  let codePoint = UInt32(value, radix: 16) else { return nil }
            return (fields[1].split(separator: "_"), codePoint)
        }
    }
}
