import Foundation
import Kinema
import Testing

/// Paths of rectangles, kept as their geometry, behave as the same paths built element by element.
struct PathTests {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)

    /// The rectangle as `move`, three `line`s and `close`, built by hand.
    var handBuiltRect: Path {
        Path { path in
            path.move(to: CGPoint(x: 10, y: 20))
            path.addLine(to: CGPoint(x: 40, y: 20))
            path.addLine(to: CGPoint(x: 40, y: 60))
            path.addLine(to: CGPoint(x: 10, y: 60))
            path.closeSubpath()
        }
    }

    @Test func aRectangleHasTheElementsOfOneBuiltByHand() {
        let path = Path(rect)
        #expect(path.elements == handBuiltRect.elements)
        #expect(path == handBuiltRect)
        #expect(handBuiltRect == path)
        #expect(path != Path(rect.insetBy(dx: 1, dy: 1)))
        #expect(!path.isEmpty)
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "a closed subpath's start")
        #expect(path.boundingRect == rect)
    }

    @Test func forEachVisitsTheSameElements() {
        var visited: [Path.Element] = []
        Path(roundedRect: rect, cornerRadius: 5).forEach { visited.append($0) }
        #expect(visited == Path(roundedRect: rect, cornerRadius: 5).elements)
        #expect(visited.count == 10)
        #expect(visited.first == .move(to: CGPoint(x: 15, y: 20)))
    }

    @Test func addingToARectangleKeepsItsElements() {
        var path = Path(rect)
        path.addLine(to: CGPoint(x: 0, y: 0))
        #expect(path.elements == handBuiltRect.elements + [.line(to: CGPoint(x: 0, y: 0))])
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))

        var joined = handBuiltRect
        joined.addRect(rect.offsetBy(dx: 100, dy: 0))
        #expect(joined.elements.count == 10)
        #expect(joined.elements[5] == .move(to: CGPoint(x: 110, y: 20)))
    }

    @Test func aTransformedRectangleMovesEveryPoint() {
        let moved = Path(rect).applying(CGAffineTransform(translationX: 5, y: -5))
        #expect(moved == Path(rect.offsetBy(dx: 5, dy: -5)))
        #expect(moved.currentPoint == CGPoint(x: 15, y: 15))
        var transformed = Path()
        transformed.addRect(rect, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(transformed == Path(CGRect(x: 20, y: 40, width: 60, height: 80)))
    }

    @Test func roundedCornersAreLimitedToHalfASide() {
        #expect(Path(roundedRect: rect, cornerRadius: 100) == Path(roundedRect: rect, cornerSize: CGSize(width: 15, height: 20)))
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: .nan) == Path(rect))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aRectangleThatIsNotFiniteMakesNoPath() {
        #expect(Path(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)).isEmpty)
        #expect(Path(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).boundingRect.isNull)
    }
}

/// Moving a path: how shapes go from their own space to their frames.
struct PathTranslationTests {
    @Test func movingAPathMovesEveryPointOrNothing() {
        var triangle = Path()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
        triangle.addLine(to: CGPoint(x: 5, y: 10))
        triangle.closeSubpath()
        #expect(triangle.offsetBy(dx: 3, dy: 4) == triangle.applying(CGAffineTransform(translationX: 3, y: 4)))
        #expect(triangle.offsetBy(dx: .nan, dy: 4) == triangle)
        let rect = Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2)
        #expect(rect.offsetBy(dx: 5, dy: 5) == Path(roundedRect: CGRect(x: 5, y: 5, width: 10, height: 10), cornerRadius: 2))
        #expect(rect.offsetBy(dx: 5, dy: 5).boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test @MainActor func onlyAPathThatIsOneEllipseSaysSo() {
        let rect = CGRect(x: 3, y: 4, width: 10, height: 6)
        #expect(Path(ellipseIn: rect).ellipseBounds == rect)
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 20)).ellipseBounds == CGRect(x: 0, y: 5, width: 10, height: 10))
        #expect(Capsule().path(in: CGRect(x: 0, y: 0, width: 8, height: 8)).ellipseBounds == CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(Capsule().path(in: CGRect(x: 0, y: 0, width: 20, height: 8)).ellipseBounds == nil)
        #expect(Path(roundedRect: rect, cornerRadius: 2).ellipseBounds == nil)
        #expect(Path(rect).ellipseBounds == nil)
        #expect(Path(ellipseIn: .zero).ellipseBounds == nil)
        #expect(Path { $0.addEllipse(in: rect, transform: CGAffineTransform(rotationAngle: 1)) }.ellipseBounds == nil)
    }
}
