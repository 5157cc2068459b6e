import Foundation
import Kinema
import KinemaRender
import Testing

@Suite("Display list: bad input")
struct RobustnessTests {
    let square = Fixture.fill(CGRect(x: 10, y: 10, width: 20, height: 20), Fixture.red)
    let probe = Fixture.fill(CGRect(x: 80, y: 80, width: 10, height: 10), Fixture.blue)
    let nan = CGFloat.nan

    /// Draws `items`, then a blue square, and checks that the canvas is still healthy: no
    /// Cairo error, and the square drawn.
    func expectSurvives(_ items: [DisplayList.Item], renderer: DisplayListRenderer = DisplayListRenderer(),
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let canvas = try Fixture.render(items + [probe], renderer: renderer)
        try canvas.checkStatus()
        #expect(Fixture.pixel(canvas, 85, 85) == RenderColor(red: 0, green: 0, blue: 1), sourceLocation: sourceLocation)
    }

    @Test func nonFiniteGeometryIsSkippedAndReported() throws {
        let renderer = DisplayListRenderer()
        try expectSurvives([
            Fixture.text("NaN", frame: CGRect(x: nan, y: 0, width: 10, height: 10)),
            Fixture.image("nan", url: nil, frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)),
            Fixture.effect(.transform(CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)), square),
            Fixture.effect(.opacity(.nan), square),
            Fixture.effect(.shadow(color: Fixture.black, radius: 2, offset: CGSize(width: nan, height: 0)), square),
            Fixture.effect(.blur(radius: nan, isOpaque: false), square),
            Fixture.effect(.brightness(.nan), square),
            Fixture.effect(.hueRotation(.radians(.infinity)), square),
            Fixture.fill(CGRect(x: 0, y: 0, width: 5, height: 5), ResolvedColor(red: .nan, green: 0, blue: 0)),
            Fixture.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), Fixture.red, StrokeStyle(lineWidth: nan, dash: [nan])),
        ], renderer: renderer)
        let kinds = Set(renderer.diagnostics.map(\.kind))
        #expect(kinds == [.invalidValue])
        #expect(renderer.diagnostics.count >= 8)
    }

    @Test func degenerateSizesDrawNothing() throws {
        let canvas = try Fixture.render([
            Fixture.effect(.transform(CGAffineTransform(scaleX: 0, y: 1)), square),
            Fixture.effect(.transform(CGAffineTransform(scaleX: 1e-300, y: 1e-300)), square),
            Fixture.text("zero", frame: CGRect(x: 0, y: 0, width: 0, height: 0)),
            Fixture.image("empty", url: nil, frame: CGRect(x: 40, y: 40, width: -10, height: 0)),
            Fixture.effect(.clip(Path(), FillStyle()), square),
            Fixture.fill(Path(), Fixture.red),
            Fixture.stroke(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), Fixture.red, StrokeStyle(lineWidth: -3)),
        ])
        try canvas.checkStatus()
        #expect(Fixture.count(.white, in: canvas) == 100 * 100)
    }

    @Test func hugeValuesAreClampedNotFatal() throws {
        let renderer = DisplayListRenderer()
        try expectSurvives([
            Fixture.effect(.blur(radius: 1e9, isOpaque: false), square),
            Fixture.effect(.shadow(color: Fixture.black, radius: 1e12, offset: CGSize(width: 1e15, height: -1e15)), square),
            Fixture.effect(.transform(CGAffineTransform(translationX: 1e30, y: -1e30)), square),
            Fixture.effect(.transform(CGAffineTransform(scaleX: 1e12, y: 1e12)), square),
            Fixture.text("huge", frame: CGRect(x: 0, y: 0, width: 1e9, height: 1e9), font: Fixture.font(1e7)),
            Fixture.effect(.colorMultiply(ResolvedColor(red: 1e9, green: -1e9, blue: 0.5, opacity: 40)), square),
            Fixture.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), Fixture.red, StrokeStyle(lineWidth: 1e12, dash: [0, 0])),
        ], renderer: renderer)
        #expect(renderer.diagnostics.contains { $0.message.contains("clamped to 256") })
    }

    @Test func deeplyNestedEffectsRender() throws {
        var item = square
        for depth in 0..<12 {
            let effects: [DisplayList.Effect] = [
                .opacity(0.99), .drawingGroup, .transform(CGAffineTransform(translationX: 1, y: 0)), .compositingGroup,
                .blur(radius: 0.5, isOpaque: false), .grayscale(0.1),
            ]
            item = Fixture.effect(effects[depth % effects.count], item)
        }
        let canvas = try Fixture.render([item])
        try canvas.checkStatus()
        #expect(Fixture.pixel(canvas, 22, 20).alpha == 1 && Fixture.pixel(canvas, 22, 20).red > 0.5)
    }
}
