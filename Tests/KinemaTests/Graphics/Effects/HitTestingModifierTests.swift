import Foundation
import Kinema
import Testing

/// `hidden()`, `allowsHitTesting(_:)`, `clipped()` and `contentShape`: what is drawn, where it
/// is laid out, and which view a tap reaches.
@MainActor
struct HitTestingModifierTests {
    /// Counts the taps each view received.
    @Observable final class Taps {
        var counts: [String: Int] = [:]
        var enabled = true

        func tap(_ name: String) { counts[name, default: 0] += 1 }
    }

    /// A square of 100 points that counts its taps under `name`.
    struct Square: View {
        let name: String
        let color: Color
        let taps: Taps

        var body: some View {
            Rectangle()
                .fill(color)
                .frame(width: 100, height: 100)
                .accessibilityIdentifier(name)
                .onTapGesture { taps.tap(name) }
        }
    }

    @Test func aHiddenViewKeepsItsPlaceDrawsNothingAndIsNotHit() {
        let taps = Taps()
        let host = HeadlessHost(HStack(spacing: 0) {
            Square(name: "hidden", color: .red, taps: taps).hidden()
            Square(name: "shown", color: .blue, taps: taps)
        }, size: CGSize(width: 200, height: 100))

        let hidden = host.displayList.items(identifiedAs: "hidden")
        #expect(hidden.map(\.opacity) == [0])
        #expect(hidden.first?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(host.displayList.items(identifiedAs: "shown").first?.frame.minX == 100)
        #expect(!host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(host.tap(at: CGPoint(x: 150, y: 50)))
        #expect(taps.counts == ["shown": 1])
    }

    @Test func aTapOnAViewThatDoesNotAllowHitTestingReachesTheViewBelow() {
        let taps = Taps()
        let host = HeadlessHost(ZStack {
            Square(name: "below", color: .red, taps: taps)
            Square(name: "above", color: .blue, taps: taps).allowsHitTesting(false)
        }, size: CGSize(width: 100, height: 100))

        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(taps.counts == ["below": 1])
        // Both are still drawn, the one above on top.
        #expect(host.displayList.flattened.map(\.identifier) == ["below", "above"])
    }

    @Test func hitTestingTurnsOffAndOnWithItsValue() {
        let taps = Taps()
        struct Switchable: View {
            let taps: Taps
            var body: some View {
                ZStack {
                    Square(name: "below", color: .red, taps: taps)
                    Square(name: "above", color: .blue, taps: taps).allowsHitTesting(taps.enabled)
                }
            }
        }
        let host = HeadlessHost(Switchable(taps: taps), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        taps.enabled = false
        host.tap(at: CGPoint(x: 50, y: 50))
        taps.enabled = true
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps.counts == ["above": 2, "below": 1])
    }

    @Test func anInnerAllowsHitTestingDoesNotOverrideAnOuterFalse() {
        let taps = Taps()
        let host = HeadlessHost(
            Square(name: "square", color: .red, taps: taps).allowsHitTesting(true).allowsHitTesting(false),
            size: CGSize(width: 100, height: 100))
        #expect(!host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(taps.counts.isEmpty)
    }

    @Test func aContentShapeInsideAViewThatDoesNotAllowHitTestingIsNotHit() {
        let taps = Taps()
        let host = HeadlessHost(ZStack {
            Square(name: "below", color: .red, taps: taps)
            Color.clear
                .contentShape(Rectangle())
                .onTapGesture { taps.tap("shape") }
                .allowsHitTesting(false)
        }, size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps.counts == ["below": 1])
    }

    @Test func aClippedViewIsHitOnlyInsideItsFrame() {
        let taps = Taps()
        let host = HeadlessHost(
            Rectangle()
                .frame(width: 200, height: 200)
                .frame(width: 100, height: 100)
                .clipped()
                .onTapGesture { taps.tap("clipped") },
            size: CGSize(width: 300, height: 300))
        // The rectangle is drawn from 50 to 250; the frame and the clip from 100 to 200.
        #expect(!host.tap(at: CGPoint(x: 75, y: 150)))
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        #expect(taps.counts == ["clipped": 1])
    }

    @Test func clippedHonoursItsAntialiasingFlag() {
        let host = HeadlessHost(HStack {
            Rectangle().frame(width: 10, height: 10).clipped()
            Rectangle().frame(width: 10, height: 10).clipped(antialiased: true)
        }, size: CGSize(width: 100, height: 100))
        let clips = host.displayList.flattened.compactMap { item in
            item.effects.compactMap { effect -> Bool? in
                if case .clip(_, let style) = effect { return style.isAntialiased }
                return nil
            }.first
        }
        #expect(clips == [false, true])
    }
}
