import Foundation
import Kinema
import Testing
@testable import KinemaTestSupport

/// Scenarios C3 and C4: shapes whose animatable data morphs their paths.
@MainActor
struct AnimatableShapeTests {
    typealias Polygon = ShapeScenes.Polygon
    typealias ClockTime = ShapeScenes.ClockTime

    /// A clock face's minute hand, drawn as a stroked line from the centre.
    struct MinuteHand: Shape {
        var time: ClockTime
        var animatableData: ClockTime {
            get { time }
            set { time = newValue }
        }

        func path(in rect: CGRect) -> Path {
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let angle = Angle.degrees(time.seconds / 3600 * 360 - 90)
            var path = Path()
            path.move(to: center)
            path.addLine(to: CGPoint(x: center.x + 40 * cos(angle.radians), y: center.y + 40 * sin(angle.radians)))
            return path
        }
    }

    @Observable
    final class Shapes {
        var sides = 3.0
        var time = ClockTime(seconds: 9 * 3600)
    }

    struct Screen: View {
        let shapes: Shapes
        var body: some View {
            VStack {
                Polygon(sides: shapes.sides).fill(.blue).frame(width: 100, height: 100).accessibilityIdentifier("polygon")
                MinuteHand(time: shapes.time)
                    .stroke(.black, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                    .frame(width: 100, height: 100)
                    .accessibilityIdentifier("hand")
            }
        }
    }

    func path(_ host: HeadlessHost, _ identifier: String) throws -> Path {
        guard case .shape(let shape) = try #require(host.displayList.items(identifiedAs: identifier).first).content else {
            throw HostError.noView(identifier: identifier)
        }
        return shape.path
    }

    func lineEnds(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { if case .line(let point) = $0 { point } else { nil } }
    }

    @Test func polygonMorphsThroughFractionalSides() throws {
        let shapes = Shapes()
        let host = HeadlessHost(Screen(shapes: shapes), size: CGSize(width: 300, height: 300))
        #expect(lineEnds(try path(host, "polygon")).count == 2, "a triangle: a move and two lines")
        withAnimation(.linear(duration: 1)) { shapes.sides = 4 }
        host.advance(by: 0.4)
        let midway = try path(host, "polygon")
        #expect(lineEnds(midway).count == 3, "3.4 sides draws four vertices")
        host.advance(by: 0.7)
        #expect(lineEnds(try path(host, "polygon")).count == 3, "a square")
        #expect(try path(host, "polygon") != midway)
    }

    @Test func clockHandsSweepThroughTheTimesInBetween() throws {
        let shapes = Shapes()
        let host = HeadlessHost(Screen(shapes: shapes), size: CGSize(width: 300, height: 300))
        // 9:00 to 10:30 in a second: half way is 9:45, the minute hand at 45 minutes (pointing left).
        withAnimation(.linear(duration: 1)) { shapes.time = ClockTime(seconds: 10.5 * 3600) }
        host.advance(by: 0.5)
        let frame = try #require(host.displayList.items(identifiedAs: "hand").first).frame
        let tip = try #require(lineEnds(try path(host, "hand")).first)
        #expect(abs(tip.x - (frame.midX - 40)) < 1e-6 && abs(tip.y - frame.midY) < 1e-6)
        host.advance(by: 0.6)
        let end = try #require(lineEnds(try path(host, "hand")).first)
        #expect(abs(end.x - frame.midX) < 1e-6 && abs(end.y - (frame.midY + 40)) < 1e-6, "10:30: the minute hand points down")
    }
}
