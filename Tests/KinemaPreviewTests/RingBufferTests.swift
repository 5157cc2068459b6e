import Testing
@testable import KinemaPreview

extension PreviewTests {
    @Suite struct RingBufferTests {
        @Test func keepsTheNewestElementsInOrder() {
            var buffer = RingBuffer<Int>(capacity: 3)
            for value in 1...7 { buffer.append(value) }
            #expect(buffer.count == 3)
            #expect((0..<3).compactMap { buffer[$0] } == [5, 6, 7])
            #expect(buffer.last == 7)
            #expect(buffer[3] == nil)
            #expect(buffer[-1] == nil)
        }

        @Test func aCapacityBelowOneHoldsOne() {
            var buffer = RingBuffer<String>(capacity: 0)
            buffer.append("a")
            buffer.append("b")
            #expect(buffer.count == 1)
            #expect(buffer[0] == "b")
        }
    }
}
