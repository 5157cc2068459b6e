import Foundation

/// Reads the text form of a ``RecordingScript``.
enum RecordingScriptParser {
    private struct Token {
        var text: String
        var column: Int
        var quoted: Bool
    }

    static func parse(_ text: String) throws -> [RecordingScript.Step] {
        var steps: [RecordingScript.Step] = []
        for (lineIndex, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.last == "\r" ? rawLine.dropLast() : rawLine
            let lineNumber = lineIndex + 1
            var tokens: [Token] = []
            var current: Token?
            var quoteColumn: Int?
            var column = 0
            var finished = false

            func endToken() {
                if let token = current { tokens.append(token) }
                current = nil
            }
            func endStep(at column: Int) throws {
                endToken()
                if let step = try makeStep(tokens, line: lineNumber, endColumn: column) { steps.append(step) }
                tokens = []
            }

            for character in line {
                column += 1
                if let start = quoteColumn {
                    if character == "\"" {
                        quoteColumn = nil
                        tokens.append(Token(text: current?.text ?? "", column: start, quoted: true))
                        current = nil
                    } else {
                        current = Token(text: (current?.text ?? "") + String(character), column: start, quoted: true)
                    }
                    continue
                }
                switch character {
                case "#":
                    finished = true
                case ";":
                    try endStep(at: column)
                case "\"":
                    endToken()
                    quoteColumn = column
                case _ where character.isWhitespace:
                    endToken()
                default:
                    if current == nil { current = Token(text: "", column: column, quoted: false) }
                    current?.text.append(character)
                }
                if finished { break }
            }
            if let start = quoteColumn {
                throw RecordingScriptError(line: lineNumber, column: start, message: "this quote is not closed on its line")
            }
            try endStep(at: column + 1)
        }
        return steps
    }

    private static func makeStep(_ tokens: [Token], line: Int, endColumn: Int) throws -> RecordingScript.Step? {
        guard let command = tokens.first else { return nil }
        func fail(_ column: Int, _ message: String) -> RecordingScriptError {
            RecordingScriptError(line: line, column: column, message: message)
        }
        let arguments = Array(tokens.dropFirst())
        let commands = "tap, wait, scroll, drag, press, pinch, rotate or action"
        guard !command.quoted else { throw fail(command.column, "expected a command (\(commands)), not a quoted text") }

        switch command.text.lowercased() {
        case "tap":
            guard let first = arguments.first else {
                throw fail(endColumn, "tap needs an accessibilityIdentifier or a point x,y")
            }
            if !arguments.contains(where: \.quoted), let point = try point(arguments, fail: fail) {
                return .tapAt(point)
            }
            try expectOne(arguments, after: "the identifier", fail: fail)
            return .tap(first.text)
        case "wait":
            guard let first = arguments.first else { throw fail(endColumn, "wait needs a number of seconds, such as 0.5") }
            try expectOne(arguments, after: "the number of seconds", fail: fail)
            return .wait(try seconds(first, fail: fail))
        case "scroll":
            // scroll dx,dy  or  scroll dx,dy in seconds
            let split = arguments.firstIndex { !$0.quoted && $0.text.lowercased() == "in" }
            let distanceTokens = Array(arguments[..<(split ?? arguments.endIndex)])
            guard !distanceTokens.isEmpty, let distance = try point(distanceTokens, fail: fail) else {
                throw fail(arguments.first?.column ?? endColumn, "scroll needs a distance dx,dy, such as 0,300")
            }
            var duration = 0.0
            if let split {
                let rest = arguments[(split + 1)...]
                guard let first = rest.first else { throw fail(arguments[split].column, "in needs a number of seconds, such as 0.5") }
                try expectOne(Array(rest), after: "the number of seconds", fail: fail)
                duration = try seconds(first, fail: fail)
            }
            return .scroll(CGSize(width: distance.x, height: distance.y), over: duration)
        case "drag":
            // drag place by dx,dy  or  drag place by dx,dy in seconds (0.25 by default)
            let (place, rest) = try placeAndRest(arguments, keyword: "by", usage: "drag card by 0,300 in 0.25", endColumn: endColumn, fail: fail)
            let (valueTokens, duration) = try timed(rest, keyword: "in", default: 0.25, fail: fail)
            guard !valueTokens.isEmpty, let distance = try point(valueTokens, fail: fail) else {
                throw fail(rest.first?.column ?? endColumn, "by needs a distance dx,dy, such as 0,300")
            }
            return .drag(from: place, by: CGSize(width: distance.x, height: distance.y), over: duration)
        case "press":
            // press place for seconds
            let (place, rest) = try placeAndRest(arguments, keyword: "for", usage: "press card for 0.8", endColumn: endColumn, fail: fail)
            guard let first = rest.first else { throw fail(endColumn, "for needs a number of seconds, such as 0.8") }
            try expectOne(rest, after: "the number of seconds", fail: fail)
            return .press(place, for: try seconds(first, fail: fail))
        case "pinch":
            // pinch place to scale  or  pinch place to scale in seconds (0.4 by default)
            let (place, rest) = try placeAndRest(arguments, keyword: "to", usage: "pinch photo to 2.5 in 0.5", endColumn: endColumn, fail: fail)
            let (valueTokens, duration) = try timed(rest, keyword: "in", default: 0.4, fail: fail)
            let scale = try number(valueTokens, what: "to needs a scale above 0, such as 2.5", endColumn: endColumn, fail: fail)
            guard scale > 0 else { throw fail(valueTokens[0].column, "to needs a scale above 0, such as 2.5") }
            return .pinch(place, to: scale, over: duration)
        case "rotate":
            // rotate place by degrees  or  rotate place by degrees in seconds (0.4 by default)
            let (place, rest) = try placeAndRest(arguments, keyword: "by", usage: "rotate photo by 45 in 0.5", endColumn: endColumn, fail: fail)
            let (valueTokens, duration) = try timed(rest, keyword: "in", default: 0.4, fail: fail)
            let degrees = try number(valueTokens, what: "by needs an angle in degrees, such as 45", endColumn: endColumn, fail: fail)
            return .rotate(place, by: degrees, over: duration)
        case "action":
            guard let first = arguments.first else { throw fail(endColumn, "action needs the name of an action") }
            try expectOne(arguments, after: "the action's name", fail: fail)
            return .action(first.text)
        default:
            throw fail(command.column, "unknown command '\(command.text)'; expected \(commands)")
        }
    }

