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
}
