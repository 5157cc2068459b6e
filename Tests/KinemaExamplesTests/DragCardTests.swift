import Foundation
import Kinema
import KinemaExamples
import KinemaExport
import Testing
import KinemaTestSupport

/// The drag-card example: the card follows the finger, tilting and lifting, and springs home
/// when let go, carrying on at the finger's velocity first.
@MainActor
struct DragCardTests {
    private func make() throws -> (HeadlessHost, Example) {
        let example = try #require(ExampleCatalog.example(named: "drag-card"))
        return (HeadlessHost(example.rootView, size: example.size), example)
    }

    private func centre(_ host: HeadlessHost) throws -> CGPoint {
        let frame = try #require(host.item("card")).presentedFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Puts a finger on the card and moves it by `distance` over `duration` at 60 moves a
    /// second, leaving it down.
    private func drag(_ host: HeadlessHost, from start: CGPoint, by distance: CGSize, over duration: TimeInterval) {
        host.pointerDown(at: start)
        let moves = Int(duration * 60)
        for move in 1...moves {
            host.advance(by: duration / Double(moves))
            let fraction = Double(move) / Double(moves)
            host.pointerMoved(to: CGPoint(x: start.x + distance.width * fraction, y: start.y + distance.height * fraction))
        }
    }

    @Test func theCardFollowsTheFingerTiltedAndLifted() throws {
        let (host, _) = try make()
        let home = try centre(host)
        let resting = try #require(host.item("card")?.shadows.first?.radius)
        drag(host, from: home, by: CGSize(width: 120, height: -60), over: 0.2)
        let moved = try centre(host)
        #expect(abs(moved.x - (home.x + 120)) < 1e-6 && abs(moved.y - (home.y - 60)) < 1e-6, "under the finger: \(moved)")
        let transform = try #require(host.item("card")?.transform)
        #expect(abs(atan2(transform.b, transform.a) * 180 / .pi - 8) < 1e-6, "tilted by 120 / 15 degrees")
        host.advance(by: 0.5)
        let lifted = try #require(host.item("card")?.shadows.first?.radius)
        #expect(lifted > resting, "a deeper shadow while dragged: \(resting) → \(lifted)")
        host.pointerUp()
        host.advance(by: 1)
        #expect(abs(try #require(host.item("card")?.shadows.first?.radius) - resting) < 0.01, "the shadow settles once let go")
    }

    @Test func letGoTheCardFliesOnAtTheFingersVelocityThenSpringsHome() throws {
        let (host, _) = try make()
        let home = try centre(host)
        // 600 points a second right and 300 up.
        drag(host, from: home, by: CGSize(width: 120, height: -60), over: 0.2)
        host.pointerUp()
        let released = try centre(host)
        #expect(abs(released.x - (home.x + 120)) < 1e-6, "no jump at the release")
        host.advance(by: 0.03)
        let after = try centre(host)
        #expect(after.x > released.x + 5, "still moving right after the release: \(after.x - released.x)")
        #expect(after.y < released.y - 2, "and up: \(after.y - released.y)")
        host.advance(by: 2)
        let back = try centre(host)
        #expect(abs(back.x - home.x) < 0.01 && abs(back.y - home.y) < 0.01, "home: \(back) against \(home)")
        #expect(!host.isAnimating)
    }

    @Test func aFingerHeldStillBeforeLettingGoHandsOnNoVelocity() throws {
        let (host, _) = try make()
        let home = try centre(host)
        drag(host, from: home, by: CGSize(width: 120, height: 0), over: 0.2)
        host.advance(by: 0.2)
        host.pointerUp()
        host.advance(by: 0.03)
        #expect(try centre(host).x < home.x + 120, "turned home at once")
    }

    @Test func aLongPressTurnsTheCardToItsNextFace() throws {
        let (host, _) = try make()
        #expect(host.displayList.texts.contains("Kinema"))
        host.longPress(at: try centre(host), duration: 0.7)
        host.advance(by: 1)
        #expect(host.displayList.texts.contains("Springs"), "\(host.displayList.texts)")
        #expect(abs(try centre(host).y - 380) < 1e-6, "a press does not move the card")
    }

    @Test func theScriptPlays() throws {
        let (host, example) = try make()
        try host.play(RecordingScript(parsing: example.script), actions: example.actions)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

extension DisplayList {
    /// The strings of the texts drawn, in drawing order.
    var texts: [String] {
        flattened.compactMap { if case .text(let text) = $0.content { text.string } else { nil } }
    }
}
