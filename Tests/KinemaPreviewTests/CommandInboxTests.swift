import Testing
@testable import KinemaPreview

extension PreviewTests {
    @Suite struct CommandInboxTests {
        @Test func handsCommandsOverInOrderAndDrainsWhenClosed() async {
            let inbox = CommandInbox(capacity: 2)
            // Past the capacity the poster waits until the taker makes room.
            let poster = Task {
                for index in 0..<5 { await inbox.post(.scrub(index)) }
                inbox.close()
            }
            var taken: [PreviewCommand] = []
            while let command = await inbox.next() { taken.append(command) }
            await poster.value
            #expect(taken == (0..<5).map { .scrub($0) })
            await inbox.post(.play)
            #expect(await inbox.next() == nil, "a closed inbox drops what is posted")
        }
    }
}
