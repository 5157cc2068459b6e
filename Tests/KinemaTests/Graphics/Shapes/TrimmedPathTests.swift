import Foundation
import Kinema
import Testing

/// Trimming paths and shapes to part of their length.
@MainActor
struct TrimmedPathTests {
    func lineEnds(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { if case .line(let point) = $0 { point } else { nil } }
    }

    @Test func trimsASquareByLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(lineEnds(half) == [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)], "two of four sides")
        let middle = square.trimmedPath(from: 0.125, to: 0.375)
        guard case .move(let start) = middle.elements.first else {
            Issue.record("expected a move")
            return
        }
        #expect(start == CGPoint(x: 5, y: 0))
        #expect(lineEnds(middle).last == CGPoint(x: 10, y: 5))
    }

    @Test func emptyAndBadFractions() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: .nan, to: 2).elements.count == square.trimmedPath(from: 0, to: 1).elements.count)
        #expect(Path().trimmedPath(from: 0, to: 1).isEmpty)
    }

    @Test func curvesAreMeasuredAlongTheirLength() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        let end = lineEnds(quarter).last!
        #expect(abs(hypot(end.x - 50, end.y - 50) - 50) < 0.5, "still on the circle")
    }

    @Test func anEllipseStartsAtThreeOClockAndRunsClockwise() throws {
        // As SwiftUI's: a ring trimmed to a quarter runs from three to six o'clock, which is why
        // progress rings are turned by -90 degrees to start at the top.
        let quarter = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)
        guard case .move(let start) = quarter.elements.first else { Issue.record("expected a move"); return }
        #expect(abs(start.x - 100) < 1e-9 && abs(start.y - 50) < 1e-9)
        let points = quarter.elements.compactMap { element -> CGPoint? in
            switch element {
            case .line(let point), .curve(let point, _, _), .quadCurve(let point, _): point
            default: nil
            }
        }
        let end = try #require(points.last)
        #expect(abs(end.x - 50) < 0.5 && abs(end.y - 100) < 0.5, "six o'clock: \(end)")
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).currentPoint == CGPoint(x: 40, y: 10))
    }

    @Observable
    final class Progress {
        var fraction: CGFloat = 0
    }

    struct Ring: View {
        let progress: Progress
        var body: some View {
            Circle()
                .trim(from: 0, to: progress.fraction)
                .stroke(.blue, lineWidth: 4)
                .frame(width: 100, height: 100)
                .accessibilityIdentifier("ring")
        }
    }

    @Test func trimAnimatesTheOutlineProgressively() throws {
        let progress = Progress()
        let host = HeadlessHost(Ring(progress: progress), size: CGSize(width: 200, height: 200))
        func drawnLength() throws -> CGFloat {
            guard case .shape(let shape) = try #require(host.displayList.items(identifiedAs: "ring").first).content else { return 0 }
            var length: CGFloat = 0
            var previous: CGPoint?
            for element in shape.path.elements {
                switch element {
                case .move(let point): previous = point
                case .line(let point):
                    if let from = previous { length += hypot(point.x - from.x, point.y - from.y) }
                    previous = point
                default: break
                }
            }
            return length
        }
        #expect(try drawnLength() == 0)
        withAnimation(.linear(duration: 1)) { progress.fraction = 1 }
        host.advance(by: 0.5)
        let circumference = CGFloat.pi * 100
        #expect(abs(try drawnLength() - circumference / 2) < 1, "half the outline at half time")
        host.advance(by: 0.6)
        #expect(abs(try drawnLength() - circumference) < 1)
    }
}
