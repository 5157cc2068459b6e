import Foundation

/// What a page asks of the preview, decoded from a JSON text message such as
/// `{"type": "tap", "x": 120, "y": 80}`.
enum PreviewCommand: Equatable, Sendable {
    /// Taps the app at a point in view coordinates.
    case tap(CGPoint)
    /// Stops the clock.
    case pause
    /// Restarts the clock, back on the live app.
    case play
    /// Stops the clock and advances it by one frame.
    case step
    /// Sets how fast the virtual clock runs against real time.
    case speed(Double)
    /// Stops the clock and shows a recorded frame, 0 being the oldest.
    case scrub(Int)
    /// Says how many pixels per point the page's display has (its `devicePixelRatio`).
    case display(scale: Double)

    /// The slowest and fastest playback speeds the page may ask for.
    static let speedRange: ClosedRange<Double> = 0.1...1
    /// The pixels per point frames may have.
    static let scaleRange: ClosedRange<Double> = 0.25...4

    /// Decodes a command, or says precisely what is wrong with `text`.
    static func parse(_ text: String) throws(PreviewCommandError) -> PreviewCommand {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(text.utf8))
        } catch {
            throw .malformed
        }
        switch fields.type {
        case "tap": return .tap(CGPoint(x: try fields.number(\.x, "x"), y: try fields.number(\.y, "y")))
        case "pause": return .pause
        case "play": return .play
        case "step": return .step
        case "speed":
            let value = try fields.number(\.value, "value")
            guard speedRange.contains(value) else { throw .outOfRange(field: "value", value) }
            return .speed(value)
        case "scrub":
            let index = try fields.number(\.index, "index")
            guard index >= 0, index < Double(Int32.max), index == index.rounded() else {
                throw .outOfRange(field: "index", index)
            }
            return .scrub(Int(index))
        case "display":
            let scale = try fields.number(\.scale, "scale")
            guard scaleRange.contains(scale) else { throw .outOfRange(field: "scale", scale) }
            return .display(scale: scale)
        default: throw .unknownType(String(fields.type.prefix(40)))
        }
    }

    /// Every field any command has; which ones must be present depends on `type`.
    private struct Fields: Decodable {
        var type: String
        var x: Double?
        var y: Double?
        var value: Double?
        var index: Double?
        var scale: Double?

        func number(_ field: KeyPath<Fields, Double?>, _ name: String) throws(PreviewCommandError) -> Double {
            guard let value = self[keyPath: field] else { throw .missingField(name) }
            guard value.isFinite else { throw .outOfRange(field: name, value) }
            return value
        }
    }
}

/// Why a page's message was not a command the preview understands.
enum PreviewCommandError: Error, Equatable, CustomStringConvertible {
    /// The message is not a JSON object with a string `type`, or a field has the wrong type.
    case malformed
    /// A field the command needs is missing.
    case missingField(String)
    /// A number is outside the range the command accepts.
    case outOfRange(field: String, Double)
    /// The `type` names no command.
    case unknownType(String)

    var description: String {
        switch self {
        case .malformed: "the message is not a JSON object with a string 'type' and numeric fields"
        case .missingField(let name): "the field '\(name)' is missing"
        case .outOfRange(let field, let value): "the field '\(field)' is out of range: \(value)"
        case .unknownType(let type): "there is no command '\(type)'"
        }
    }
}