    /// The place before `keyword` (a view's identifier, or a point x,y) and the tokens after it.
    private static func placeAndRest(
        _ arguments: [Token], keyword: String, usage: String, endColumn: Int, fail: (Int, String) -> RecordingScriptError
    ) throws -> (RecordingScript.Place, [Token]) {
        guard let index = arguments.firstIndex(where: { !$0.quoted && $0.text.lowercased() == keyword }), index > 0 else {
            throw fail(arguments.first?.column ?? endColumn, "expected a place and '\(keyword)': \(usage)")
        }
        let placeTokens = Array(arguments[..<index])
        let rest = Array(arguments[(index + 1)...])
        if !placeTokens.contains(where: \.quoted), let point = try point(placeTokens, fail: fail) {
            return (.point(point), rest)
        }
        try expectOne(placeTokens, after: "the identifier", fail: fail)
        return (.view(placeTokens[0].text), rest)
    }

    /// The tokens before `keyword`, and the seconds after it (`defaultSeconds` without it).
    private static func timed(
        _ tokens: [Token], keyword: String, default defaultSeconds: TimeInterval, fail: (Int, String) -> RecordingScriptError
    ) throws -> ([Token], TimeInterval) {
        guard let split = tokens.firstIndex(where: { !$0.quoted && $0.text.lowercased() == keyword }) else {
            return (tokens, defaultSeconds)
        }
        let rest = Array(tokens[(split + 1)...])
        guard let first = rest.first else { throw fail(tokens[split].column, "\(keyword) needs a number of seconds, such as 0.5") }
        try expectOne(rest, after: "the number of seconds", fail: fail)
        return (Array(tokens[..<split]), try seconds(first, fail: fail))
    }

    /// The one finite number `tokens` spell.
    private static func number(
        _ tokens: [Token], what: String, endColumn: Int, fail: (Int, String) -> RecordingScriptError
    ) throws -> Double {
        guard let first = tokens.first else { throw fail(endColumn, what) }
        try expectOne(tokens, after: "the number", fail: fail)
        guard let value = Double(first.text), value.isFinite, abs(value) <= 1e6 else { throw fail(first.column, what) }
        return value
    }

    private static func expectOne(_ arguments: [Token], after what: String, fail: (Int, String) -> RecordingScriptError) throws {
        guard arguments.count > 1 else { return }
        let extra = arguments[1]
        throw fail(extra.column, "unexpected '\(extra.text)' after \(what); write an identifier with spaces in double quotes")
    }

    /// The point `x,y` the arguments spell (spaces around the comma allowed), nil when they do
    /// not look like one, or an error when they look like one but a coordinate is no number.
    private static func point(_ arguments: [Token], fail: (Int, String) -> RecordingScriptError) throws -> CGPoint? {
        let text = arguments.map(\.text).joined()
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let looksNumeric = parts.allSatisfy { part in
            part.contains(where: \.isNumber) && part.allSatisfy { $0.isNumber || "+-.eE".contains($0) }
        }
        guard looksNumeric else { return nil }
        guard let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw fail(arguments[0].column, "'\(text)' is not a point; write it as x,y with two numbers")
        }
        return CGPoint(x: x, y: y)
    }

    private static func seconds(_ token: Token, fail: (Int, String) -> RecordingScriptError) throws -> TimeInterval {
        var text = Substring(token.text)
        var unit = 1.0
        if text.hasSuffix("ms") {
            text = text.dropLast(2)
            unit = 0.001
        } else if text.hasSuffix("s") {
            text = text.dropLast()
        }
        guard let value = Double(text), value.isFinite else {
            throw fail(token.column, "'\(token.text)' is not a number of seconds")
        }
        guard value >= 0 else { throw fail(token.column, "a wait cannot be negative (\(token.text))") }
        // A day is far longer than any recording; more would only count frames past Int's range.
        guard value * unit <= 86_400 else { throw fail(token.column, "\(token.text) is longer than a day") }
        return value * unit
    }

    /// `text` as a script token: bare when it reads back as itself, otherwise in double quotes.
    static func quotedIfNeeded(_ text: String) -> String {
        let readsAsPoint: Bool
        do {
            let token = Token(text: text, column: 1, quoted: false)
            readsAsPoint = try point([token], fail: { RecordingScriptError(line: 1, column: $0, message: $1) }) != nil
        } catch {
            readsAsPoint = true
        }
        let bare = !text.isEmpty && !readsAsPoint && !text.contains { $0.isWhitespace || "#;\"".contains($0) }
        return bare ? text : "\"\(text)\""
    }

    /// A number as short as it reads back exactly.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
