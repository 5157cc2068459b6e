import Foundation
import Kinema
import Testing
import KinemaTestSupport

/// `zIndex(_:)`: the order siblings are drawn and hit-tested in, through `ForEach`, conditions
/// and bodies, and while views come and go.
@MainActor
struct ZIndexTests {
    @Observable final class Model {
        var front = "a"
        var showsTop = true
        var taps: [String] = []
    }

    /// A square of 60 points named `name` that records its taps.
    struct Tile: View {
        let name: String
        let model: Model

        var body: some View {
            Rectangle()
                .frame(width: 60, height: 60)
                .accessibilityIdentifier(name)
                .onTapGesture { model.taps.append(name) }
        }
    }

    private func order(_ host: HeadlessHost) -> [String] {
        host.displayList.flattened.compactMap(\.identifier)
    }

    @Test func siblingsAreDrawnInOrderOfZIndexTiesAsWritten() {
        let model = Model()
        let host = HeadlessHost(ZStack {
            Tile(name: "raised", model: model).zIndex(1)
            Tile(name: "first", model: model)
            Tile(name: "lowered", model: model).zIndex(-1)
            Tile(name: "second", model: model)
            Tile(name: "also raised", model: model).zIndex(1)
        }, size: CGSize(width: 100, height: 100))
        #expect(order(host) == ["lowered", "first", "second", "raised", "also raised"])
        // The topmost receives the tap.
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(model.taps == ["also raised"])
    }

    @Test func theOrderReachesThroughForEachConditionsAndBodies() {
        struct Scene: View {
            let model: Model
            var body: some View {
                ZStack {
                    ForEach(["a", "b", "c"], id: \.self) { name in
                        Tile(name: name, model: model).zIndex(model.front == name ? 1 : 0)
                    }
                    if model.showsTop {
                        Tile(name: "top", model: model).zIndex(2)
                    }
                    Raised(model: model)
                    Tile(name: "last", model: model)
                }
            }
        }
        /// A view whose body sets its zIndex.
        struct Raised: View {
            let model: Model
            var body: some View { Tile(name: "raised", model: model).zIndex(1.5) }
        }
        let model = Model()
        let host = HeadlessHost(Scene(model: model), size: CGSize(width: 100, height: 100))
        #expect(order(host) == ["b", "c", "last", "a", "raised", "top"])
        model.front = "c"
        #expect(order(host) == ["a", "b", "last", "c", "raised", "top"])
        model.showsTop = false
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(model.taps == ["raised"])
    }

    @Test func theInnermostZIndexCounts() {
        let model = Model()
        let host = HeadlessHost(ZStack {
            Tile(name: "inner raised", model: model).zIndex(1).zIndex(-5)
            Tile(name: "plain", model: model)
        }, size: CGSize(width: 100, height: 100))
        #expect(order(host) == ["plain", "inner raised"])
    }

    @Test func aGeometryReaderIsOneViewInTheOrderAndKeepsItsZIndexesInside() {
        let model = Model()
        let host = HeadlessHost(ZStack {
            GeometryReader { _ in
                Tile(name: "inside", model: model).zIndex(5)
            }
            Tile(name: "plain", model: model)
            Tile(name: "raised", model: model).zIndex(1)
        }, size: CGSize(width: 100, height: 100))
        #expect(order(host) == ["inside", "plain", "raised"])
    }

    @Test func anyContainerOrdersItsSubviews() {
        let model = Model()
        let host = HeadlessHost(VStack(spacing: -20) {
            Tile(name: "upper", model: model).zIndex(1)
            Tile(name: "lower", model: model)
        }, size: CGSize(width: 100, height: 200))
        #expect(order(host) == ["lower", "upper"])
        // Where they overlap, the upper one, drawn on top, is tapped.
        let lower = host.displayList.items(identifiedAs: "lower")[0].frame
        host.tap(at: CGPoint(x: 50, y: lower.minY + 5))
        #expect(model.taps == ["upper"])
    }

    @Test func aRemovedViewWithAHigherZIndexStaysOnTopWhileItLeaves() {
        struct Scene: View {
            let model: Model
            var body: some View {
                ZStack {
                    if model.showsTop {
                        Tile(name: "top", model: model).zIndex(1).transition(.scale)
                    }
                    Tile(name: "bottom", model: model)
                }
            }
        }
        let model = Model()
        let host = HeadlessHost(Scene(model: model), size: CGSize(width: 100, height: 100))
        #expect(order(host) == ["bottom", "top"])
        withAnimation(.linear(duration: 1)) { model.showsTop = false }
        host.advance(by: 0.5)
        #expect(order(host) == ["bottom", "top"])
        #expect(host.scale(of: "top").map { abs($0 - 0.5) < 1e-4 } == true)
        // On its way out, it takes no taps: they reach the view below.
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(model.taps == ["bottom"])
        host.advance(by: 0.6)
        #expect(order(host) == ["bottom"])
    }

    @Test func aFadingViewKeepsItsZIndex() {
        struct Scene: View {
            let model: Model
            var body: some View {
                ZStack {
                    if model.showsTop { Tile(name: "top", model: model).zIndex(1) }
                    Tile(name: "bottom", model: model)
                }
            }
        }
        let model = Model()
        let host = HeadlessHost(Scene(model: model), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { model.showsTop = false }
        host.advance(by: 0.25)
        let top = host.displayList.items(identifiedAs: "top")
        #expect(order(host) == ["bottom", "top"])
        #expect(top.map { abs($0.opacity - 0.75) < 1e-9 } == [true])
    }

    @Test func aNaNZIndexCountsAsZeroAndIsReported() {
        let model = Model()
        let host = HeadlessHost(ZStack {
            Tile(name: "nan", model: model).zIndex(.nan)
            Tile(name: "plain", model: model)
            Tile(name: "lowered", model: model).zIndex(-.infinity)
        }, size: CGSize(width: 100, height: 100))
        #expect(order(host) == ["lowered", "nan", "plain"])
        #expect(host.diagnostics.map(\.kind) == [.invalidValue])
    }
}
