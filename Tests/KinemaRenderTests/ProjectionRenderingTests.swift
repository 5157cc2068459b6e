import Foundation
import Kinema
import KinemaRender
import Testing

@MainActor
@Suite("Display list: projections")
struct ProjectionRenderingTests {
    let red = PixelColor(red: 1, green: 0, blue: 0)
    /// A red square from 20 to 80.
    let square = Fixture.fill(CGRect(x: 20, y: 20, width: 60, height: 60), Fixture.red)

    /// The square's turn about the vertical line through its centre, seen in perspective.
    private func turned(_ degrees: Double, perspective: CGFloat = 1) -> DisplayList.Item {
        let local = _Rotation3DEffect(angle: .degrees(degrees), axis: (x: 0, y: 1, z: 0), perspective: perspective)
            .effectValue(size: CGSize(width: 60, height: 60))
        let projection = ProjectionTransform(CGAffineTransform(translationX: -20, y: -20)).concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 20, y: 20)))
        return Fixture.effect(.projection(projection), square)
    }

    /// The rows (first and last) of red pixels in column `x`.
    private func redRows(_ canvas: PixelCanvas, x: Int) -> ClosedRange<Int>? {
        let rows = (0..<canvas.pixelHeight).filter { Fixture.pixel(canvas, x, $0).isApproximatelyEqual(to: red, tolerance: 0.02) }
        return rows.first.map { $0...rows.last! }
    }

    @Test func theNearSideIsTallerThanTheFarSide() throws {
        let canvas = try Fixture.render([turned(30)])
        // A positive turn about y takes the right side away.
        // Its left edge is at 15.4, 80 points tall; its right one at 70.8, 48 points tall.
        let left = try #require(redRows(canvas, x: 17)), right = try #require(redRows(canvas, x: 69))
        #expect(left.count > 75 && right.count < 52)
        #expect(Fixture.pixel(canvas, 50, 50) == red)
    }

    @Test func theInsideHasNoSeams() throws {
        let canvas = try Fixture.render([turned(35)], scale: 2)
        // Every pixel a few pixels inside the quadrilateral's edges is exactly red.
        let middle = canvas.pixelHeight / 2
        let row = (0..<canvas.pixelWidth).filter { Fixture.pixel(canvas, $0, middle).red > 0.5 && Fixture.pixel(canvas, $0, middle).green < 0.5 }
        let (first, last) = (try #require(row.first), try #require(row.last))
        #expect(row.count == last - first + 1)
        for y in (middle - 40)...(middle + 40) {
            for x in (first + 3)...(last - 3) {
                #expect(Fixture.pixel(canvas, x, y) == red, "pixel \(x), \(y)")
            }
        }
    }

    @Test func aQuarterTurnShowsTheSquareEdgeOn() throws {
        let canvas = try Fixture.render([turned(90)])
        #expect(Fixture.count(.white, in: canvas, tolerance: 0.02) == 100 * 100)
    }

    @Test func withoutPerspectiveATurnNarrowsTheSquareEvenly() throws {
        let canvas = try Fixture.render([turned(60, perspective: 0)])
        // Half as wide (35 to 65), as tall everywhere.
        #expect(abs(Fixture.count(red, in: canvas, tolerance: 0.02) - 30 * 60) <= 60)
        #expect(redRows(canvas, x: 36) == 20...79 && redRows(canvas, x: 63) == 20...79)
        #expect(Fixture.pixel(canvas, 33, 50) == .white)
    }

    @Test func pastAQuarterTurnTheBackShowsMirrored() throws {
        let mark = Fixture.fill(CGRect(x: 20, y: 20, width: 15, height: 60), Fixture.blue)
        let local = _Rotation3DEffect(angle: .degrees(180), axis: (x: 0, y: 1, z: 0)).effectValue(size: CGSize(width: 60, height: 60))
        let projection = ProjectionTransform(CGAffineTransform(translationX: -20, y: -20)).concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 20, y: 20)))
        let canvas = try Fixture.render([Fixture.effect(.projection(projection), square, mark)])
        // The blue band on the left is now on the right.
        let blue = PixelColor(red: 0, green: 0, blue: 1)
        #expect(Fixture.pixel(canvas, 75, 50).isApproximatelyEqual(to: blue, tolerance: 0.02))
        #expect(Fixture.pixel(canvas, 25, 50) == red)
    }

    @Test func aProjectionThatIsNotFiniteDrawsNothingAndSaysSo() throws {
        var projection = ProjectionTransform()
        projection.m13 = .nan
        let renderer = DisplayListRenderer()
        let canvas = try Fixture.render([Fixture.effect(.projection(projection), square)], renderer: renderer)
        #expect(Fixture.count(.white, in: canvas) == 100 * 100)
        #expect(renderer.diagnostics.map(\.kind) == [.invalidValue])
    }

    @Test func partBehindTheViewerIsLeftOut() throws {
        // A camera 30 points away (perspective 2 on a 60-point square) with the square turned
        // 80° about its left edge: its far part passes behind the camera.
        let local = _Rotation3DEffect(angle: .degrees(-80), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 2)
            .effectValue(size: CGSize(width: 60, height: 60))
        let projection = ProjectionTransform(CGAffineTransform(translationX: -20, y: -20)).concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 20, y: 20)))
        let renderer = DisplayListRenderer()
        let canvas = try Fixture.render([Fixture.effect(.projection(projection), square)], renderer: renderer)
        #expect(renderer.diagnostics.isEmpty)
        #expect(Fixture.count(red, in: canvas, tolerance: 0.02) > 0)
        #expect(renderer.changedBounds(from: DisplayList(), to: DisplayList(items: [Fixture.effect(.projection(projection), square)]))
            .map(\.width.isFinite) == true)
    }

    @Test func theChangedAreaCoversTheProjectedSquare() throws {
        let bounds = try #require(DisplayListRenderer().changedBounds(from: DisplayList(), to: DisplayList(items: [turned(30)])))
        let canvas = try Fixture.render([turned(30)])
        let ink = try #require(Fixture.inkBounds(canvas))
        #expect(bounds.minX <= CGFloat(ink.minX) && bounds.maxX >= CGFloat(ink.maxX + 1))
        #expect(bounds.minY <= CGFloat(ink.minY) && bounds.maxY >= CGFloat(ink.maxY + 1))
    }
}
