import Foundation
import Testing
@testable import KinemaPreview

extension PreviewTests {
    @Suite struct PageCommandTests {
        @Test func decodesEveryCommand() throws {
            #expect(try PageCommand.parse(#"{"type":"tap","x":12.5,"y":40}"#) == .tap(CGPoint(x: 12.5, y: 40)))
            #expect(try PageCommand.parse(#"{"type":"pause"}"#) == .pause)
            #expect(try PageCommand.parse(#"{"type":"play"}"#) == .play)
            #expect(try PageCommand.parse(#"{"type":"step"}"#) == .step)
            #expect(try PageCommand.parse(#"{"type":"speed","value":0.25}"#) == .speed(0.25))
            #expect(try PageCommand.parse(#"{"type":"scrub","index":42}"#) == .scrub(42))
            #expect(try PageCommand.parse(#"{"type":"display","scale":2}"#) == .display(scale: 2))
            #expect(try PageCommand.parse(#"{"type":"pointer","phase":"move","x":3,"y":4}"#) == .pointer(.move, CGPoint(x: 3, y: 4)))
            #expect(try PageCommand.parse(#"{"type":"pointer","phase":"hover","x":3,"y":4}"#) == .pointer(.hover, CGPoint(x: 3, y: 4)))
            #expect(try PageCommand.parse(#"{"type":"pointer","phase":"leave","x":0,"y":0}"#) == .pointer(.leave, .zero))
            #expect(try PageCommand.parse(#"{"type":"wheel","x":3,"y":4,"dx":0,"dy":-40}"#)
                == .wheel(CGSize(width: 0, height: -40), at: CGPoint(x: 3, y: 4)))
            #expect(try PageCommand.parse(#"{"type":"pinch","phase":"begin","x":3,"y":4}"#) == .pinch(.begin(CGPoint(x: 3, y: 4))))
            #expect(try PageCommand.parse(#"{"type":"pinch","phase":"change","scale":1.5,"rotation":-20}"#)
                == .pinch(.change(scale: 1.5, degrees: -20)))
            #expect(try PageCommand.parse(#"{"type":"pinch","phase":"end"}"#) == .pinch(.end))
            #expect(try PageCommand.parse(#"{"type":"view","location":"/v/Badge.swift:12"}"#) == .view(location: "/v/Badge.swift:12"))
        }

        @Test(arguments: [
            ("", PageCommandError.malformed),
            ("[1,2]", .malformed),
            (#"{"x":1}"#, .malformed),
            (#"{"type":"tap","x":"1","y":2}"#, .malformed),
            (#"{"type":"tap","x":1}"#, .missingField("y")),
            (#"{"type":"speed","value":5}"#, .outOfRange(field: "value", 5)),
            (#"{"type":"speed","value":0}"#, .outOfRange(field: "value", 0)),
            (#"{"type":"scrub","index":-1}"#, .outOfRange(field: "index", -1)),
            (#"{"type":"scrub","index":1.5}"#, .outOfRange(field: "index", 1.5)),
            (#"{"type":"display","scale":9}"#, .outOfRange(field: "scale", 9)),
            (#"{"type":"display"}"#, .missingField("scale")),
            (#"{"type":"launch"}"#, .unknownType("launch")),
            (#"{"type":"view"}"#, .missingField("location")),
            (#"{"type":"view","location":""}"#, .malformed),
            (#"{"type":"view","location":3}"#, .malformed),
            (#"{"type":"pointer","x":1,"y":2}"#, .missingField("phase")),
            (#"{"type":"pointer","phase":"float","x":1,"y":2}"#, .unknownPhase("float")),
            (#"{"type":"wheel","x":1,"y":2,"dx":0}"#, .missingField("dy")),
            (#"{"type":"wheel","x":1,"y":2,"dx":0,"dy":1e6}"#, .outOfRange(field: "dy", 1e6)),
            (#"{"type":"pinch","x":1,"y":2}"#, .missingField("phase")),
            (#"{"type":"pinch","phase":"spread"}"#, .unknownPhase("spread")),
            (#"{"type":"pinch","phase":"change","scale":0,"rotation":0}"#, .outOfRange(field: "scale", 0)),
            (#"{"type":"pinch","phase":"change","scale":1e9,"rotation":0}"#, .outOfRange(field: "scale", 1e9)),
            (#"{"type":"pinch","phase":"change","scale":2}"#, .missingField("rotation")),
            (#"{"type":"pinch","phase":"change","scale":2,"rotation":1e9}"#, .outOfRange(field: "rotation", 1e9)),
        ])
        func rejectsBadMessagesWithAReason(text: String, expected: PageCommandError) {
            #expect(throws: expected) { try PageCommand.parse(text) }
        }
    }
}
