import Foundation
import Kinema
import Testing

/// `onTapGesture(count:coordinateSpace:perform:)` hands the action where the tap landed.
@MainActor
struct TapLocationTests {
    @Test func aTapGestureCanTellWhereItLanded() {
        func location(in space: some CoordinateSpaceProtocol) -> CGPoint? {
            var location: CGPoint?
            let host = HeadlessHost(
                VStack(spacing: 0) {
                    Color.gray.frame(width: 100, height: 40)
                    Color.blue.frame(width: 100, height: 40).onTapGesture(coordinateSpace: space) { location = $0 }
                }
                .coordinateSpace(name: "stack"),
                size: CGSize(width: 200, height: 200))
            // The stack is 100 × 80, centred: the blue square spans x 50…150, y 100…140.
            host.tap(at: CGPoint(x: 60, y: 110))
            return location
        }
        #expect(location(in: .local) == CGPoint(x: 10, y: 10))
        #expect(location(in: .global) == CGPoint(x: 60, y: 110))
        #expect(location(in: .named("stack")) == CGPoint(x: 10, y: 50))
    }
}
