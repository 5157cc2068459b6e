import Foundation
import Kinema
import Testing

/// Each gesture's values, driven by the host's pointer on the virtual clock.
@MainActor
struct GestureValueTests {
    /// A 200 × 200 square at (100, 100) in a 400 × 400 window, carrying `gesture`.
    struct Pad<G: Gesture>: View {
        let gesture: G
        var body: some View {
            Color.blue.frame(width: 200, height: 200).gesture(gesture)
        }
    }

    static let size = CGSize(width: 400, height: 400)

    @Test func aDragReportsItsTranslationLocationAndVelocityFromWhereThePointerWentDown() {
        var changes: [DragGesture.Value] = [], ended: [DragGesture.Value] = []
        let host = HeadlessHost(Pad(gesture: DragGesture().onChanged { changes.append($0) }.onEnded { ended.append($0) }), size: Self.size)
        // 120 points right in 0.2 s: 600 points a second.
        #expect(host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 270, y: 150), duration: 0.2, frameRate: 60))
        // 12 moves of 10 points; the first reaches the minimum distance of 10.
        #expect(changes.count == 12)
        #expect(changes.first?.translation == CGSize(width: 10, height: 0))
        let last = try! #require(ended.first)
        #expect(ended.count == 1)
        #expect(last.startLocation == CGPoint(x: 50, y: 50), "in the square's own space")
        #expect(last.location == CGPoint(x: 170, y: 50))
        #expect(last.translation == CGSize(width: 120, height: 0))
        #expect(abs(last.velocity.width - 600) < 1e-6)
        #expect(last.velocity.height == 0)
        // Decelerating at 0.998 per ms travels 0.499 s of the velocity further.
        #expect(abs(last.predictedEndTranslation.width - (120 + 600 * 0.499)) < 1e-6)
        #expect(abs(last.predictedEndLocation.x - (170 + 600 * 0.499)) < 1e-6)
        #expect(last.time == Date(timeIntervalSinceReferenceDate: host.time))
    }

    @Test func aDragWaitsForItsMinimumDistanceAndReportsInTheSpaceAsked() {
        var global: [CGPoint] = [], local: [CGPoint] = []
        let gesture = DragGesture(minimumDistance: 30, coordinateSpace: .global).onChanged { global.append($0.location) }
            .simultaneously(with: DragGesture(minimumDistance: 0).onChanged { local.append($0.location) })
        let host = HeadlessHost(Pad(gesture: gesture), size: Self.size)
        host.pointerDown(at: CGPoint(x: 110, y: 120))
        #expect(local == [CGPoint(x: 10, y: 20)], "a minimum distance of zero starts at once")
        host.pointerMoved(to: CGPoint(x: 130, y: 120))
        #expect(global.isEmpty, "20 points is short of 30")
        host.pointerMoved(to: CGPoint(x: 140, y: 120))
        #expect(global == [CGPoint(x: 140, y: 120)])
        #expect(local.last == CGPoint(x: 40, y: 20))
        host.pointerUp()
    }

    @Test func aSpaceNameThatNamesNothingIsTheWindowsAndIsReported() {
        var locations: [CGPoint] = []
        let host = HeadlessHost(Pad(gesture: SpatialTapGesture(coordinateSpace: .named("nowhere")).onEnded { locations.append($0.location) }),
                                size: Self.size)
        host.tap(at: CGPoint(x: 130, y: 170))
        #expect(locations == [CGPoint(x: 130, y: 170)])
        #expect(host.diagnostics.contains { $0.message.contains("no view around this one names its coordinate space nowhere") })
    }

