import Foundation
import Kinema
import Testing

/// `KeyframeAnimator` and `.keyframeAnimator`: the content is made each frame from the value of
/// the keyframes' timeline, played once per trigger change or in a loop.
@MainActor
struct KeyframeAnimatorTests {
    struct Values {
        var x = 0.0
        var scale = 1.0
    }

    private func x(_ host: HeadlessHost) -> Double {
        Double(host.displayList.items(identifiedAs: "dot").first?.transform.tx ?? .nan)
    }

    /// Plays 0 → 100 in a linear second, then back to 0 in half a second, per tap.
    struct Tapped: View {
        @State var taps = 0
        var body: some View {
            KeyframeAnimator(initialValue: Values(), trigger: taps) { values in
                Color.red.frame(width: 10, height: 10).offset(x: values.x).accessibilityIdentifier("dot")
            } keyframes: { _ in
                KeyframeTrack(\.x) {
                    LinearKeyframe(100, duration: 1)
                    LinearKeyframe(0, duration: 0.5)
                }
            }
            .onTapGesture { taps += 1 }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aTriggerPlaysTheKeyframesOnce() {
        let host = HeadlessHost(Tapped(), size: CGSize(width: 300, height: 100))
        host.advance(by: 1)
        #expect(x(host) == 0 && !host.isAnimating, "at rest until the trigger changes")
        host.tap(at: CGPoint(x: 5, y: 5))
        host.advance(to: host.time + 0.5, frameRate: 60)
        #expect(abs(x(host) - 50) < 1e-6)
        host.advance(to: host.time + 0.75, frameRate: 60)
        #expect(abs(x(host) - 50) < 1e-6, "half way back")
        host.advance(to: host.time + 1, frameRate: 60)
        #expect(abs(x(host)) < 1e-6 && !host.isAnimating)
    }

    @Test func aRepeatingAnimatorLoopsFromTheEndOfEachRun() {
        let log = Log()
        let host = HeadlessHost(
            KeyframeAnimator(initialValue: 0.0) { value in
                Color.red.frame(width: 10, height: 10).offset(x: value).accessibilityIdentifier("dot")
            } keyframes: { start in
                let _ = log.starts.append(start)
                LinearKeyframe(start + 10, duration: 0.5)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            size: CGSize(width: 300, height: 100))
        host.advance(to: 1.25, frameRate: 60)
        #expect(abs(x(host) - 25) < 1e-6, "two runs of 10 and half a third")
        #expect(log.starts.prefix(3) == [0, 10, 20], "each run starts from the end of the last")
        #expect(host.isAnimating)
    }

    final class Log {
        var starts: [Double] = []
    }

    @Test func notRepeatingShowsTheInitialValue() {
        let host = HeadlessHost(
            KeyframeAnimator(initialValue: 5.0, repeating: false) { value in
                Color.red.frame(width: 10, height: 10).offset(x: value).accessibilityIdentifier("dot")
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
            },
            size: CGSize(width: 300, height: 100))
        host.advance(by: 2)
        #expect(x(host) == 5, "the initial value")
        #expect(!host.isAnimating)
    }

    @Test func keyframesThatTakeNoTimeAreReportedAndDoNotLoop() {
        let host = HeadlessHost(
            KeyframeAnimator(initialValue: 0.0) { value in
                Color.red.frame(width: 10, height: 10).offset(x: value).accessibilityIdentifier("dot")
            } keyframes: { _ in
                MoveKeyframe(40.0)
            },
            size: CGSize(width: 300, height: 100))
        host.advance(by: 1)
        #expect(!host.isAnimating)
        #expect(host.diagnostics.contains { $0.kind == .animator && $0.message.contains("take no time") })
    }

    @Test func theModifierAnimatesThePlaceholderAndTheInspectorShowsTheRun() throws {
        struct Heart: View {
            @State var likes = 0
            var body: some View {
                Color.pink.frame(width: 20, height: 20)
                    .keyframeAnimator(initialValue: Values(), trigger: likes) { content, values in
                        content.scaleEffect(values.scale)
                    } keyframes: { _ in
                        KeyframeTrack(\.scale) {
                            CubicKeyframe(1.5, duration: 0.25)
                            SpringKeyframe(1, duration: 0.5, spring: .bouncy)
                        }
                    }
                    .accessibilityIdentifier("heart")
                    .onTapGesture { likes += 1 }
            }
        }
        let host = HeadlessHost(Heart(), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(to: host.time + 0.25, frameRate: 60)
        let scale = try #require(host.displayList.items(identifiedAs: "heart").first?.transform.a)
        #expect(abs(scale - 1.5) < 1e-6, "\(scale)")
        let attribute = try #require(host.animatingAttributes.first { $0.property.contains("keyframeAnimator") })
        #expect(attribute.source?.function.hasPrefix(".keyframeAnimator, 0.25 s of 0.75 s") == true, "\(String(describing: attribute.source))")
        host.advance(by: 1)
        #expect(!host.isAnimating)
    }
}
