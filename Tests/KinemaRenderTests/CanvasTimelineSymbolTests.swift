import Foundation
import Kinema
import KinemaRender
import Testing

/// Issue #29, item 8, as written: a `Canvas` inside `TimelineView(.periodic(from: .now, by:
/// 0.01))` whose symbol is a `Text` with `.animation(.default, value: timeline.date)` and
/// `.contentTransition(.numericText())`, drawn twice (the second time mirrored with
/// `scaleBy(x: 1, y: -1)`, faded and blurred). Reported to trap on its first frames; here it
/// runs a second of frames, each drawn, and shows the text and its blurred reflection.
@Suite("Canvas: a timeline's text symbol, drawn twice")
@MainActor
struct CanvasTimelineSymbolTests {
    struct Reflection: View {
        var body: some View {
            TimelineView(.periodic(from: .now, by: 0.01)) { timeline in
                Canvas { context, size in
                    guard let symbol = context.resolveSymbol(id: 0) else { return }
                    context.draw(symbol, at: CGPoint(x: size.width / 2, y: size.height / 2 - 20))
                    context.translateBy(x: 0, y: size.height)
                    context.scaleBy(x: 1, y: -1)
                    context.opacity = 0.4
                    context.addFilter(.blur(radius: 3))
                    context.draw(symbol, at: CGPoint(x: size.width / 2, y: size.height / 2 - 20))
                } symbols: {
                    Text(String(format: "%.2f", timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 100)))
                        .font(.system(size: 24, weight: .bold))
                        .animation(.default, value: timeline.date)
                        .contentTransition(.numericText())
                        .tag(0)
                }
            }
        }
    }

    @Test func framesDrawTheTextAndItsBlurredReflection() throws {
        let size = CGSize(width: 200, height: 120)
        let host = HeadlessHost(Reflection(), size: size, textMeasurer: PangoTextMeasurer())
        let renderer = DisplayListRenderer()
        var last: PixelCanvas?
        for _ in 0..<60 {
            host.advance(by: 1 / 60)
            last = try renderer.render(host.displayList, size: size, scale: 1, background: .white)
        }
        let canvas = try #require(last)
        let dark = { (y: Int) in (0..<200).contains { x in (Fixture.pixel(canvas, x, y).red) < 0.5 } }
        #expect((30...50).contains { dark($0) }, "the text above the middle")
        let faint = (70...90).contains { y in (0..<200).contains { x in
            let red = Fixture.pixel(canvas, x, y).red
            return red < 0.97 && red > 0.5
        } }
        #expect(faint, "its faded, blurred reflection below")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
