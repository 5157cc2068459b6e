import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogs ("Generate Asset Symbols"):
/// `ColorResource.brand` and `ImageResource.hero` for each colour and image set, with
/// `Color.brand`, `ShapeStyle.brand` and `UIColor.brand` for colours, so that `Image(.hero)` and
/// `.foregroundStyle(.brand)` compile. Names are made as Xcode makes them: the set's name in
/// lower camel case, less a trailing "Color" for colours; a name that would clash with a system
/// colour keeps only its resource, as Xcode leaves it out with a warning.
enum AssetSymbols {
    /// The source of the symbols of the sets in `catalogs`, or nil when they hold none.
    static func source(for catalogs: [URL]) -> String? {
        var colors: [(symbol: String, name: String)] = []
        var images: [(symbol: String, name: String)] = []
        var seen: Set<String> = []
        for catalog in catalogs {
            guard let walk = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk {
                let kind = url.pathExtension
                guard kind == "colorset" || kind == "imageset" else { continue }
                walk.skipDescendants()
                let name = url.deletingPathExtension().lastPathComponent
                guard let symbol = symbolName(name, dropping: kind == "colorset" ? "Color" : nil),
                      seen.insert(kind + symbol).inserted else { continue }
                if kind == "colorset" { colors.append((symbol, name)) } else { images.append((symbol, name)) }
            }
        }
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        func literal(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        var lines = ["// The asset symbols Xcode would generate for this app's catalogs, made by Kinema.", "import KinemaUserSwiftUI", ""]
        lines.append("extension ColorResource {")
        lines += colors.map { "    static let \($0.symbol) = ColorResource(name: \(literal($0.name)), bundle: .main)" }
        lines += ["}", "", "extension ImageResource {"]
        lines += images.map { "    static let \($0.symbol) = ImageResource(name: \(literal($0.name)), bundle: .main)" }
        lines.append("}")
        let own = colors.filter { !systemColors.contains($0.symbol) }
        for (type, constraint, make) in [
            ("Color", "", "Color(.%@)"), ("ShapeStyle", " where Self == Color", "Color(.%@)"), ("UIColor", "", "UIColor(resource: .%@)"),
        ] {
            lines += ["", "extension \(type)\(constraint) {"]
            let result = type == "ShapeStyle" ? "Color" : type
            lines += own.map { "    static var \($0.symbol): \(result) { \(String(format: make, $0.symbol)) }" }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The colour members SwiftUI and UIKit declare, which a set's symbol may not shadow.
    static let systemColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white", "gray",
        "black", "clear", "primary", "secondary", "accentColor", "grey", "magenta", "darkGray", "lightGray", "label", "link",
    ]

    /// `name` in lower camel case as a Swift identifier: words split at anything that is not a
    /// letter or a digit, the first lowercased (a leading run of capitals, as in "SFLogo",
    /// lowercased up to the last, which starts the next word), the others capitalised; a leading
    /// digit takes an underscore. Nil when nothing is left.
    static func symbolName(_ name: String, dropping suffix: String?) -> String? {
        var base = name
        if let suffix, base.hasSuffix(suffix), base.count > suffix.count { base.removeLast(suffix.count) }
        let words = base.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return nil }
        var symbol = lowercasedStart(first)
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        symbol = capitalisingAfterDigits(symbol)
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return swiftKeywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// A letter after a digit starts a word, as Xcode reads "newyear2025darker": "newyear2025Darker".
    private static func capitalisingAfterDigits(_ symbol: String) -> String {
        var result = ""
        var afterDigit = false
        for character in symbol {
            result += afterDigit && character.isLetter ? character.uppercased() : String(character)
            afterDigit = character.isNumber
        }
        return result
    }

    private static func lowercasedStart(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return word }
        // "SFLogo": the run's last capital begins the next word; "URL" or "Red": all of it.
        let lowered = capitals > 1 && capitals < characters.count ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static let swiftKeywords: Set<String> = [
        "class", "default", "func", "import", "in", "let", "var", "static", "struct", "enum", "protocol", "return", "self", "super",
        "switch", "case", "if", "else", "for", "while", "repeat", "do", "try", "catch", "throw", "is", "as", "nil", "true", "false",
        "extension", "init", "operator", "private", "public", "internal", "fileprivate", "where", "guard", "defer", "break", "continue",
    ]
}
