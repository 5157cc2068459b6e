import SwiftUI
import Testing

/// A shape written with iOS 26's `@Animatable` morphs as one written with `animatableData` by
/// hand: its stored animatable properties interpolate, the ignored one jumps.
@Animatable
struct Wedge: Shape {
    var width: CGFloat
    var angle: Angle
    @AnimatableIgnored var label: String

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: width, height: angle.degrees))
    }
}

@MainActor
struct AnimatableMacroUseTests {
    @Test func theSynthesisedDataReadsAndWritesEachProperty() {
        var wedge = Wedge(width: 10, angle: .degrees(30), label: "a")
        #expect(wedge.animatableData == AnimatablePair(10, Angle.degrees(30).animatableData))
        wedge.animatableData = AnimatablePair(20, Angle.degrees(90).animatableData)
        #expect(wedge.width == 20 && abs(wedge.angle.degrees - 90) < 1e-9 && wedge.label == "a")
    }

    struct Growing: View {
        @State var wide = false
        var body: some View {
            Wedge(width: wide ? 100 : 0, angle: .degrees(wide ? 40 : 0), label: wide ? "wide" : "narrow")
                .onAppear { withAnimation(.linear(duration: 1)) { wide = true } }
        }
    }

    @Test func aMacroShapeAnimatesHalfwayAtHalfTime() throws {
        let host = HeadlessHost(Growing(), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.5)
        let shape = try #require(host.displayList.flattened.first { if case .shape = $0.content { true } else { false } })
        guard case .shape(let drawn) = shape.content else { return }
        let bounds = drawn.path.boundingRect
        #expect(drawn.name == "Wedge")
        #expect(abs(bounds.width - 50) < 0.001 && abs(bounds.height - 20) < 0.001, "\(bounds)")
    }
}
