import Foundation
import Kinema
import Testing

/// Masks, 3D rotations, blend modes and zIndex, as SwiftUI code uses them.
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

    /// A playing card's face: a title over a gradient, with a mark in its top leading corner
    /// that shows which way it faces.
    struct Face: View {
        let title: String
        let colors: [Color]

        var body: some View {
            RoundedRectangle(cornerRadius: 10)
                .fill(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom))
                .overlay(alignment: .topLeading) {
                    Circle().fill(.white).frame(width: 14, height: 14).padding(8)
                }
                .overlay {
                    Text(title).font(.system(size: 20, weight: .bold)).foregroundStyle(.white)
                }
                .frame(width: 90, height: 120)
        }
    }

    /// The card-flip idiom: the front until the quarter turn, then the back, turned half a turn
    /// more so that it reads the right way round.
    struct FlipCard: View {
        let degrees: Double

        var body: some View {
            ZStack {
                Face(title: "Front", colors: [.blue, .indigo]).opacity(degrees < 90 ? 1 : 0)
                Face(title: "Back", colors: [.orange, .red])
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                    .opacity(degrees < 90 ? 0 : 1)
            }
            .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
        }
    }

    @Test func aCardFlipAtThirtyAndAHundredAndFiftyDegrees() {
        let host = HeadlessHost.scene(HStack(spacing: 20) {
            Face(title: "Front", colors: [.blue, .indigo]).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
            Face(title: "Front", colors: [.blue, .indigo]).rotation3DEffect(.degrees(150), axis: (x: 0, y: 1, z: 0))
            FlipCard(degrees: 150)
        }, width: 340, height: 160)
        host.assertSnapshot(named: "30-150-back", scale: 2)
    }

    @Observable final class Flip {
        var isFlipped = false
    }

    struct AnimatedFlip: View {
        let model: Flip

        var body: some View {
            Face(title: "Tilt", colors: [.mint, .teal])
                .rotation3DEffect(.degrees(model.isFlipped ? 70 : 0), axis: (x: 1, y: 0, z: 0), anchor: .bottom)
        }
    }

    @Test func aTiltBackAnimatesThroughPerspective() {
        let model = Flip()
        let host = HeadlessHost.scene(AnimatedFlip(model: model), width: 160, height: 160)
        withAnimation(.easeInOut(duration: 1)) { model.isFlipped = true }
        host.advance(by: 0.5)
        host.assertSnapshot(named: "halfway")
    }

    @Test func aRaisedCardIsDrawnOverItsNeighbours() {
        let colors: [Color] = [.red, .orange, .yellow, .green, .blue]
        let host = HeadlessHost.scene(HStack(spacing: -30) {
            ForEach(0..<5, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(colors[index])
                    .overlay { RoundedRectangle(cornerRadius: 8).stroke(.black, lineWidth: 2) }
                    .frame(width: 60, height: 80)
                    .rotationEffect(.degrees(Double(index - 2) * 8))
                    .zIndex(index == 2 ? 1 : Double(-index))
            }
        }, width: 240, height: 120)
        host.assertSnapshot(named: "fan")
    }
}
