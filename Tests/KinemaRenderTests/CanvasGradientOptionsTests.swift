import Foundation
import Kinema
import KinemaRender
import Testing

/// `GraphicsContext.GradientOptions`: beyond its end a gradient pads with its last colour,
/// repeats, or mirrors.
@Suite("Display list: canvas gradient options")
@MainActor
struct CanvasGradientOptionsTests {
    func pixel(_ options: GraphicsContext.GradientOptions) throws -> PixelColor {
        let host = HeadlessHost(
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 30)), with: .linearGradient(
                    Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0), options: options))
            }.frame(width: 40, height: 30).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            size: CGSize(width: 40, height: 30))
        let canvas = try DisplayListRenderer().render(host.displayList, size: CGSize(width: 40, height: 30), scale: 1, background: .white)
        return Fixture.pixel(canvas, 12, 15)
    }

    @Test func beyondItsEndAGradientPadsRepeatsOrMirrors() throws {
        let padded = try pixel([]), repeated = try pixel(.repeat), mirrored = try pixel(.mirror)
        #expect(padded.blue > 0.95 && padded.red < 0.05, "the end colour: \(padded)")
        #expect(repeated.red > 0.6, "12.5 points is a quarter into the second repeat: mostly red, \(repeated)")
        #expect(mirrored.blue > 0.6, "a quarter into the mirrored repeat runs back from blue: \(mirrored)")
    }
}
