import Foundation
import Kinema
import Observation
import Testing

/// Where a gesture's view takes the pointer: where it is presented (mid-animation), inside its
/// content shape, and nowhere when it does not allow hit testing.
@MainActor
struct GestureHitTestingTests {
    @Observable final class Place {
        var isRight = false
    }

    /// A square that moves across the window with a one-second linear animation.
    struct Mover: View {
        let place: Place
        let dragged: () -> Void

        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .offset(x: place.isRight ? 200 : 0)
                .animation(.linear(duration: 1), value: place.isRight)
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in dragged() })
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aGestureTakesThePointerWhereItsViewIsPresentedMidAnimation() {
        let place = Place()
        var drags = 0
        let host = HeadlessHost(Mover(place: place) { drags += 1 }, size: CGSize(width: 400, height: 200))
        host.perform { place.isRight = true }
        host.advance(by: 0.5)
        // Halfway: the square is presented at x 100…200.
        host.tap(at: CGPoint(x: 20, y: 50))
        #expect(drags == 0, "where it was is empty now")
        host.tap(at: CGPoint(x: 280, y: 50))
        #expect(drags == 0, "where it is going it is not yet")
        host.tap(at: CGPoint(x: 150, y: 50))
        #expect(drags == 1)
    }

    @Test func aContentShapeAndAllowsHitTestingDecideWhatIsHit() {
        var hits: [String] = []
        let host = HeadlessHost(HStack(spacing: 0) {
            // A circle's content shape: the corners of its square frame are not hit.
            Color.blue.frame(width: 100, height: 100).contentShape(Circle())
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in hits.append("circle") })
            // Not hit at all: the pointer goes through to the backdrop.
            Color.green.frame(width: 100, height: 100).allowsHitTesting(false)
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in hits.append("ghost") })
        }
        .background(Color.gray.frame(width: 400, height: 400).gesture(DragGesture(minimumDistance: 0).onChanged { _ in hits.append("backdrop") })),
        size: CGSize(width: 200, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 5, y: 5))
        host.tap(at: CGPoint(x: 150, y: 50))
        #expect(hits == ["circle", "backdrop", "backdrop"])
    }
}
