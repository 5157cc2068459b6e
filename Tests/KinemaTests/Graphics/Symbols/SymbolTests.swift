import Foundation
@testable import Kinema
import Testing

/// `Image(systemName:)`: SF Symbol names drawn with the symbol font's glyphs, sized by the font
/// and the image scale, in the foreground style.
@MainActor
struct SymbolTests {
    /// The first symbol the host shows, and its frame.
    private func symbol(in host: HeadlessHost, _ identifier: String = "symbol") throws -> (item: SymbolItem, frame: CGRect) {
        let flat = try #require(host.displayList.items(identifiedAs: identifier).first)
        guard case .symbol(let item) = flat.content else { throw SymbolTestError.notASymbol }
        return (item, flat.presentedFrame)
    }

    private enum SymbolTestError: Error { case notASymbol }

    @Test func aKnownNameDrawsItsGlyphInTheForegroundStyle() throws {
        let host = HeadlessHost(
            Image(systemName: "heart.fill").foregroundStyle(.red).accessibilityIdentifier("symbol"),
            size: CGSize(width: 100, height: 100))
        let (item, frame) = try symbol(in: host)
        #expect(item.name == "heart.fill")
        #expect(item.codePoint == Symbols.codePoint(named: "heart.fill"))
        #expect(item.codePoint != nil, "heart.fill is one of the most used names")
        #expect(item.style.color == Color.red.resolve(in: EnvironmentValues()))
        #expect(frame.size == CGSize(width: 21, height: 21), "1.2 × the body font's 17 points, rounded up")
        #expect(host.diagnostics.isEmpty)
    }

    @Test func theFontAndTheImageScaleSizeTheSymbol() throws {
        func side(_ view: some View) throws -> CGFloat {
            let host = HeadlessHost(view.accessibilityIdentifier("symbol"), size: CGSize(width: 200, height: 200))
            return try symbol(in: host).frame.width
        }
        #expect(try side(Image(systemName: "star").font(.system(size: 40))) == 48)
        #expect(try side(Image(systemName: "star").imageScale(.large)) == 27, "17 × 1.2 × 1.3, rounded up")
        #expect(try side(Image(systemName: "star").imageScale(.small)) == 17, "17 × 1.2 × 0.8, rounded up")
        let largeTitle = try side(Image(systemName: "star").font(.largeTitle))
        #expect(largeTitle == (try side(Image(systemName: "star").font(.system(size: 34)))))
    }

    @Test func aResizableSymbolTakesItsFrame() throws {
        let host = HeadlessHost(
            Image(systemName: "star.fill").resizable().frame(width: 50, height: 30).accessibilityIdentifier("symbol"),
            size: CGSize(width: 100, height: 100))
        #expect(try symbol(in: host).frame.size == CGSize(width: 50, height: 30))
    }

    @Test func aVariantPicksTheVariantsGlyphWhereThereIsOne() throws {
        let filled = HeadlessHost(Image(systemName: "heart").symbolVariant(.fill).accessibilityIdentifier("symbol"),
                                  size: CGSize(width: 50, height: 50))
        #expect(try symbol(in: filled).item.codePoint == Symbols.codePoint(named: "heart.fill"))
        #expect(Symbols.codePoint(named: "heart") != Symbols.codePoint(named: "heart.fill"), "outline and filled differ")
        #expect(Symbols.codePoint(named: "plus", variants: .circle.fill) == Symbols.codePoint(named: "plus.circle.fill"))
        #expect(Symbols.codePoint(named: "bell.slash", variants: .fill) == Symbols.codePoint(named: "bell.slash.fill"))
        #expect(Symbols.codePoint(named: "heart", variants: .slash) == Symbols.codePoint(named: "heart"),
                "a variant the symbol lacks is ignored")
    }

    @Test func anUnknownNameDrawsAPlaceholderAndIsReportedOnce() throws {
        let host = HeadlessHost(
            VStack {
                Image(systemName: "no.such.symbol").accessibilityIdentifier("symbol")
                Image(systemName: "no.such.symbol")
            },
            size: CGSize(width: 100, height: 100))
        let (item, frame) = try symbol(in: host)
        #expect(item.codePoint == nil)
        #expect(frame.size == CGSize(width: 21, height: 21), "it takes the place the symbol would")
        #expect(host.diagnostics.filter { $0.kind == .missingSymbol }.count == 1)
        #expect(host.diagnostics.first?.message.contains("no.such.symbol") == true)
    }

    @Test func theColourAndSizeAnimate() throws {
        struct Toggle: View {
            @State var on = false
            var body: some View {
                Image(systemName: "bell.fill")
                    .font(.system(size: on ? 40 : 20))
                    .foregroundStyle(on ? Color.white : Color.black)
                    .accessibilityIdentifier("symbol")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
        let host = HeadlessHost(Toggle(), size: CGSize(width: 100, height: 100))
        #expect(try symbol(in: host).frame.width == 24)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let (item, frame) = try symbol(in: host)
        #expect(abs(frame.width - 36) < 0.01, "half way from 24 to 48")
        let grey = try #require(item.style.color)
        #expect(grey.red > 0.1 && grey.red < 0.9, "half way from black to white")
        host.advance(by: 1)
        #expect(try symbol(in: host).frame.width == 48)
    }

    @Test func aFontSizeThatIsNotANumberGivesTheBodySize() throws {
        let host = HeadlessHost(Image(systemName: "star").font(.system(size: .nan)).accessibilityIdentifier("symbol"),
                                size: CGSize(width: 100, height: 100))
        #expect(try symbol(in: host).frame.size == CGSize(width: 21, height: 21))
    }

    @Test func aFileImageAndASymbolReplaceEachOtherInPlace() throws {
        struct Swap: View {
            @State var symbol = false
            var body: some View {
                Group {
                    if symbol { Image(systemName: "star.fill") } else { Image("missing-file") }
                }
                .accessibilityIdentifier("symbol")
                .frame(width: 100, height: 100)
                .contentShape(Rectangle())
                .onTapGesture { symbol = true }
            }
        }
        let host = HeadlessHost(Swap(), size: CGSize(width: 100, height: 100))
        guard case .image? = host.displayList.items(identifiedAs: "symbol").first?.content else {
            Issue.record("the file image comes first")
            return
        }
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(try symbol(in: host).item.codePoint == Symbols.codePoint(named: "star.fill"))
    }

    @Test func theMostUsedNamesAllHaveGlyphs() {
        for name in ["star.fill", "xmark", "magnifyingglass", "plus", "heart.fill", "chevron.right", "gearshape", "person.fill",
                     "trash", "play.fill", "checkmark", "house.fill"] {
            #expect(Symbols.codePoint(named: name) != nil, "\(name)")
        }
        #expect(Symbols.names.count >= 200)
    }
}

/// SF Symbol names Kinema's table lacks draw the nearest glyph by their parts.
@MainActor
struct SymbolFallbackTests {
    @Test func aNameOutsideTheTableFindsAGlyphByItsParts() throws {
        try #require(FileManager.default.fileExists(atPath: SymbolFallback.namesFile), "Material's names (Scripts/setup-debian installs them)")
        #expect(Symbols.codePoint(named: "basketball.fill") == 0xEA26, "sports_basketball")
        #expect(Symbols.codePoint(named: "figure.walk") == 0xE536, "directions_walk")
        #expect(Symbols.codePoint(named: "heart.fill.badge.plus") == Symbols.codePoint(named: "heart.fill"),
                "a name with more parts than the table's takes the longest known start")
        #expect(Symbols.codePoint(named: "zzqx.fill") == nil, "nothing fits: a placeholder is drawn")
    }
}
