import SwiftUI
import Testing

/// Names real files use that COVERAGE.md found missing, each doing what SwiftUI does with it.
@MainActor
struct RealCodeNamesTests {
    func items(_ view: some View) -> [DisplayList.FlatItem] {
        HeadlessHost(view, size: CGSize(width: 200, height: 200)).displayList.flattened
    }

    @Test func transformEffectDrawsThroughTheTransformInTheViewsOwnSpace() throws {
        let item = try #require(items(Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 15, y: 5))).first)
        #expect(item.presentedFrame == CGRect(x: 105, y: 95, width: 20, height: 20))
    }

    @Test func anyStylesOpacityFadesIt() throws {
        let item = try #require(items(Rectangle().fill(Color.blue.gradient.opacity(0.5))).first)
        guard case .shape(let shape) = item.content, case .fill(let style, _) = shape.paint, let gradient = style.gradient else {
            Issue.record("not a gradient fill")
            return
        }
        #expect(gradient.stops.allSatisfy { abs($0.color.opacity - 0.5) < 1e-6 })
    }

    @Test func aBorderInTheForegroundStyleTakesAStrokeStyle() throws {
        let item = try #require(items(Circle().strokeBorder(style: StrokeStyle(lineWidth: 12, lineCap: .round)).frame(width: 100, height: 100)).first)
        guard case .shape(let shape) = item.content, case .stroke(_, let style) = shape.paint else { Issue.record("not a stroke"); return }
        #expect(style.lineWidth == 12 && style.lineCap == .round)
    }

    @Test func uiKitNamesOfImagesAndGeometry() {
        let symbol = items(Image(uiImage: UIImage(systemName: "heart.fill")!))
        #expect(symbol.contains { if case .symbol = $0.content { true } else { false } })
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)) && !CGPoint.zero.equalTo(CGPoint(x: 1, y: 0)))
        UITabBar.appearance().isHidden = true
        #expect(UITabBar.appearance().isHidden)
    }
}
