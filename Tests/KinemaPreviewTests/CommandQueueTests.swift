import Foundation
import Testing
@testable import KinemaPreview

extension PreviewTests {
    @Suite struct CommandQueueTests {
        private let move = { (y: Double) in PageCommand.pointer(.move, CGPoint(x: 10, y: y)) }

        /// Appends each command; whether each was taken.
        private func append(_ commands: [PageCommand], to queue: inout CommandQueue) -> [Bool] {
            commands.map { queue.append($0) }
        }

        /// Takes every command waiting.
        private func drain(_ queue: inout CommandQueue) -> [PageCommand] {
            var taken: [PageCommand] = []
            while let command = queue.removeFirst() { taken.append(command) }
            return taken
        }

        @Test func consecutiveMovesCoalesceIntoTheNewest() {
            var queue = CommandQueue(capacity: 4)
            let moves = (0..<10_000).map { move(Double($0)) }
            let taken = append([.pointer(.down, .zero)] + moves + [.pointer(.up, .zero), move(1)], to: &queue)
            #expect(!taken.contains(false))
            #expect(queue.count == 4)
            #expect(drain(&queue) == [.pointer(.down, .zero), move(9_999), .pointer(.up, .zero), move(1)])
        }

        @Test func consecutivePinchChangesCoalesceIntoTheNewest() {
            var queue = CommandQueue(capacity: 3)
            let changes = (1...1_000).map { PageCommand.pinch(.change(scale: 1 + Double($0) / 1_000, degrees: 0)) }
            #expect(!append([.pinch(.begin(.zero))] + changes + [.pinch(.end)], to: &queue).contains(false))
            #expect(drain(&queue) == [.pinch(.begin(.zero)), .pinch(.change(scale: 2, degrees: 0)), .pinch(.end)])
        }

        @Test func otherCommandsWaitInOrderUpToTheCapacity() {
            var queue = CommandQueue(capacity: 2)
            #expect(append([.pause, move(1), .play], to: &queue) == [true, true, false])
            #expect(queue.isFull)
            // A move still takes the place of the move waiting last.
            #expect(append([move(2)], to: &queue) == [true])
            #expect(queue.count == 2)
            #expect(drain(&queue) == [.pause, move(2)])
        }
    }
}
