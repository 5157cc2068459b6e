import Foundation
@testable import Kinema
import Testing

/// Where a scroll view comes to rest when an interaction ends: where the motion glides to, or
/// where its `scrollTargetBehavior` moves that.
@MainActor
struct ScrollTargetBehaviorTests {
    private func release(_ host: HeadlessHost, velocity: CGVector) throws {
        var found: ScrollNode?
        func visit(_ node: ViewNode) {
            if found == nil, let scroll = node as? ScrollNode { found = scroll }
            node.forEachChild(visit)
        }
        visit(host.graph.root)
        let scroll = try #require(found)
        host.perform { scroll.endInteraction(velocity: velocity, transaction: Transaction()) }
    }

    private var column: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40) { Text("Row \($0)").frame(height: 50) }
            }
        }
    }

    @Test func withoutABehaviourTheOffsetGlidesAsUIKitDecelerates() throws {
        let host = HeadlessHost(column, size: CGSize(width: 200, height: 400))
        try release(host, velocity: CGVector(dx: 0, dy: 1000))
        let decay = 1000 * log(1 / 0.998)
        let glide = 1000 / decay
        host.advance(by: 0.5)
        // The exponential decay of UIKit's deceleration: 1 − e^(−λt) of the way after t.
        let expected = glide * (1 - exp(-decay * 0.5))
        #expect(abs((host.scrollOffset()?.y ?? 0) - expected) < 0.5, "at 0.5 s: \(String(describing: host.scrollOffset())) against \(expected)")
        var samples: [CGFloat] = []
        host.advance(to: 5, frameRate: 10) { _ in samples.append(host.scrollOffset()?.y ?? .nan) }
        #expect(abs(samples.last! - glide) < 1, "1,000 points a second glide \(glide) points: \(samples.last!)")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "never past the target and back")
    }

    @Test func aGlidePastTheEndStopsAtTheEdge() throws {
        let host = HeadlessHost(column, size: CGSize(width: 200, height: 400))
        host.scroll(by: CGSize(width: 0, height: 1500))
        try release(host, velocity: CGVector(dx: 0, dy: 3000))
        var samples: [CGFloat] = []
        host.advance(to: 2, frameRate: 30) { _ in samples.append(host.scrollOffset()?.y ?? .nan) }
        #expect(samples.allSatisfy { $0 <= 1600 + 1e-6 }, "2,000 points of rows in 400: no further than 1,600")
        #expect(samples.last == 1600)
    }

    struct Cards: View {
        let behavior: ViewAlignedScrollTargetBehavior
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<12) { index in
                        Color.orange.frame(width: 100, height: 80).accessibilityIdentifier("card \(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(behavior)
        }
    }

    @Test func viewAlignedSettlesOnTheLeadingEdgeOfTheNearestView() throws {
        let host = HeadlessHost(Cards(behavior: .viewAligned(limitBehavior: .never)), size: CGSize(width: 250, height: 100))
        host.scroll(by: CGSize(width: 170, height: 0))
        try release(host, velocity: .zero)
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 220, y: 0), "card 2 starts at 220, nearer than card 1 at 110")
        try release(host, velocity: CGVector(dx: 1000, dy: 0))
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 770, y: 0), "unlimited, a flick goes where it glides (220 + 499.5 → card 7 at 770)")
    }

    @Test func viewAlignedIsLimitedToTheNextViewAcrossACompactWidth() throws {
        let host = HeadlessHost(Cards(behavior: .viewAligned), size: CGSize(width: 250, height: 100))
        host.scroll(by: CGSize(width: 20, height: 0))
        try release(host, velocity: CGVector(dx: 3000, dy: 0))
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 110, y: 0), "the next card only")
    }

    @Test func viewAlignedIsLimitedInAVerticalScrollViewToo() throws {
        // A compact horizontal size class limits either axis, as Apple documents `.automatic`.
        let rows = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<40) { Text("Row \($0)").frame(height: 50) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        let host = HeadlessHost(rows, size: CGSize(width: 200, height: 400))
        host.scroll(by: CGSize(width: 0, height: 10))
        try release(host, velocity: CGVector(dx: 0, dy: 3000))
        host.advance(by: 2)
        #expect((host.scrollOffset()?.y ?? 0) <= 400.5, "one screen on at most: \(String(describing: host.scrollOffset()))")
    }

    struct Rounded: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.y = (target.rect.origin.y / 100).rounded() * 100
        }
    }

    @Test func aBehaviourOfYoursMovesTheTarget() throws {
        let host = HeadlessHost(column.scrollTargetBehavior(Rounded()), size: CGSize(width: 200, height: 400))
        host.scroll(by: CGSize(width: 0, height: 130))
        try release(host, velocity: .zero)
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 100))
        host.scroll(by: CGSize(width: 0, height: 60))
        try release(host, velocity: .zero)
        host.advance(by: 0.02)
        #expect(host.isAnimating, "it springs there")
        host.advance(by: 2)
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 200))
    }
}
