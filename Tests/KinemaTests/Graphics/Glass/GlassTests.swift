import Foundation
import Kinema
import Testing

/// iOS 26's `glassEffect` draws as a material in its shape, with a light rim.
@MainActor
struct GlassTests {
    func shapes(_ view: some View) -> [ShapeItem] {
        HeadlessHost(view, size: CGSize(width: 200, height: 100)).displayList.flattened.compactMap {
            if case .shape(let shape) = $0.content { shape } else { nil }
        }
    }

    @Test func glassIsATranslucentCapsuleBehindTheViewWithARim() {
        let drawn = shapes(Text("Glass").padding().glassEffect())
        #expect(drawn.map(\.name) == ["Capsule", "Capsule"], "the fill, then the rim")
        guard case .fill(let fill, _)? = drawn.first?.paint else { Issue.record("no fill"); return }
        #expect(fill.color?.opacity == 0.45)
        #expect(shapes(Text("Glass").glassEffect(.identity)).isEmpty)
        #expect(shapes(Text("Glass").glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 8))).count == 3)
    }

    @Test func aGlassButtonDrawsItsLabelOnGlass() {
        let drawn = shapes(Button("Go") {}.buttonStyle(.glass))
        #expect(drawn.map(\.name) == ["Capsule", "Capsule"])
    }
}
