import Foundation
import Kinema
import KinemaExamples
import KinemaExport
import Testing
import KinemaTestSupport

/// The pinch-photo example: a pinch zooms within 1× to 4× (springing back when let go
/// beyond), a drag pans while zoomed, two fingers turn it upright again, a double tap switches
/// between 1× and 2.5×.
@MainActor
struct PinchPhotoTests {
    private func make() throws -> (HeadlessHost, Example, centre: CGPoint) {
        let example = try #require(ExampleCatalog.example(named: "pinch-photo"))
        let host = HeadlessHost(example.rootView, size: example.size)
        let frame = try #require(host.item("photo")).presentedFrame
        return (host, example, CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The photo's scale and turn, from the transform of what it draws.
    private func scale(_ host: HeadlessHost) throws -> CGFloat {
        let transform = try #require(host.item("photo")).transform
        return hypot(transform.a, transform.b)
    }

    private func degrees(_ host: HeadlessHost) throws -> Double {
        let transform = try #require(host.item("photo")).transform
        return atan2(transform.b, transform.a) * 180 / .pi
    }

    /// Where the middle of the photo is drawn.
    private func middle(_ host: HeadlessHost) throws -> CGPoint {
        let frame = try #require(host.item("photo")).presentedFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aPinchToTwiceAsFarApartZoomsToTwo() throws {
        let (host, _, centre) = try make()
        #expect(try scale(host) == 1)
        host.pinch(at: centre, scale: 2, duration: 0.5)
        #expect(abs(try scale(host) - 2) < 1e-6)
        host.advance(by: 2)
        #expect(abs(try scale(host) - 2) < 1e-6, "within bounds, it stays")
        host.pinch(at: centre, scale: 1.5, duration: 0.5)
        host.advance(by: 2)
        #expect(abs(try scale(host) - 3) < 1e-6, "the next pinch starts from there")
    }

    @Test func pinchedToSixItSpringsBackToFour() throws {
        let (host, _, centre) = try make()
        host.pinch(at: centre, scale: 6, duration: 0.5)
        #expect(abs(try scale(host) - 6) < 1e-6, "past the bound while pinched, and no jump when let go")
        host.advance(by: 0.1)
        let returning = try scale(host)
        #expect(returning < 6 && returning > 4, "springing back: \(returning)")
        host.advance(by: 2)
        #expect(abs(try scale(host) - 4) < 1e-6)
    }

    @Test func pinchedBelowOneItSpringsBackToOne() throws {
        let (host, _, centre) = try make()
        host.pinch(at: centre, scale: 0.5, duration: 0.5)
        #expect(abs(try scale(host) - 0.5) < 1e-6)
        host.advance(by: 2)
        #expect(abs(try scale(host) - 1) < 1e-6)
    }

    @Test func aDoubleTapSwitchesBetweenOneAndTwoAndAHalf() throws {
        let (host, _, centre) = try make()
        host.tap(at: centre)
        host.advance(by: 0.1)
        host.tap(at: centre)
        host.advance(by: 0.1)
        let zooming = try scale(host)
        #expect(zooming > 1 && zooming < 2.5 + 0.5, "springing: \(zooming)")
        host.advance(by: 2)
        #expect(abs(try scale(host) - 2.5) < 1e-6)
        host.tap(at: centre)
        host.tap(at: centre)
        host.advance(by: 2)
        #expect(abs(try scale(host) - 1) < 1e-6)
    }

    @Test func aDragPansOnlyWhileZoomedAndSpringsBackToTheEdge() throws {
        let (host, _, centre) = try make()
        host.drag(from: centre, to: CGPoint(x: centre.x - 100, y: centre.y), duration: 0.3)
        host.advance(by: 1)
        #expect(try middle(host) == centre, "at 1× the photo does not pan")

        host.tap(at: centre)
        host.tap(at: centre)
        host.advance(by: 2)
        host.pointerDown(at: centre)
        for step in 1...20 {
            host.advance(by: 0.05)
            host.pointerMoved(to: CGPoint(x: centre.x - 5 * CGFloat(step), y: centre.y + 2.5 * CGFloat(step)))
        }
        let panned = try middle(host)
        #expect(abs(panned.x - (centre.x - 100)) < 1e-6 && abs(panned.y - (centre.y + 50)) < 1e-6, "\(panned)")
        host.pointerUp()
        host.advance(by: 2)
        #expect(try middle(host) == panned, "within the edges, it stays")

        // At 2.5×, the photo's edge meets its frame's 350 × 1.5 / 2 = 262.5 points left.
        host.drag(from: centre, to: CGPoint(x: centre.x - 400, y: centre.y), duration: 0.3)
        host.advance(by: 2)
        #expect(abs(try middle(host).x - (centre.x - 262.5)) < 1e-6)
    }

    @Test func aTurnSpringsBackUpright() throws {
        let (host, _, centre) = try make()
        host.pointerDown(at: centre, touches: 2)
        for step in 1...15 {
            host.advance(by: 1.0 / 60)
            host.pointerTransformed(magnification: 1, rotation: .degrees(2 * Double(step)))
        }
        #expect(abs(try degrees(host) - 30) < 1e-6)
        host.pointerUp()
        host.advance(by: 2)
        #expect(abs(try degrees(host)) < 1e-6)
        #expect(abs(try scale(host) - 1) < 1e-6)
    }

    @Test func theEveningActionRepaintsTheSky() throws {
        let (host, example, _) = try make()
        let day = try #require(host.item("photo")).content
        host.perform(try #require(example.actions["evening"]))
        host.advance(by: 2)
        #expect(try #require(host.item("photo")).content != day)
    }

    @Test func theScriptPlays() throws {
        let (host, example, _) = try make()
        try host.play(RecordingScript(parsing: example.script), actions: example.actions)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        host.advance(by: 2)
        #expect(abs(try scale(host) - 2.5) < 1e-6, "the script ends zoomed in by a double tap")
    }
}
