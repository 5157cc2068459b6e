import Foundation
@testable import Kinema
import Testing

/// The bounds hit testing uses to skip subtrees: what they are for frames, effects and content
/// shapes, and that they follow what moves without being asked.
@MainActor
struct HitBoundsTests {
    /// Three rows of two cells, the middle row offset, the last rotated half a turn about its
    /// centre.
    struct Rows: View {
        var shift: CGFloat = 0

        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { row in
                    HStack(spacing: 0) {
                        Color.red.frame(width: 50, height: 20)
                        Color.blue.frame(width: 50, height: 20)
                    }
                    .offset(x: row == 1 ? shift : 0)
                    .rotationEffect(.degrees(row == 2 ? 90 : 0))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The rows: the children of the first node with three.
    private func rows(in host: HeadlessHost) throws -> [ViewNode] {
        func children(of node: ViewNode) -> [ViewNode] {
            var children: [ViewNode] = []
            node.forEachChild { children.append($0) }
            return children
        }
        func find(_ node: ViewNode) -> [ViewNode]? {
            let nodes = children(of: node)
            return nodes.count == 3 ? nodes : nodes.lazy.compactMap(find).first
        }
        return try #require(find(host.graph.root))
    }

    private func expectClose(_ rect: CGRect, _ expected: CGRect, _ comment: Comment) {
        let close = abs(rect.minX - expected.minX) < 0.01 && abs(rect.minY - expected.minY) < 0.01
            && abs(rect.width - expected.width) < 0.01 && abs(rect.height - expected.height) < 0.01
        #expect(close, "\(rect) is not \(expected): \(comment)")
    }

    @Test func aSubtreesBoundsAreWhereItsViewsArePresented() throws {
        let host = HeadlessHost(Rows(shift: 30), size: CGSize(width: 200, height: 100))
        _ = host.displayList
        let rows = try rows(in: host)
        expectClose(rows[0].hitBounds, CGRect(x: 0, y: 0, width: 100, height: 20), "the first row's frame")
        expectClose(rows[1].hitBounds, CGRect(x: 30, y: 20, width: 100, height: 20), "moved by its offset")
        // Turned a quarter about its centre (50, 50): 20 wide and 100 high.
        expectClose(rows[2].hitBounds, CGRect(x: 40, y: 0, width: 20, height: 100), "turned")
        // The root's bounds hold them all.
        expectClose(host.graph.root.hitBounds, CGRect(x: 0, y: 0, width: 130, height: 100), "the union")
    }

    @Test func boundsFollowAnAnimationFrameByFrame() throws {
        struct Sliding: View {
            @State var shift: CGFloat = 0
            var body: some View {
                Rows(shift: shift).onTapGesture { withAnimation(.linear(duration: 1)) { shift = 100 } }
            }
        }
        let host = HeadlessHost(Sliding(), size: CGSize(width: 300, height: 100))
        let row = try rows(in: host)[1]
        expectClose(row.hitBounds, CGRect(x: 0, y: 20, width: 100, height: 20), "before")
        host.tap(at: CGPoint(x: 10, y: 10))
        for step in 1...3 {
            host.advance(by: 0.25)
            expectClose(row.hitBounds, CGRect(x: 25 * Double(step), y: 20, width: 100, height: 20), "a quarter of the way further")
        }
        #expect(host.pointerDown(at: CGPoint(x: 170, y: 30)), "hit where it is now")
        host.pointerUp()
        host.advance(by: 1)
        expectClose(row.hitBounds, CGRect(x: 100, y: 20, width: 100, height: 20), "at the end")
    }

    @Test func aViewInsertedAfterTheBoundsWereComputedIsHit() {
        struct Growing: View {
            @State var count = 1
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 50, height: 20) }
                }
                .onTapGesture { count += 1 }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let host = HeadlessHost(Growing(), size: CGSize(width: 100, height: 100))
        #expect(!host.pointerDown(at: CGPoint(x: 10, y: 30)), "nothing below the first row yet")
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.pointerDown(at: CGPoint(x: 10, y: 30)), "the second row, though the display list was not read")
    }

    @Test func aContentShapeBoundsWhatIsHitAndHiddenViewsHitNothing() {
        let host = HeadlessHost(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).contentShape(Rectangle().inset(by: 10))
            Color.blue.frame(width: 50, height: 50).hidden()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: CGSize(width: 200, height: 100))
        _ = host.displayList
        expectClose(host.graph.root.hitBounds, CGRect(x: 10, y: 10, width: 30, height: 30).insetBy(dx: -0.001, dy: -0.001),
                    "the inset shape only; the hidden view adds nothing")
    }

    @Test func transformedBoundsAreInfiniteWhenTheTransformCannotBeUndone() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.hitBounds(through: CGAffineTransform(scaleX: 0, y: 1)).isInfinite)
        #expect(rect.hitBounds(through: CGAffineTransform(translationX: CGFloat.nan, y: 0)).isInfinite)
        #expect(CGRect.infinite.hitBounds(through: CGAffineTransform(scaleX: 2, y: 2)).isInfinite)
        #expect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).asHitBounds.isInfinite)
        #expect(CGRect.null.hitBoundsUnion(.infinite).isInfinite)
    }

    @Test func storedBoundsContainWhatTheyStandFor() {
        // Single precision, rounded outwards: never a point less.
        let rects = [
            CGRect(x: 0.1, y: -0.3, width: 100.7, height: 1e-9),
            CGRect(x: 123_456.789, y: -98_765.4321, width: 0.333, height: 1_000_000.1),
            CGRect(x: -1e-30, y: 3, width: 2e-30, height: 0),
        ]
        for rect in rects {
            let stored = StoredHitBounds(rect).rect
            #expect(stored.minX <= rect.minX && stored.minY <= rect.minY, "\(stored) starts before \(rect)")
            #expect(stored.maxX >= rect.maxX && stored.maxY >= rect.maxY, "\(stored) ends after \(rect)")
            let step = Double(Float(max(abs(rect.minX), abs(rect.maxX), 1)).ulp)
            #expect(stored.width - rect.width <= 2 * step, "and only by a step of single precision at each end")
        }
        #expect(StoredHitBounds(.null).rect.isNull)
        #expect(StoredHitBounds(.infinite).rect.isInfinite)
        #expect(StoredHitBounds(CGRect(x: 0, y: 0, width: 1e300, height: 1)).rect.isInfinite, "beyond single precision")
        #expect(StoredHitBounds(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).rect.isInfinite)
        #expect(StoredHitBounds(.zero).rect == .zero, "empty, not null")
    }
}
