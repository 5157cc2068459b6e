import Foundation
import Kinema
import Testing

/// Content transitions of `Text`: how its characters change in an animation.
@MainActor
struct ContentTransitionTests {
    struct Counter: View {
        let value: Int
        let transition: ContentTransition
        var body: some View {
            Text("\(value)").accessibilityIdentifier("count").contentTransition(transition)
        }
    }

    func items(_ host: HeadlessHost) -> [DisplayList.FlatItem] {
        host.displayList.items(identifiedAs: "count")
    }

    func string(_ item: DisplayList.FlatItem) -> String? {
        if case .text(let text) = item.content { return text.string }
        return nil
    }

    /// How far an item is drawn below where it is laid out.
    func drop(_ item: DisplayList.FlatItem) -> CGFloat { item.presentedFrame.midY - item.frame.midY }

    func blurRadius(_ item: DisplayList.FlatItem) -> CGFloat? {
        item.effects.lazy.compactMap { if case .blur(let radius, _) = $0 { radius } else { nil } }.first
    }

    @Test func numericTextRollsTheDigitsThatChangeInPlaceWithBlurAsIOSDoes() throws {
        let host = HeadlessHost(Counter(value: 19, transition: .numericText()))
        withAnimation(.linear(duration: 1)) { host.setRootView(Counter(value: 20, transition: .numericText())) }
        host.advance(by: 0.5)
        let pieces = items(host)
        #expect(pieces.compactMap(string).sorted() == ["0", "1", "2", "9"], "each changed digit, old and new")
        let two = try #require(pieces.first { string($0) == "2" })
        let one = try #require(pieces.first { string($0) == "1" })
        let zero = try #require(pieces.first { string($0) == "0" })
        #expect(drop(two) > 0, "the new digit comes up from below")
        #expect(drop(one) < 0, "the old one leaves upwards")
        #expect(abs(drop(one)) < 0.3 * one.frame.height, "by a fraction of the line, not a whole line")
        #expect(two.presentedFrame.width < two.frame.width && one.presentedFrame.width < one.frame.width, "both shrink in flight")
        let blur = try #require(blurRadius(one))
        #expect(blur > 0.5 && blur < 0.125 * 17, "blurred by up to an eighth of the font's size")
        // The tens start first: at the midpoint they are further along than the units.
        #expect(one.opacity < 0.5 && two.opacity > 0.5 && zero.opacity < two.opacity)
        host.advance(by: 0.6)
        #expect(items(host).compactMap(string) == ["20"], "one text again once done")
    }

    @Test func countingDownRollsTheOtherWayAndUnchangedDigitsStay() throws {
        let host = HeadlessHost(Counter(value: 25, transition: .numericText(value: 25)))
        withAnimation(.linear(duration: 1)) { host.setRootView(Counter(value: 24, transition: .numericText(value: 24))) }
        host.advance(by: 0.5)
        let pieces = items(host)
        let stable = try #require(pieces.first { string($0) == "2" })
        #expect(stable.transform == .identity && stable.opacity == 1 && blurRadius(stable) == nil, "the tens digit does not move")
        let four = try #require(pieces.first { string($0) == "4" })
        #expect(drop(four) < 0, "counting down, the new digit comes from above")
        #expect(abs(four.opacity - 0.5) < 1e-9, "a lone changed digit follows the animation")
    }

    @Test func opacityBlendsAndIdentitySwaps() throws {
        let host = HeadlessHost(Counter(value: 1, transition: .opacity))
        withAnimation(.linear(duration: 1)) { host.setRootView(Counter(value: 2, transition: .opacity)) }
        host.advance(by: 0.25)
        let pieces = items(host)
        #expect(pieces.map { "\(string($0)!) \($0.opacity)" } == ["1 0.75", "2 0.25"])
        let swapped = HeadlessHost(Counter(value: 1, transition: .identity))
        withAnimation(.linear(duration: 1)) { swapped.setRootView(Counter(value: 2, transition: .identity)) }
        #expect(items(swapped).compactMap(string) == ["2"])
    }

    @Test func withoutAnimationTheTextChangesAtOnce() {
        let host = HeadlessHost(Counter(value: 1, transition: .numericText()))
        host.setRootView(Counter(value: 2, transition: .numericText()))
        #expect(items(host).compactMap(string) == ["2"])
    }

    struct Moving: View {
        let value: Int
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().frame(width: 10, height: value > 1 ? 60 : 0)
                Text("\(value)").accessibilityIdentifier("count").contentTransition(.opacity)
            }
        }
    }

    @Test func theOldTextMovesWithTheView() throws {
        let host = HeadlessHost(Moving(value: 1))
        withAnimation(.linear(duration: 1)) { host.setRootView(Moving(value: 2)) }
        host.advance(by: 0.5)
        let pieces = items(host)
        #expect(pieces.count == 2)
        #expect(Set(pieces.map(\.presentedFrame.midY)).count == 1, "old and new where the view is now")
    }
}
