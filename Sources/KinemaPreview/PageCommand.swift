import Foundation

/// What a page asks of the preview, decoded from a JSON text message such as
/// `{"type": "tap", "x": 120, "y": 80}`.
enum PageCommand: Equatable, Sendable {
    /// Taps the app at a point in view coordinates.
    case tap(CGPoint)
    /// A pointer goes down, moves, goes up or is cancelled (it left the page) at a point in
    /// view coordinates: `{"type": "pointer", "phase": "move", "x": 120, "y": 80}`; or, with no
    /// button down, hovers at a point (`"hover"`) or leaves the view (`"leave"`).
    case pointer(PointerPhase, CGPoint)
    /// A wheel or trackpad scrolls the scroll view under a point by a distance in points:
    /// `{"type": "wheel", "x": 120, "y": 80, "dx": 0, "dy": 40}`.
    case wheel(CGSize, at: CGPoint)
    /// Two fingers pinch and turn, as a trackpad's pinch (or Ctrl and the wheel) does:
    /// `{"type": "pinch", "phase": "begin", "x": 120, "y": 80}`, then
    /// `{"type": "pinch", "phase": "change", "scale": 1.4, "rotation": 15}` (degrees, clockwise,
    /// both since it began) and `{"type": "pinch", "phase": "end"}`.
    case pinch(PinchPhase)
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
    /// Switches to another view of the files, by its place `FILE:LINE`:
    /// `{"type": "view", "location": "Cards.swift:40"}`.
    case view(location: String)

    /// The slowest and fastest playback speeds the page may ask for.
    static let speedRange: ClosedRange<Double> = 0.1...1
    /// The pixels per point frames may have.
    static let scaleRange: ClosedRange<Double> = 0.25...4
    /// The largest distance one wheel event may scroll, in points.
    static let wheelLimit: Double = 10_000

    /// The largest spread a pinch may report (and its inverse the smallest).
    static let pinchLimit: Double = 100
    /// The largest turn a pinch may report, in degrees.
    static let rotationLimit: Double = 36_000

    /// What a pinch event says the fingers did.
    enum PinchPhase: Equatable, Sendable {
        /// They went down, centred at a point.
        case begin(CGPoint)
        /// They spread by a scale and turned by an angle in degrees since they went down.
        case change(scale: Double, degrees: Double)
        /// They went up.
        case end
    }

    /// What a pointer event says the pointer did.
    enum PointerPhase: String, Sendable {
        case down, move, up, cancel, hover, leave
    }

    /// Decodes a command, or says precisely what is wrong with `text`.
    static func parse(_ text: String) throws(PageCommandError) -> PageCommand {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(text.utf8))
        } catch {
            throw .malformed
        }
        switch fields.type {
        case "tap": return .tap(try fields.point())
        case "pointer":
            guard let name = fields.phase else { throw .missingField("phase") }
            guard let phase = PointerPhase(rawValue: name) else { throw .unknownPhase(String(name.prefix(40))) }
            return .pointer(phase, try fields.point())
        case "wheel":
            let delta = CGSize(width: try fields.number(\.dx, "dx"), height: try fields.number(\.dy, "dy"))
            // A wheel moves a few hundred points a notch at most; more is not a wheel.
            guard abs(delta.width) <= wheelLimit else { throw .outOfRange(field: "dx", delta.width) }
            guard abs(delta.height) <= wheelLimit else { throw .outOfRange(field: "dy", delta.height) }
            return .wheel(delta, at: try fields.point())
        case "pinch":
            switch fields.phase {
            case "begin": return .pinch(.begin(try fields.point()))
            case "change":
                let scale = try fields.number(\.scale, "scale")
                guard scale >= 1 / pinchLimit, scale <= pinchLimit else { throw .outOfRange(field: "scale", scale) }
                let degrees = try fields.number(\.rotation, "rotation")
                guard abs(degrees) <= rotationLimit else { throw .outOfRange(field: "rotation", degrees) }
                return .pinch(.change(scale: scale, degrees: degrees))
            case "end": return .pinch(.end)
            case nil: throw .missingField("phase")
            case let name?: throw .unknownPhase(String(name.prefix(40)))
            }
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
        case "view":
            guard let location = fields.location else { throw .missingField("location") }
            guard !location.isEmpty, location.utf8.count <= 4096 else { throw .malformed }
            return .view(location: location)
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
        var phase: String?
        var dx: Double?
        var dy: Double?
        var rotation: Double?
        var location: String?

        func point() throws(PageCommandError) -> CGPoint {
            CGPoint(x: try number(\.x, "x"), y: try number(\.y, "y"))
        }

        func number(_ field: KeyPath<Fields, Double?>, _ name: String) throws(PageCommandError) -> Double {
            guard let value = self[keyPath: field] else { throw .missingField(name) }
            guard value.isFinite else { throw .outOfRange(field: name, value) }
            return value
        }
    }
}

/// Why a page's message was not a command the preview understands.
enum PageCommandError: Error, Equatable, CustomStringConvertible {
    /// The message is not a JSON object with a string `type`, or a field has the wrong type.
    case malformed
    /// A field the command needs is missing.
    case missingField(String)
    /// A number is outside the range the command accepts.
    case outOfRange(field: String, Double)
    /// The `type` names no command.
    case unknownType(String)
    /// A pointer event's `phase` is not down, move, up, cancel, hover or leave, or a pinch's not begin,
    /// change or end.
    case unknownPhase(String)

    var description: String {
        switch self {
        case .malformed: "the message is not a JSON object with a string 'type' and fields of the right types"
        case .missingField(let name): "the field '\(name)' is missing"
        case .outOfRange(let field, let value): "the field '\(field)' is out of range: \(value)"
        case .unknownType(let type): "there is no command '\(type)'"
        case .unknownPhase(let phase): "there is no phase '\(phase)' (a pointer's: down, move, up, cancel, hover or leave; a pinch's: begin, change or end)"
        }
    }
}
