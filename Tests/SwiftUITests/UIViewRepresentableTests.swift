import SwiftUI
import Testing

/// A `UIViewRepresentable` compiles and draws a placeholder (a blur view, its material).
@MainActor
struct UIViewRepresentableTests {
    struct BlurView: UIViewRepresentable {
        func makeUIView(context: Context) -> UIVisualEffectView {
            UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        }
        func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
    }

    struct MapView: UIViewRepresentable {
        final class Coordinator {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test func aBlurViewDrawsItsMaterialAndAnotherViewAPlaceholder() {
        let host = HeadlessHost(VStack { BlurView(); MapView() }, size: CGSize(width: 200, height: 200))
        let items = host.displayList.flattened
        let fills = items.compactMap { item -> Double? in
            guard case .shape(let shape) = item.content, case .fill(let style, _) = shape.paint else { return nil }
            return style.color.map { Double($0.opacity) }
        }
        #expect(abs((fills.first ?? 0) - 0.35) < 1e-6, "the ultra-thin material")
        #expect(items.contains { if case .text(let text) = $0.content { text.string == "MapView (UIKit)" } else { false } })
        #expect(host.diagnostics.filter { $0.kind == .uiKitView }.count == 1)
    }
}
