import Foundation
import Kinema
import KinemaExamples
import Testing
import KinemaTestSupport

/// The podium, shapes, explicit-vs-implicit and placement examples do what their scenarios say.
@MainActor
struct ExampleBehaviourTests {
    func centre(_ host: HeadlessHost, _ identifier: String) throws -> CGPoint {
        let frame = try #require(host.item(identifier)).presentedFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: B3

    @Test func podiumsMoveInStraightLinesOrAlongTheArc() throws {
        let turn = PodiumTurn()
        let host = HeadlessHost(PodiumView(turn: turn), size: CGSize(width: 600, height: 440))
        var centres: [String: CGPoint] = [:]
        for podium in ["straight", "arc"] {
            let points = try ["cat", "dog", "bunny"].map { try centre(host, "\(podium)-\($0)") }
            centres[podium] = CGPoint(x: points.map(\.x).reduce(0, +) / 3, y: points.map(\.y).reduce(0, +) / 3)
        }
        func radius(_ podium: String) throws -> CGFloat {
            let point = try centre(host, "\(podium)-cat")
            return hypot(point.x - centres[podium]!.x, point.y - centres[podium]!.y)
        }
        let full = try radius("arc")
        #expect(abs(full - 80) < 1e-6)

        try host.tap("turn")
        var straight: [CGFloat] = []
        host.advance(to: host.time + 1.5, frameRate: 30) { _ in
            straight.append((try? radius("straight")) ?? .nan)
            #expect(abs(((try? radius("arc")) ?? .nan) - full) < 1e-6, "the animatable podium keeps to the circle")
        }
        #expect(straight.min()! < full * 0.6, "the layout-only podium cuts across the chord")
        host.advance(by: 3)
        #expect(!host.isAnimating)
        #expect(abs(try radius("straight") - full) < 1e-6, "and ends on the circle")
        #expect(turn.degrees == 30)
    }

    // MARK: C3 and C4

    func path(_ host: HeadlessHost, _ identifier: String) throws -> Path {
        guard case .shape(let shape) = try #require(host.item(identifier)).content else { throw HostError.noView(identifier: identifier) }
        return shape.path
    }

    func lineCount(_ path: Path) -> Int {
        path.elements.filter { if case .line = $0 { true } else { false } }.count
    }

    @Test func polygonMorphsThroughFractionalSides() throws {
        let settings = ShapeSettings()
        let host = HeadlessHost(ShapesView(settings: settings), size: CGSize(width: 600, height: 400))
        #expect(lineCount(try path(host, "polygon")) == 2, "a triangle: a move and two lines")
        #expect(lineCount(try path(host, "web")) == 3)
        try host.tap("morph")
        host.advance(by: 0.45)
        #expect(lineCount(try path(host, "polygon")) == 3, "between 3 and 4 sides: four vertices")
        #expect(lineCount(try path(host, "web")) == 6, "every pair of four vertices")
        host.advance(by: 1)
        #expect(settings.sides == 4 && settings.scale == 0.7)
        #expect(!host.isAnimating)
    }

    @Test func clockSweepsThroughTheTimesInBetween() throws {
        let settings = ShapeSettings()
        let host = HeadlessHost(ShapesView(settings: settings), size: CGSize(width: 600, height: 400))
        let start = try path(host, "clock")
        try host.tap("advance-clock")
        host.advance(by: 0.3)
        let midway = try path(host, "clock")
        host.advance(by: 3)
        let end = try path(host, "clock")
        #expect(midway != start && midway != end, "the hands pass through times in between")
        #expect(settings.time.seconds == 12.5 * 3600 + 5 * 60)
    }

    // MARK: C1

    @Test func explicitAndImplicitAnimationsApplyWhereTheyStand() throws {
        let state = SquareState()
        let host = HeadlessHost(ExplicitImplicitView(state: state), size: CGSize(width: 720, height: 360))
        try host.tap("toggle")
        host.advance(by: 0.5)
        func scale(_ id: String) throws -> CGFloat { try #require(host.item(id)).transform.a }
        func opacity(_ id: String) throws -> Double { try #require(host.item(id)).opacity }
        #expect(try scale("implicit") > 0.55 && scale("implicit") < 0.95, "implicit: the scale animates")
        for id in ["explicit", "between", "disabled"] {
            #expect(try abs(scale(id) - 0.5) < 1e-9, "\(id): the scale jumps")
        }
        for id in ["implicit", "explicit", "between", "disabled"] {
            #expect(try opacity(id) > 0.25 && opacity(id) < 0.95, "\(id): the opacity animates")
        }
        host.advance(by: 1)
        #expect(!host.isAnimating)
        #expect(try abs(opacity("explicit") - 0.2) < 1e-9)
    }

    // MARK: D1–D7

    @Test func placementGalleryAnimatesOnlyWhatEachModifierWraps() throws {
        let state = PlacementSwitch()
        let host = HeadlessHost(PlacementGalleryView(state: state), size: CGSize(width: 784, height: 640))
        let plainBefore = try #require(host.item("d1-plain")).color
        let borderBefore = try #require(host.displayList.flattened.first { item in
            if case .shape(let shape) = item.content, shape.name == "InsetRectangle" { true } else { false }
        }).frame
        try host.tap("toggle")
        host.advance(by: 0.1)
        #expect(try #require(host.item("d1-plain")).color != plainBefore, "D1: the sibling without animation jumps")
        let turned = try #require(host.item("d1-turn")).transform
        #expect(atan2(turned.b, turned.a) > 0.01 && atan2(turned.b, turned.a) < .pi / 3 - 0.01, "D1: the 2 s rotation is under way")
        let outside = try #require(host.item("d3")).transform
        #expect(abs(atan2(outside.b, outside.a) - .pi / 4) < 0.01 * .pi, "D3: the rotation outside jumps")
        let border = try #require(host.displayList.flattened.first { item in
            if case .shape(let shape) = item.content, shape.name == "InsetRectangle" { true } else { false }
        }).frame
        #expect(border.width == borderBefore.width - 32, "D5: the border outside jumps to its new size")
        let font = try #require(host.item("d6"))
        guard case .text(let text) = font.content else { Issue.record("D6 draws text"); return }
        #expect(text.font.size > 20.5 && text.font.size < 33.5, "D6: the font outside animates")
        host.advance(by: 10)
        #expect(!host.isAnimating)
    }
}
