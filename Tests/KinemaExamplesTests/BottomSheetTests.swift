import Foundation
import Kinema
import KinemaExamples
import KinemaExport
import Testing
import KinemaTestSupport

/// The bottom-sheet example: the sheet follows the finger and, let go, snaps to the detent
/// nearest where the flick's predicted end lands (peek 610, half 380, full 64 in a window 760
/// tall), springing there at the finger's velocity.
@MainActor
struct BottomSheetTests {
    static let peek: CGFloat = 610, half: CGFloat = 380, full: CGFloat = 64

    private func make() throws -> (HeadlessHost, Example) {
        let example = try #require(ExampleCatalog.example(named: "bottom-sheet"))
        return (HeadlessHost(example.rootView, size: example.size), example)
    }

    private func top(_ host: HeadlessHost) throws -> CGFloat {
        try #require(host.item("sheet")).presentedFrame.minY
    }

    /// A point on the grabber, wherever the sheet is.
    private func grabber(_ host: HeadlessHost) throws -> CGPoint {
        let frame = try #require(host.item("grabber")).presentedFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Drags the grabber up (negative) or down by `distance` over `duration`, lets go, and
    /// returns the sheet's top just after the release and once it has settled.
    private func flick(_ host: HeadlessHost, by distance: CGFloat, over duration: TimeInterval) throws -> (released: CGFloat, after: CGFloat, settled: CGFloat) {
        let start = try grabber(host)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: duration)
        let released = try top(host)
        host.advance(by: 0.02)
        let after = try top(host)
        host.advance(by: 2)
        return (released, after, try top(host))
    }

    @Test func theSheetStartsAtPeekAndFollowsTheFinger() throws {
        let (host, _) = try make()
        #expect(try top(host) == Self.peek)
        let start = try grabber(host)
        host.pointerDown(at: start)
        for step in 1...20 {
            host.advance(by: 0.05)
            host.pointerMoved(to: CGPoint(x: start.x, y: start.y - 5 * CGFloat(step)))
        }
        #expect(abs(try top(host) - (Self.peek - 100)) < 1e-6, "under the finger")
        host.pointerUp()
    }

    @Test func aQuickShortFlickUpFromPeekCarriesTheSheetToHalfAtItsVelocity() throws {
        let (host, _) = try make()
        // 40 points in a tenth of a second: the flick's predicted end is 200 points further up.
        let (released, after, settled) = try flick(host, by: -40, over: 0.1)
        #expect(abs(released - (Self.peek - 40)) < 1e-6, "no jump at the release")
        #expect(after < released - 4, "still rising at the finger's 400 points a second: \(released - after)")
        #expect(settled == Self.half)
    }

    @Test func theSameDistanceDraggedSlowlyFallsBackToPeek() throws {
        let (host, _) = try make()
        #expect(try flick(host, by: -40, over: 1).settled == Self.peek)
    }

    @Test func aQuickFlickFromHalfReachesFullAndOneDownFallsToPeek() throws {
        let (host, example) = try make()
        host.perform(try #require(example.actions["half"]))
        host.advance(by: 2)
        #expect(try top(host) == Self.half)
        #expect(try flick(host, by: -100, over: 0.1).settled == Self.full, "predicted 500 points further up")
        #expect(try flick(host, by: 50, over: 0.1).settled == Self.half, "from full, a flick down of 50 + 250 lands on half")
        #expect(try flick(host, by: 60, over: 0.1).settled == Self.peek)
    }

    @Test(arguments: [(-220.0, 2.2, 380.0), (-450, 3, 64), (-80, 2, 610)])
    func aSlowDragLandsOnTheNearestDetent(distance: Double, duration: Double, detent: Double) throws {
        // Slow: the prediction adds only half a second of the drag's speed (20 to 75 points).
        let (host, _) = try make()
        #expect(try flick(host, by: distance, over: duration).settled == detent)
    }

    @Test func pastTheEndsTheSheetMovesAThirdAsFar() throws {
        let (host, example) = try make()
        host.perform(try #require(example.actions["full"]))
        host.advance(by: 2)
        let start = try grabber(host)
        host.pointerDown(at: start)
        host.advance(by: 0.5)
        host.pointerMoved(to: CGPoint(x: start.x, y: start.y - 30))
        host.advance(by: 0.5)
        host.pointerMoved(to: CGPoint(x: start.x, y: start.y - 60))
        #expect(abs(try top(host) - (Self.full - 20)) < 1e-6)
        host.advance(by: 0.5)
        host.pointerUp()
        host.advance(by: 2)
        #expect(try top(host) == Self.full)
    }

    @Test func theActionsSnapTheSheet() throws {
        let (host, example) = try make()
        for (action, detent) in [("full", Self.full), ("half", Self.half), ("peek", Self.peek)] {
            host.perform(try #require(example.actions[action]))
            host.advance(by: 0.1)
            let moving = try top(host)
            host.advance(by: 2)
            #expect(try top(host) == detent, "\(action)")
            #expect(moving != detent, "\(action) springs there")
        }
    }

    @Test func theScriptPlays() throws {
        let (host, example) = try make()
        try host.play(RecordingScript(parsing: example.script), actions: example.actions)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        host.advance(by: 2)
        #expect(try top(host) == Self.peek)
    }
}
