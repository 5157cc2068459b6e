import FlyingFox
import Foundation
import Testing
@testable import KinemaPreview

extension PreviewTests {
    @Suite struct MessageReaderTests {
        private func frame(_ opcode: WSFrame.Opcode, _ text: String, fin: Bool = true) -> WSFrame {
            WSFrame(fin: fin, opcode: opcode, mask: nil, payload: Data(text.utf8))
        }

        @Test func reassemblesFragmentedText() throws {
            var reader = MessageReader(maximumSize: 64)
            #expect(try reader.read(frame(.text, #"{"type":"#, fin: false)) == nil)
            #expect(try reader.read(frame(.continuation, #""step"}"#)) == .text(#"{"type":"step"}"#))
        }

        @Test func rejectsMessagesOverTheLimitEvenWhenFragmented() throws {
            var reader = MessageReader(maximumSize: 16)
            #expect(throws: MessageReader.Violation.self) { try reader.read(frame(.text, String(repeating: "x", count: 17))) }
            var fragmented = MessageReader(maximumSize: 16)
            _ = try fragmented.read(frame(.text, String(repeating: "x", count: 10), fin: false))
            #expect { try fragmented.read(frame(.continuation, String(repeating: "x", count: 10))) } throws: { error in
                (error as? MessageReader.Violation)?.closeCode == 1009
            }
        }

        @Test func rejectsBinaryUnknownOpcodesAndStrayContinuations() {
            var reader = MessageReader(maximumSize: 64)
            #expect(throws: MessageReader.Violation.self) { try reader.read(frame(.binary, "x")) }
            #expect(throws: MessageReader.Violation.self) { try reader.read(frame(WSFrame.Opcode(0x3), "x")) }
            #expect(throws: MessageReader.Violation.self) { try reader.read(frame(.continuation, "x")) }
            #expect(throws: MessageReader.Violation.self) {
                try reader.read(WSFrame(fin: true, opcode: .text, mask: nil, payload: Data([0xC3, 0x28])))
            }
        }

        @Test func answersControlFrames() throws {
            var reader = MessageReader(maximumSize: 64)
            #expect(try reader.read(frame(.ping, "hi")) == .ping(Data("hi".utf8)))
            #expect(try reader.read(frame(.pong, "")) == nil)
            #expect(try reader.read(frame(.close, "")) == .close)
        }
    }
}
