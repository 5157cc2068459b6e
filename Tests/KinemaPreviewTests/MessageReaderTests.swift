import Foundation
import NIOCore
import NIOWebSocket
import Testing
@testable import KinemaPreview

extension PreviewTests {
    @Suite struct MessageReaderTests {
        private func frame(_ opcode: WebSocketOpcode, _ bytes: [UInt8], fin: Bool = true, masked: Bool = true) -> WebSocketFrame {
            let key: WebSocketMaskingKey? = masked ? WebSocketMaskingKey([1, 2, 3, 4]) : nil
            var data = ByteBuffer(bytes: bytes)
            if let key { data.webSocketMask(key) }
            return WebSocketFrame(fin: fin, opcode: opcode, maskKey: key, data: data)
        }

        private func frame(_ opcode: WebSocketOpcode, _ text: String, fin: Bool = true) -> WebSocketFrame {
            frame(opcode, Array(text.utf8), fin: fin)
        }

        private func closeCode(_ body: () throws -> Void) -> UInt16? {
            do { try body() } catch let violation as MessageReader.Violation { return violation.closeCode } catch { return nil }
            return nil
        }

        @Test func reassemblesFragmentedText() throws {
            var reader = MessageReader(maximumSize: 64)
            #expect(try reader.read(frame(.text, #"{"type":"#, fin: false)) == nil)
            #expect(try reader.read(frame(.continuation, #""step"}"#)) == .text(#"{"type":"step"}"#))
        }

        @Test func rejectsMessagesOverTheLimitEvenWhenFragmented() throws {
            var reader = MessageReader(maximumSize: 16)
            #expect(closeCode { _ = try reader.read(frame(.text, String(repeating: "x", count: 17))) } == 1009)
            var fragmented = MessageReader(maximumSize: 16)
            _ = try fragmented.read(frame(.text, String(repeating: "x", count: 10), fin: false))
            #expect(closeCode { _ = try fragmented.read(frame(.continuation, String(repeating: "x", count: 10))) } == 1009)
        }

        @Test func rejectsBinaryUnknownOpcodesStrayContinuationsAndBadText() {
            var reader = MessageReader(maximumSize: 64)
            #expect(closeCode { _ = try reader.read(frame(.binary, "x")) } == 1003)
            #expect(closeCode { _ = try reader.read(frame(WebSocketOpcode(encodedWebSocketOpcode: 0x3)!, "x")) } == 1002)
            #expect(closeCode { _ = try reader.read(frame(.continuation, "x")) } == 1002)
            #expect(closeCode { _ = try reader.read(frame(.text, [0xC3, 0x28])) } == 1007)
        }

        @Test func refusesUnmaskedFramesAndReservedBits() {
            var reader = MessageReader(maximumSize: 64)
            #expect(closeCode { _ = try reader.read(frame(.text, Array("{}".utf8), masked: false)) } == 1002)
            var reserved = frame(.text, "{}")
            reserved.rsv2 = true
            #expect(closeCode { _ = try reader.read(reserved) } == 1002)
        }

        @Test func answersControlFramesAndEchoesValidCloseCodes() throws {
            var reader = MessageReader(maximumSize: 64)
            #expect(try reader.read(frame(.ping, "hi")) == .ping(Array("hi".utf8)))
            #expect(try reader.read(frame(.pong, "")) == nil)
            #expect(try reader.read(frame(.connectionClose, [])) == .close(reply: 1000))
            #expect(try reader.read(frame(.connectionClose, [0x03, 0xE9] + Array("bye".utf8))) == .close(reply: 1001))
            #expect(try reader.read(frame(.connectionClose, [0x0F, 0xA0])) == .close(reply: 4000))
        }

        @Test func refusesCloseCodesAPeerMayNotSendAndBadControlFrames() {
            var reader = MessageReader(maximumSize: 64)
            for code: UInt16 in [0, 999, 1004, 1005, 1006, 1015, 2999, 5000] {
                #expect(closeCode { _ = try reader.read(frame(.connectionClose, [UInt8(code >> 8), UInt8(code & 0xFF)])) } == 1002, "code \(code)")
            }
            #expect(closeCode { _ = try reader.read(frame(.connectionClose, [0x03])) } == 1002)
            #expect(closeCode { _ = try reader.read(frame(.connectionClose, [0x03, 0xE8, 0xC3, 0x28])) } == 1007)
            #expect(closeCode { _ = try reader.read(frame(.ping, "x", fin: false)) } == 1002)
            #expect(closeCode { _ = try reader.read(frame(.ping, String(repeating: "x", count: 126))) } == 1002)
        }
    }
}
