import Foundation
import Kinema
import Testing

/// State read only inside a `GeometryReader`'s closure makes the closure run again when it
/// changes, as a body's reads do.
@MainActor
struct GeometryReaderStateTests {
    struct Probe: View {
        @State private var y: CGFloat = 0

        var body: some View {
            GeometryReader { _ in
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("square")
                    .offset(y: y)
                    .gesture(DragGesture().onChanged { y = $0.translation.height })
                    .onTapGesture { y = 50 }
            }
        }
    }

    @Test func stateReadOnlyInTheClosureUpdatesTheContent() throws {
        let host = HeadlessHost(Probe(), size: CGSize(width: 300, height: 300))
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 80))
        #expect(host.displayList.items(identifiedAs: "square").first?.presentedFrame.minY == 30)
        try host.tap("square")
        #expect(host.displayList.items(identifiedAs: "square").first?.presentedFrame.minY == 50)
    }

    @Test func aDoubleTapModifierNeedsItsTapsWithinTheInterval() {
        var doubles = 0
        let host = HeadlessHost(Color.red.onTapGesture(count: 2) { doubles += 1 }, size: CGSize(width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)), "the first tap is kept, waiting for the second")
        host.advance(by: 2)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(doubles == 0)
        host.advance(by: 0.2)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(doubles == 1)
    }
}
