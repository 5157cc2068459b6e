import Foundation
import Kinema
import KinemaRender
import Testing

/// Symbols drawn with the symbol font: the glyph fills the frame's em square in the style, an
/// unknown name draws a placeholder, and the look is pinned by a snapshot.
@MainActor
@Suite("Display list: symbols")
struct SymbolRenderingTests {
    private let red = ResolvedShapeStyle(color: ResolvedColor(red: 1, green: 0, blue: 0, opacity: 1))

    private func symbol(_ name: String, frame: CGRect) -> DisplayList.Item {
        DisplayList.Item(content: .symbol(SymbolItem(name: name, codePoint: Symbols.codePoint(named: name), frame: frame, style: red)))
    }

    @Test func aGlyphFillsItsFrameInItsStyle() throws {
        let renderer = DisplayListRenderer()
        // `square.fill` is a filled square on 18 of the 24 units of its em square.
        let canvas = try Fixture.render([symbol("square.fill", frame: CGRect(x: 10, y: 10, width: 48, height: 48))],
                                        background: .white, renderer: renderer)
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        #expect(Fixture.pixel(canvas, 34, 34).isApproximatelyEqual(to: PixelColor(red: 1, green: 0, blue: 0), tolerance: 0.02), "the middle is inked")
        #expect(Fixture.pixel(canvas, 11, 11) == .white, "the em square's margin is not")
        #expect(Fixture.pixel(canvas, 70, 70) == .white, "nothing outside the frame")
        // Stretched: the same glyph in a frame twice as wide inks twice as wide.
        let wide = try Fixture.render([symbol("square.fill", frame: CGRect(x: 0, y: 0, width: 96, height: 48))], background: .white)
        let inked = { (canvas: PixelCanvas) in
            (0..<100).filter { Fixture.pixel(canvas, $0, 24).isApproximatelyEqual(to: PixelColor(red: 1, green: 0, blue: 0), tolerance: 0.1) }.count
        }
        let narrow = try Fixture.render([symbol("square.fill", frame: CGRect(x: 0, y: 0, width: 48, height: 48))], background: .white)
        #expect(abs(inked(wide) - 2 * inked(narrow)) <= 2)
    }

    @Test func aResizableSymbolsShapeFillsItsFrame() throws {
        var item = symbol("square.fill", frame: CGRect(x: 10, y: 10, width: 48, height: 48))
        guard case .symbol(var square) = item.content else { return }
        square.fillsFrame = true
        item.content = .symbol(square)
        let canvas = try Fixture.render([item], background: .white)
        let red = PixelColor(red: 1, green: 0, blue: 0)
        #expect(Fixture.pixel(canvas, 11, 11).isApproximatelyEqual(to: red, tolerance: 0.05), "inked to the frame's corner")
        #expect(Fixture.pixel(canvas, 56, 56).isApproximatelyEqual(to: red, tolerance: 0.05))
        #expect(Fixture.pixel(canvas, 60, 60) == .white, "and no further")
        let host = HeadlessHost(Image(systemName: "heart.fill").resizable().frame(width: 80, height: 80))
        guard case .symbol(let heart)? = host.displayList.flattened.first?.content else { Issue.record("no symbol"); return }
        #expect(heart.fillsFrame, "Image.resizable() marks the symbol")
    }

    @Test func anUnknownSymbolDrawsAPlaceholderAndIsReportedOnce() throws {
        let renderer = DisplayListRenderer()
        let item = symbol("no.such.symbol", frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let canvas = try Fixture.render([item, item], background: .white, renderer: renderer)
        #expect(Fixture.pixel(canvas, 20, 5) != .white, "a visible placeholder")
        #expect(renderer.diagnostics.map(\.kind) == [.missingSymbol])
    }

    @Test func aFrameThatIsNotFiniteIsReportedAndNotDrawn() throws {
        let renderer = DisplayListRenderer()
        _ = try Fixture.render([symbol("star", frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))], renderer: renderer)
        #expect(renderer.diagnostics.map(\.kind) == [.invalidValue])
    }

    @Test func symbolsInAScene() {
        let host = HeadlessHost.scene(VStack(spacing: 12) {
            HStack(spacing: 12) {
                Image(systemName: "heart.fill").foregroundStyle(.red)
                Image(systemName: "star").foregroundStyle(.orange).imageScale(.large)
                Image(systemName: "magnifyingglass").imageScale(.small)
                Image(systemName: "bell.fill").font(.title).foregroundStyle(.blue)
                Image(systemName: "gearshape").font(.system(size: 30))
            }
            HStack(spacing: 12) {
                Label("Favourites", systemImage: "bookmark.fill")
                Image(systemName: "play.fill").resizable().frame(width: 60, height: 30)
                    .foregroundStyle(LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing))
            }
        }, width: 280, height: 110)
        host.assertSnapshot(named: "symbols")
    }
}
