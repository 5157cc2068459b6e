import Foundation
import Kinema
import Testing

/// A view modifier that is animatable (`AnimatableModifier`, or `Animatable` and `ViewModifier`)
/// is drawn each frame with its interpolated data.
@MainActor
struct AnimatableModifierTests {
    struct Shake: AnimatableModifier {
        var amount: CGFloat
        // Nonisolated in Swift 6 mode, as SwiftUI's `Animatable` asks of a modifier.
        nonisolated var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }

        func body(content: Content) -> some View {
            content.offset(x: 10 * sin(amount * .pi * 2))
        }
    }

    struct Shaken: View {
        let attempts: CGFloat
        var body: some View {
            Rectangle().frame(width: 40, height: 40).accessibilityIdentifier("box").modifier(Shake(amount: attempts))
        }
    }

    @Test func itsBodyIsComputedWithTheInterpolatedData() throws {
        let host = HeadlessHost(Shaken(attempts: 0), size: CGSize(width: 100, height: 100))
        let start = try #require(host.displayList.items(identifiedAs: "box").first?.presentedFrame.midX)
        withAnimation(.linear(duration: 1)) { host.setRootView(Shaken(attempts: 1)) }
        host.advance(by: 0.25)
        let quarter = try #require(host.displayList.items(identifiedAs: "box").first?.presentedFrame.midX)
        #expect(abs(quarter - start - 10) < 0.01, "sin(π/2) × 10 a quarter of the way")
        host.advance(by: 0.75)
        let end = try #require(host.displayList.items(identifiedAs: "box").first?.presentedFrame.midX)
        #expect(abs(end - start) < 0.01)
    }
}
