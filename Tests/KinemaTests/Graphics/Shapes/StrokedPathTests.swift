import Foundation
import Kinema
import Testing

/// Stroked outlines and tangent arcs.
struct StrokedPathTests {
    let line = Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
    }

    func subpaths(_ path: Path) -> Int {
        path.elements.filter { if case .move = $0 { true } else { false } }.count
    }

    @Test func buttCapsEndAtTheEnds() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(outline.boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
    }

    @Test func squareAndRoundCapsReachPastTheEnds() {
        let square = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
        #expect(square.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 2))
        let round = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
        #expect(abs(round.boundingRect.minX + 1) < 1e-9 && abs(round.boundingRect.maxX - 11) < 1e-9)
    }

    @Test func miterJoinsMakeSharpCornersAndBevelsCutThem() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let mitered = square.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(mitered.boundingRect.insetBy(dx: -1e-9, dy: -1e-9).contains(CGRect(x: -1, y: -1, width: 12, height: 12)))
        #expect(abs(mitered.boundingRect.width - 12) < 1e-9)
        let corner = Path { path in
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 5, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 10))
        }
        let sharp = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 10))
        let cut = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(sharp.boundingRect.minY < cut.boundingRect.minY, "the miter reaches beyond the bevel")
    }

    @Test func dashesCutTheOutline() {
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2]))
        #expect(subpaths(dashed) == 3, "dashes at 0–2, 4–6 and 8–10")
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2], dashPhase: 1))
        #expect(subpaths(shifted) == 3, "dashes at 0–1, 3–5, 7–9")
    }

    @Test func badWidthsGiveNothing() {
        #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: -2)).isEmpty)
    }

    @Test func tangentArcsRoundACorner() {
        let rounded = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        }
        let end = rounded.currentPoint!
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 2) < 1e-9, "the arc ends where it meets the second tangent")
        #expect(rounded.boundingRect.maxX <= 10 + 1e-9)
        let straight = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        }
        #expect(straight.currentPoint == CGPoint(x: 5, y: 0), "points in line: a line to the corner")
    }
}
