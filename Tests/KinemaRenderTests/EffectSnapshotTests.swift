import Foundation
import Kinema
import Testing

/// Masks, 3D rotations and blend modes, as SwiftUI code uses them.
@MainActor
struct EffectSnapshotTests {
    /// Three circles, overlapping as in a Venn diagram.
    struct Venn: View {
        let colors: [Color]
        let mode: BlendMode

        var body: some View {
            ZStack {
                ForEach(0..<3, id: \.self) { index in
                    Circle()
                        .fill(colors[index])
                        .frame(width: 60, height: 60)
                        .offset(x: [-15, 15, 0][index], y: [-10, -10, 15][index])
                        .blendMode(mode)
                }
            }
        }
    }

    @Test func screenAddsLightAndMultiplyAddsInk() {
        let host = HeadlessHost.scene(HStack(spacing: 0) {
            Venn(colors: [.red, .green, .blue], mode: .screen)
                .frame(width: 120, height: 120)
                .background(Color.black)
            Venn(colors: [.cyan, .pink, .yellow], mode: .multiply)
                .frame(width: 120, height: 120)
        }, width: 240, height: 120)
        host.assertSnapshot(named: "screen-multiply")
    }

    @Test func aGradientMaskFadesAndTextMaskCutsOut() {
        let host = HeadlessHost.scene(VStack(spacing: 8) {
            Text("Fading away")
                .font(.system(size: 30, weight: .bold))
                .foregroundStyle(.indigo)
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 0) {
                ForEach(0..<16, id: \.self) { index in
                    (index.isMultiple(of: 2) ? Color.pink : Color.purple).frame(width: 14)
                }
            }
            .frame(height: 56)
            .mask {
                Text("MASK").font(.system(size: 44, weight: .black))
            }
        }, width: 240, height: 120)
        host.assertSnapshot(named: "gradient-text")
    }

    @Observable final class Reveal {
        var isRevealed = false
    }

    struct Spotlight: View {
        let model: Reveal

        var body: some View {
            LinearGradient(colors: [.yellow, .orange, .red], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: 100, height: 100)
                .mask(alignment: .topLeading) {
                    Circle()
                        .frame(width: 40, height: 40)
                        .scaleEffect(model.isRevealed ? 3 : 1, anchor: .topLeading)
                }
        }
    }

    @Test func anAnimatedMaskRevealsTheViewFrameByFrame() {
        let model = Reveal()
        let host = HeadlessHost.scene(Spotlight(model: model), width: 120, height: 120)
        withAnimation(.linear(duration: 1)) { model.isRevealed = true }
        host.advance(by: 0.5)
        host.assertSnapshot(named: "halfway")
    }
}
