import Foundation

/// What a compiler error says a file needs that it did not find: a SwiftUI API Kinema lacks, an
/// API Kinema has with another signature, or a name of the file's own app or packages.
public struct MissingAPI: Hashable, Sendable, Comparable {
    /// What kind of need.
    public enum Kind: String, Hashable, Sendable {
        /// A SwiftUI (or UIKit, Combine) API Kinema does not have.
        case api
        /// An API Kinema has, called in a way its declaration does not take: a bug in Kinema's
        /// signature, or an overload it lacks.
        case signature
        /// A module Kinema does not provide.
        case module
        /// The compiler gave up on an expression.
        case typeCheckTimeout
        /// A name that is not SwiftUI's: the file needs another file of its app, or a package.
        case notSwiftUI
        /// Another compiler error.
        case other
    }

    /// What kind of need.
    public var kind: Kind
    /// The API's name: `matchedGeometryEffect`, `Animation.interpolatingSpring`, `import UIKit`.
    public var name: String

    /// A need of a kind.
    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }

    /// By kind, then name.
    public static func < (lhs: MissingAPI, rhs: MissingAPI) -> Bool {
        (lhs.kind.rawValue, lhs.name) < (rhs.kind.rawValue, rhs.name)
    }

    /// How it is shown in reports.
    public var label: String {
        switch kind {
        case .api, .module, .notSwiftUI: name
        case .signature: "\(name) (signature)"
        case .typeCheckTimeout: "expression too complex to type-check"
        case .other: name
        }
    }

    /// What a compiler error needs; `sourceLine` is the text of the line it points at.
    public static func classify(_ error: CompilerDiagnostic, sourceLine: String?) -> MissingAPI {
        let message = error.message
        func quoted(after prefix: String) -> [String] {
            guard message.hasPrefix(prefix) else { return [] }
            return message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        if let name = quoted(after: "cannot find type '").first ?? quoted(after: "cannot find '").first {
            return named(name)
        }
        if let module = quoted(after: "no such module '").first {
            return MissingAPI(kind: .module, name: "import \(module)")
        }
        let valueMember = quoted(after: "value of type '")
        if valueMember.count >= 2, message.contains("has no member") {
            return member(valueMember[1], of: valueMember[0])
        }
        let typeMember = quoted(after: "type '")
        if typeMember.count >= 2, message.contains("has no member") {
            return member(typeMember[1], of: typeMember[0], onType: true)
        }
        if let attribute = quoted(after: "unknown attribute '").first {
            return MissingAPI(kind: SwiftUINames.all.contains(attribute) ? .api : .notSwiftUI, name: "@" + attribute)
        }
        for prefix in ["extraneous argument label '", "extraneous argument labels '", "incorrect argument label in call (have '",
                       "incorrect argument labels in call (have '", "missing argument label '", "missing argument labels '"] {
            // An initializer or function Kinema has under other labels: `Image(systemName:)`.
            if let labels = quoted(after: prefix).first, let name = callee(in: sourceLine, column: error.column),
               SwiftUINames.all.contains(name) {
                return MissingAPI(kind: .api, name: "\(name)(\(labels.hasPrefix("_:") ? String(labels.dropFirst(2)) : labels))")
            }
        }
        if let name = quoted(after: "cannot infer contextual base in reference to member '").first
            ?? quoted(after: "reference to member '").first {
            return named("." + name)
        }
        if message.contains("unable to type-check this expression in reasonable time") {
            return MissingAPI(kind: .typeCheckTimeout, name: "")
        }
        let signatureWords = ["extra argument", "extra arguments", "missing argument", "incorrect argument label", "no exact matches in call",
                              "cannot convert value", "extra trailing closure", "argument passed to call that takes no arguments",
                              "generic parameter", "no 'init' candidates", "missing arguments"]
        if signatureWords.contains(where: { message.contains($0) }) {
            let name = quoted(after: "no exact matches in call to ").first ?? callee(in: sourceLine, column: error.column)
            if let name, SwiftUINames.all.contains(name) {
                // The call as written, with its labels, says which signature was not matched:
                // `strokeBorder(_:lineWidth:antialiased:)`.
                let labels = callLabels(in: sourceLine, column: error.column, callee: name)
                return MissingAPI(kind: .signature, name: labels.map { "\(name)(\($0))" } ?? name)
            }
            return MissingAPI(kind: .other, name: Self.shortened(message))
        }
        return MissingAPI(kind: .other, name: Self.shortened(message))
    }

    /// A bare name: SwiftUI's, or not.
    static func named(_ name: String) -> MissingAPI {
        let base = name.hasPrefix(".") ? String(name.dropFirst()) : name
        return MissingAPI(kind: SwiftUINames.all.contains(base) ? .api : .notSwiftUI, name: name)
    }

    /// A member not found on a type: `.modifier` on a view, `Type.member` on another type.
    static func member(_ member: String, of type: String, onType: Bool = false) -> MissingAPI {
        let base = type.split(separator: "<").first.map(String.init) ?? type
        let typeName = base.split(separator: ".").last.map(String.init) ?? base
        let isView = type.contains("some View") || type.contains("View") || type.hasPrefix("ModifiedContent") || type.hasPrefix("_")
            || (SwiftUINames.types.contains(typeName) && SwiftUINames.members.contains(member))
        let name = isView && !onType ? "." + member : "\(typeName).\(member)"
        let known = SwiftUINames.all.contains(member)
        return MissingAPI(kind: known ? .api : .notSwiftUI, name: name)
    }

    /// The argument labels of the call to `callee` around `column`, as Swift names a function
    /// (`_:lineWidth:antialiased:`); nil when the call does not close on the line.
    static func callLabels(in line: String?, column: Int, callee: String) -> String? {
        guard let line else { return nil }
        let characters = Array(line)
        guard let open = openParenthesis(in: characters, column: column),
              String(characters[..<open]).trimmingCharacters(in: .whitespaces).hasSuffix(callee) else { return nil }
        var labels: [String] = []
        var depth = 0, start = open + 1
        for index in (open + 1)..<characters.count {
            switch characters[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 {
                    let argument = String(characters[start..<index]).trimmingCharacters(in: .whitespaces)
                    if !argument.isEmpty { labels.append(label(of: argument)) }
                    return labels.joined()
                }
                depth -= 1
            case "," where depth == 0:
                labels.append(label(of: String(characters[start..<index]).trimmingCharacters(in: .whitespaces)))
                start = index + 1
            default: break
            }
        }
        return nil
    }

    /// `name:` for an argument `name: value`, `_:` for one without a label.
    private static func label(of argument: String) -> String {
        let head = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = argument.dropFirst(head.count).drop { $0 == " " }
        return !head.isEmpty && rest.first == ":" && rest.dropFirst().first != ":" ? "\(head):" : "_:"
    }

    /// The function called at `column`: the identifier before the `(` of the call the column
    /// is in (or of the call named at the column).
    static func callee(in line: String?, column: Int) -> String? {
        guard let line, let open = openParenthesis(in: Array(line), column: column) else { return nil }
        let characters = Array(line)
        var end = open
        while end > 0, characters[end - 1] == " " { end -= 1 }
        var start = end
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_" { start -= 1 }
        return start < end ? String(characters[start..<end]) : nil
    }

    /// Where the `(` of the call at `column` is: after the name at the column, or the nearest
    /// unclosed one before it.
    private static func openParenthesis(in characters: [Character], column: Int) -> Int? {
        guard column > 0, !characters.isEmpty else { return nil }
        var index = min(column - 1, characters.count - 1)
        var after = index
        while after < characters.count, characters[after].isLetter || characters[after].isNumber || characters[after] == "_" { after += 1 }
        if after > index, after < characters.count, characters[after] == "(" { return after }
        var depth = 0
        while index >= 0 {
            switch characters[index] {
            case ")", "]", "}": depth += 1
            case "(" where depth == 0: return index
            case "(", "[", "{": depth -= 1
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// A message cut to 90 characters, for one-line reports.
    public static func shortened(_ message: String) -> String {
        message.count > 90 ? String(message.prefix(87)) + "…" : message
    }
}