    @Test func aDragThatNeverStartsNeitherChangesNorEnds() {
        var events = 0
        let host = HeadlessHost(Pad(gesture: DragGesture().onChanged { _ in events += 1 }.onEnded { _ in events += 1 }), size: Self.size)
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 155, y: 152))
        #expect(events == 0)
    }

    @Test func aLongPressIsPressingFromTheStartAndEndsAtItsMinimumDurationWithThePointerStillDown() {
        var pressing: [Bool] = [], endedAt: [TimeInterval] = []
        var host: HeadlessHost!
        host = HeadlessHost(Color.red.frame(width: 100, height: 100).onLongPressGesture(minimumDuration: 0.5, perform: {
            endedAt.append(host.time)
        }, onPressingChanged: { pressing.append($0) }), size: Self.size)
        host.pointerDown(at: CGPoint(x: 200, y: 200))
        #expect(pressing == [true])
        host.advance(to: 0.49, frameRate: 100)
        #expect(endedAt.isEmpty)
        host.advance(to: 0.6, frameRate: 100)
        #expect(endedAt.count == 1)
        #expect(abs(endedAt[0] - 0.5) < 1e-9, "at the minimum duration exactly, not at the next frame")
        #expect(pressing == [true, false])
        #expect(host.pointerUp(), "the long press keeps the pointer it took")
        #expect(endedAt.count == 1)
    }

    @Test func aLongPressFailsWhenLiftedEarlyOrMovedTooFar() {
        var ended = 0, pressing: [Bool] = []
        let host = HeadlessHost(Color.red.frame(width: 100, height: 100).onLongPressGesture(perform: { ended += 1 },
                                onPressingChanged: { pressing.append($0) }), size: Self.size)
        host.pointerDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.3)
        host.pointerUp()
        host.pointerDown(at: CGPoint(x: 200, y: 200))
        host.pointerMoved(to: CGPoint(x: 215, y: 200))
        host.advance(by: 1)
        host.pointerUp()
        #expect(ended == 0)
        #expect(pressing == [true, false, true, false])
        #expect(host.longPress(at: CGPoint(x: 200, y: 200)))
        #expect(ended == 1)
    }

    @Test func aDoubleTapNeedsItsSecondTapWithinTheInterval() {
        var doubles = 0
        let host = HeadlessHost(Pad(gesture: TapGesture(count: 2).onEnded { doubles += 1 }), size: Self.size)
        host.tap(at: CGPoint(x: 150, y: 150))
        host.advance(by: 0.2)
        host.tap(at: CGPoint(x: 152, y: 150))
        #expect(doubles == 1)
        host.tap(at: CGPoint(x: 150, y: 150))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(doubles == 1, "the second tap came too late: it starts a new double tap")
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(doubles == 2)
    }

    @Test func aSpatialTapReportsWhereItLanded() {
        var locations: [CGPoint] = []
        let host = HeadlessHost(Pad(gesture: SpatialTapGesture().onEnded { locations.append($0.location) }), size: Self.size)
        host.tap(at: CGPoint(x: 130, y: 170))
        #expect(locations == [CGPoint(x: 30, y: 70)])
        host.drag(from: CGPoint(x: 130, y: 170), to: CGPoint(x: 200, y: 170))
        #expect(locations.count == 1, "a drag is not a tap")
    }

    @Test func aPinchMagnifiesAndARotationTurns() {
        var scales: [CGFloat] = [], angles: [Angle] = [], anchors: [UnitPoint] = [], velocities: [CGFloat] = []
        let gesture = MagnifyGesture().onChanged { scales.append($0.magnification); velocities.append($0.velocity) }
            .onEnded { anchors.append($0.startAnchor) }
            .simultaneously(with: RotationGesture().onEnded { angles.append($0) })
        let host = HeadlessHost(Pad(gesture: gesture), size: Self.size)
        #expect(host.pinch(at: CGPoint(x: 150, y: 250), scale: 2, duration: 0.5, frameRate: 10))
        let expected: [CGFloat] = [1.2, 1.4, 1.6, 1.8, 2]
        #expect(scales.count == expected.count)
        #expect(zip(scales, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(abs((velocities.last ?? 0) - 2) < 1e-9, "one whole scale in half a second")
        #expect(anchors == [UnitPoint(x: 0.25, y: 0.75)])
        #expect(angles.isEmpty, "no rotation happened")
        #expect(host.rotate(at: CGPoint(x: 200, y: 200), by: .degrees(90)))
        #expect(abs((angles.last?.degrees ?? 0) - 90) < 1e-9)
    }

    @Test func aMousePointerNeitherPinchesNorRotatesAndAPinchIsNotATap() {
        var events = 0, taps = 0
        let gesture = MagnifyGesture().onChanged { _ in events += 1 }.simultaneously(with: RotateGesture().onChanged { _ in events += 1 })
        let host = HeadlessHost(Pad(gesture: gesture).onTapGesture { taps += 1 }, size: Self.size)
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 250))
        #expect(events == 0)
        host.pointerDown(at: CGPoint(x: 150, y: 150), touches: 2)
        host.pointerUp()
        #expect(taps == 0)
    }
}
