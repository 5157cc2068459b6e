import Foundation
import Testing
@testable import KinemaPreview

extension PreviewTests {
    @Suite struct CommandInboxTests {
        @Test func handsCommandsOverInOrderAndDrainsWhenClosed() async {
            let inbox = CommandInbox(capacity: 2)
            #expect(inbox.offer(.scrub(0)) && inbox.offer(.scrub(1)))
            #expect(!inbox.offer(.scrub(2)), "past the capacity a command is refused, for the page to be told")
            #expect(inbox.offer(.pointer(.move, CGPoint(x: 1, y: 1))) == false)
            #expect(await inbox.next() == .scrub(0))
            #expect(inbox.offer(.scrub(3)))
            inbox.close()
            var taken: [PageCommand] = []
            while let command = await inbox.next() { taken.append(command) }
            #expect(taken == [.scrub(1), .scrub(3)])
            #expect(inbox.offer(.play), "a closed inbox takes and drops what is offered")
            #expect(await inbox.next() == nil)
        }

        @Test func movesCoalesceEvenWhenTheInboxIsFull() async {
            let inbox = CommandInbox(capacity: 1)
            #expect(inbox.offer(.pointer(.move, CGPoint(x: 1, y: 1))))
            #expect(inbox.offer(.pointer(.move, CGPoint(x: 2, y: 2))))
            #expect(await inbox.next() == .pointer(.move, CGPoint(x: 2, y: 2)))
        }
    }
}
