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
        #expect(Fixture.pixel(canvas, 85, 85) == PixelColor(red: 0, green: 0, blue: 1), sourceLocation: sourceLocation)
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

@Suite("Display list: bad files, fonts and paths")
struct RobustFileAndPathTests {
    @Test func aMissingImageFileDrawsAPlaceholderAndNamesThePath() throws {
        let path = Fixture.temporaryPath("never-written.png")
        let renderer = DisplayListRenderer()
        let canvas = try Fixture.render([Fixture.image("pet", url: URL(fileURLWithPath: path), frame: CGRect(x: 10, y: 10, width: 40, height: 40))],
                                        renderer: renderer)
        #expect(Fixture.pixel(canvas, 15, 40).isApproximatelyEqual(to: PixelColor(white: 0.88)), "the placeholder's grey")
        #expect(Fixture.pixel(canvas, 30, 30).red < 0.8, "its cross")
        #expect(renderer.diagnostics.map(\.kind) == [.missingImage])
        #expect(renderer.diagnostics.first?.message.contains(path) == true)
    }

    @Test func corruptPNGBytesThrowAClearError() {
        #expect {
            _ = try PixelCanvas(pngData: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0])
        } throws: { error in
            guard case .invalidImage(let reason) = error as? RenderError else { return false }
            return reason.contains("11 bytes") && "\(error)".hasPrefix("Invalid image")
        }
        #expect(throws: RenderError.self) { try PixelCanvas(pngData: []) }
    }

    @Test func decodedPNGHasTheEncodedPixels() throws {
        let canvas = try PixelCanvas(pixelWidth: 6, pixelHeight: 4)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 4), color: PixelColor(red: 0, green: 0.4, blue: 1))
        canvas.fill(CGRect(x: 3, y: 0, width: 3, height: 4), color: PixelColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let decoded = try PixelCanvas(pngData: try canvas.pngData())
        #expect((decoded.pixelWidth, decoded.pixelHeight) == (6, 4))
        for (x, y) in [(0, 0), (2, 3), (3, 0), (5, 3)] {
            #expect(Fixture.pixel(decoded, x, y).isApproximatelyEqual(to: Fixture.pixel(canvas, x, y)))
        }
    }

    @Test func nonFinitePointsInAPathAreLeftOutAndReported() throws {
        // Building a path drops non-finite points; transforming one can still make them.
        let broken = Path(CGRect(x: 10, y: 10, width: 50, height: 50))
            .applying(CGAffineTransform(a: 1, b: 0, c: .nan, d: 1, tx: 0, ty: 0))
        let renderer = DisplayListRenderer()
        let canvas = try Fixture.render([Fixture.fill(broken, Fixture.red), Fixture.fill(CGRect(x: 70, y: 70, width: 20, height: 20), Fixture.blue)],
                                        renderer: renderer)
        try canvas.checkStatus()
        #expect(Fixture.pixel(canvas, 35, 35) == .white, "the broken outline is left out")
        #expect(Fixture.pixel(canvas, 80, 80) == PixelColor(red: 0, green: 0, blue: 1), "and what follows is drawn")
        #expect(renderer.diagnostics.map(\.kind) == [.invalidValue])
        #expect(renderer.diagnostics.first?.message.contains("not finite") == true)
    }

    @Test func aHugeBlurStaysVisibleAndIsReported() throws {
        let renderer = DisplayListRenderer()
        let canvas = try Fixture.render([Fixture.effect(.blur(radius: 1e6, isOpaque: false),
                                                        Fixture.fill(CGRect(x: 0, y: 0, width: 100, height: 100), Fixture.red))],
                                        renderer: renderer)
        try canvas.checkStatus()
        // Clamped to 256: a square filling the canvas still tints its middle.
        let middle = Fixture.pixel(canvas, 50, 50)
        #expect(middle.green < 0.99 && middle.red > 0.99)
        #expect(renderer.diagnostics.contains { $0.message.contains("1000000") && $0.message.contains("clamped to 256") })
    }
}
