import Foundation
import Kinema
import Observation
import Testing
@testable import KinemaTestSupport

/// Scenarios D1–D7: where `.animation(_:value:)` applies. Rendering effects (scale, rotation)
/// animate only inside it; modifiers that only write layout or the environment (frame,
/// padding, font, foregroundColor) animate when the leaf that draws is inside it.
@MainActor
struct AnimationPlacementTests {
    /// The one value every example toggles.
    typealias Switch = PlacementScenes.Switch

    // MARK: Reference curves and readings

    /// The fraction of the default animation (a critically damped spring, response 0.5 s)
    /// done at `time`, in closed form.
    static func defaultSpring(_ time: Double) -> Double {
        let omega = 2 * Double.pi / 0.5
        return 1 - exp(-omega * time) * (1 + omega * time)
    }

    /// How far the engine's spring (a fixed-step integrator) may be from the closed form: about
    /// one integrator step (1/300 s) at the spring's top speed (ω/e per second).
    static let springTolerance = 0.02

    static func easeOut(_ time: Double, duration: Double) -> Double {
        UnitCurve.easeOut.value(at: time / duration)
    }

    static func resolved(_ color: Color) -> ResolvedColor {
        color.resolve(in: EnvironmentValues())
    }

    /// The colour `fraction` of the way from `from` to `to`, in linear RGB as colours animate.
    static func mix(_ from: ResolvedColor, _ to: ResolvedColor, _ fraction: Double) -> ResolvedColor {
        let f = Float(fraction)
        var color = from
        color.linearRed = from.linearRed + (to.linearRed - from.linearRed) * f
        color.linearGreen = from.linearGreen + (to.linearGreen - from.linearGreen) * f
        color.linearBlue = from.linearBlue + (to.linearBlue - from.linearBlue) * f
        color.opacity = from.opacity + (to.opacity - from.opacity) * f
        return color
    }

    /// The largest difference of two colours' linear components and opacity.
    static func distance(_ a: ResolvedColor?, _ b: ResolvedColor) -> Float {
        guard let a else { return .infinity }
        return [abs(a.linearRed - b.linearRed), abs(a.linearGreen - b.linearGreen),
                abs(a.linearBlue - b.linearBlue), abs(a.opacity - b.opacity)].max()!
    }

    /// The rectangle `fraction` of the way from `from` to `to`.
    static func mix(_ from: CGRect, _ to: CGRect, _ fraction: Double) -> CGRect {
        let f = CGFloat(fraction)
        return CGRect(x: from.minX + (to.minX - from.minX) * f, y: from.minY + (to.minY - from.minY) * f,
                      width: from.width + (to.width - from.width) * f, height: from.height + (to.height - from.height) * f)
    }

    static func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
    }

    func item(_ host: HeadlessHost, _ identifier: String) throws -> DisplayList.FlatItem {
        try #require(host.displayList.items(identifiedAs: identifier).first)
    }

    /// The uniform scale in an item's transform.
    func scale(_ item: DisplayList.FlatItem) -> Double {
        Double(hypot(item.transform.a, item.transform.b))
    }

    /// The clockwise rotation in an item's transform, in degrees.
    func rotation(_ item: DisplayList.FlatItem) -> Double {
        Double(atan2(item.transform.b, item.transform.a)) * 180 / .pi
    }

    /// Runs the clock from the current time through `times` (seconds after the change, in
    /// order), calling `check` at each.
    func sample(_ host: HeadlessHost, at times: [Double], _ check: (Double) throws -> Void) rethrows {
        var elapsed = 0.0
        for time in times {
            host.advance(by: time - elapsed)
            elapsed = time
            try check(time)
        }
    }

    // MARK: D1 — siblings animate independently

    struct Siblings: View {
        let state: Switch
        var body: some View {
            HStack(spacing: 30) {
                Rectangle()
                    .frame(width: 70, height: 70)
                    .foregroundColor(.blue)
                    .scaleEffect(state.isOn ? 1.4 : 1)
                    .animation(.easeOut(duration: 0.5), value: state.isOn)
                    .accessibilityIdentifier("grower")
                Rectangle()
                    .frame(width: 70, height: 70)
                    .foregroundColor(state.isOn ? .orange : .purple)
                    .rotationEffect(state.isOn ? .degrees(60) : .zero)
                    .animation(.easeOut(duration: 2), value: state.isOn)
                    .accessibilityIdentifier("turner")
                Rectangle()
                    .frame(width: 70, height: 70)
                    .foregroundColor(state.isOn ? .teal : .brown)
                    .accessibilityIdentifier("plain")
            }
        }
    }

    @Test func siblingsTakeTheirOwnAnimations() throws {
        let state = Switch()
        let host = HeadlessHost(Siblings(state: state))
        let (purple, orange) = (Self.resolved(.purple), Self.resolved(.orange))
        let (blue, teal) = (Self.resolved(.blue), Self.resolved(.teal))
        #expect(Self.distance(try item(host, "turner").color, purple) < 1e-4)
        #expect(Self.distance(try item(host, "plain").color, Self.resolved(.brown)) < 1e-4)
        let grownFrame = try item(host, "grower").frame

        host.perform { state.isOn = true }
        // At the change: the unanimated sibling has its new colour; the others have not moved.
        #expect(Self.distance(try item(host, "plain").color, teal) < 1e-4)
        #expect(abs(scale(try item(host, "grower")) - 1) < 1e-9)
        #expect(abs(rotation(try item(host, "turner"))) < 1e-9)
        #expect(Self.distance(try item(host, "turner").color, purple) < 1e-4)

        try sample(host, at: [0.1, 0.25, 0.4, 0.5, 1.0, 1.5, 2.0]) { time in
            let grower = try item(host, "grower")
            let expectedScale = 1 + 0.4 * Self.easeOut(min(time, 0.5), duration: 0.5)
            #expect(abs(scale(grower) - expectedScale) < 1e-6, "grower scale at \(time) s: \(scale(grower))")
            #expect(Self.distance(grower.color, blue) < 1e-4, "the grower's colour never changes")
            #expect(grower.frame == grownFrame, "the scale does not change the layout")

            let turner = try item(host, "turner")
            let progress = Self.easeOut(time, duration: 2)
            #expect(abs(rotation(turner) - 60 * progress) < 1e-6, "turner rotation at \(time) s: \(rotation(turner))")
            #expect(abs(scale(turner) - 1) < 1e-9)
            #expect(Self.distance(turner.color, Self.mix(purple, orange, progress)) < 1e-3,
                    "turner colour at \(time) s follows the 2 s easeOut")

            #expect(Self.distance(try item(host, "plain").color, teal) < 1e-4, "the plain sibling stays put")
        }
        // The two curves differ: at 0.5 s the grower had finished while the turner had not.
        host.advance(by: 0.1)
        #expect(!host.isAnimating)
        #expect(abs(rotation(try item(host, "turner")) - 60) < 1e-9)
        #expect(Self.distance(try item(host, "turner").color, orange) < 1e-4)
    }

    // MARK: D2 — nested animation modifiers

    @Test func innerAnimationOverridesOuterBetweenThemTheOuterApplies() throws {
        let state = Switch()
        let host = HeadlessHost(PlacementScenes.Nested(state: state))
        host.perform { state.isOn = true }
        #expect(abs(scale(try item(host, "nested")) - 1) < 1e-9)
        #expect(abs(rotation(try item(host, "nested"))) < 1e-9)

        var scaleProgress: [Double: Double] = [:]
        var rotationProgress: [Double: Double] = [:]
        let times = [0.03, 0.06, 0.09, 0.1, 0.2, 0.3, 0.4, 0.6, 1.0, 1.5]
        try sample(host, at: times) { time in
            let nested = try item(host, "nested")
            scaleProgress[time] = (scale(nested) - 1) / 0.5
            rotationProgress[time] = rotation(nested) / 45
            #expect(abs(scaleProgress[time]! - Self.defaultSpring(time)) < Self.springTolerance,
                    "scale at \(time) s runs at the inner default spring: \(scale(nested))")
            #expect(abs(rotationProgress[time]! - Self.defaultSpring(0.3 * time)) < Self.springTolerance,
                    "rotation at \(time) s runs at 0.3 × speed: \(rotation(nested))°")
        }
        // The same spring: the rotation at t is where the scale was at 0.3 t.
        for (fast, slow) in [(0.03, 0.1), (0.06, 0.2), (0.09, 0.3)] {
            #expect(abs(rotationProgress[slow]! - scaleProgress[fast]!) < 0.005)
        }
        // At 1 s the scale has arrived and the rotation has not.
        #expect(abs(scaleProgress[1.0]! - 1) < 0.01)
        #expect(rotationProgress[1.0]! < 0.95)
        host.advance(by: 3)
        #expect(!host.isAnimating)
        #expect(abs(rotation(try item(host, "nested")) - 45) < 1e-9)
    }

    // MARK: D3 — only what is inside animates

    @Test func rotationOutsideTheModifierJumps() throws {
        let state = Switch()
        let host = HeadlessHost(PlacementScenes.OnlyInside(state: state))
        host.perform { state.isOn = true }
        var now = try item(host, "inside")
        #expect(abs(rotation(now) - 45) < 1e-9, "the rotation is outside the animation modifier")
        #expect(abs(scale(now) - 1) < 1e-9)
        try sample(host, at: [0.05, 0.1, 0.2, 0.3, 0.5]) { time in
            now = try item(host, "inside")
            #expect(abs(rotation(now) - 45) < 1e-9, "rotation at \(time) s")
            #expect(abs((scale(now) - 1) / 0.5 - Self.defaultSpring(time)) < Self.springTolerance,
                    "scale at \(time) s: \(scale(now))")
            #expect(scale(now) < 1.5 - 1e-3, "still scaling at \(time) s")
        }
        host.advance(by: 2)
        #expect(!host.isAnimating)
        #expect(abs(scale(try item(host, "inside")) - 1.5) < 1e-9)
    }

    // MARK: D4 — frame and foregroundColor outside still animate the Rectangle

    struct FrameAndColorOutside: View {
        let state: Switch
        var body: some View {
            let side: CGFloat = state.isOn ? 120 : 70
            Rectangle()
                .frame(width: side, height: side)
                .animation(.default, value: state.isOn)
                .frame(maxWidth: state.isOn ? .infinity : 180, alignment: state.isOn ? .trailing : .leading)
                .foregroundColor(state.isOn ? .pink : .indigo)
                .accessibilityIdentifier("block")
        }
    }

    @Test func layoutAndEnvironmentOutsideAnimateTheLeafInside() throws {
        let state = Switch()
        let host = HeadlessHost(FrameAndColorOutside(state: state), size: CGSize(width: 400, height: 300))
        let start = try item(host, "block").frame
        #expect(start.size == CGSize(width: 70, height: 70))
        let (indigo, pink) = (Self.resolved(.indigo), Self.resolved(.pink))
        #expect(Self.distance(try item(host, "block").color, indigo) < 1e-4)

        host.perform { state.isOn = true }
        #expect(Self.distance(try item(host, "block").frame, start) < 1e-6, "no jump at the change")
        #expect(Self.distance(try item(host, "block").color, indigo) < 1e-4, "no colour jump at the change")
        host.advance(by: 3)
        #expect(!host.isAnimating)
        let end = try item(host, "block").frame
        #expect(end.size == CGSize(width: 120, height: 120))
        #expect(end.maxX == 400, "flush with the trailing edge of the full-width frame")
        #expect(end.minX - start.minX > 100, "the alignment moves it across")
        #expect(Self.distance(try item(host, "block").color, pink) < 1e-4)
    }

    @Test func frameAlignmentAndColorOutsideAnimateMidway() throws {
        let state = Switch()
        let host = HeadlessHost(FrameAndColorOutside(state: state), size: CGSize(width: 400, height: 300))
        let start = try item(host, "block").frame
        // The frame the rectangle ends at: 120 wide, flush right in the 400-wide window.
        let end = CGRect(x: 280, y: start.midY - 60, width: 120, height: 120)
        let (indigo, pink) = (Self.resolved(.indigo), Self.resolved(.pink))

        host.perform { state.isOn = true }
        try sample(host, at: [0.05, 0.1, 0.15, 0.25, 0.4]) { time in
            let block = try item(host, "block")
            let progress = Self.defaultSpring(time)
            let expected = Self.mix(start, end, progress)
            // Every edge follows the spring: size (inside) and alignment/maxWidth (outside) alike.
            #expect(abs(block.frame.width - expected.width) < 50 * Self.springTolerance,
                    "width at \(time) s: \(block.frame.width), expected \(expected.width)")
            #expect(abs(block.frame.minX - expected.minX) < (end.minX - start.minX) * Self.springTolerance,
                    "x at \(time) s: \(block.frame.minX), expected \(expected.minX)")
            #expect(block.frame.width > 70 + 1 && block.frame.width < 120 - 1, "width midway at \(time) s")
            #expect(Self.distance(block.color, Self.mix(indigo, pink, progress)) < Float(Self.springTolerance),
                    "colour at \(time) s follows the spring")
            #expect(Self.distance(block.color, indigo) > 1e-3 && Self.distance(block.color, pink) > 1e-3,
                    "colour midway at \(time) s")
        }
    }

    // MARK: D5 — padding inside, border outside

    struct PaddingInsideBorderOutside: View {
        let state: Switch
        var body: some View {
            Rectangle()
                .frame(width: 60, height: 60)
                .accessibilityIdentifier("padded")
                .padding(state.isOn ? 10 : 30)
                .animation(.default, value: state.isOn)
                .border(Color.red, width: 2)
                .foregroundColor(.cyan)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The border's stroked rectangle.
    func border(_ host: HeadlessHost) throws -> ShapeItem {
        let strokes = host.displayList.flattened.compactMap { item -> ShapeItem? in
            guard case .shape(let shape) = item.content, case .stroke = shape.paint else { return nil }
            return shape
        }
        #expect(strokes.count == 1)
        return try #require(strokes.first)
    }

    @Test func borderOutsideJumpsWhilePaddedContentAnimates() throws {
        let state = Switch()
        let host = HeadlessHost(PaddingInsideBorderOutside(state: state), size: CGSize(width: 400, height: 300))
        #expect(try border(host).name == "InsetRectangle")
        #expect(try border(host).frame == CGRect(x: 0, y: 0, width: 120, height: 120))
        #expect(try item(host, "padded").frame == CGRect(x: 30, y: 30, width: 60, height: 60))

        host.perform { state.isOn = true }
        // The border is a drawing leaf above the animation modifier: it is at its new size at once.
        #expect(try border(host).frame == CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(try item(host, "padded").frame.minX == 30, "the padded rectangle starts where it was")

        try sample(host, at: [0.05, 0.1, 0.2, 0.3]) { time in
            #expect(try border(host).frame == CGRect(x: 0, y: 0, width: 80, height: 80), "border at \(time) s")
            let padded = try item(host, "padded").frame
            let expected = 30 - 20 * Self.defaultSpring(time)
            #expect(abs(padded.minX - expected) < 20 * Self.springTolerance, "padded x at \(time) s: \(padded.minX)")
            #expect(abs(padded.minY - expected) < 20 * Self.springTolerance, "padded y at \(time) s: \(padded.minY)")
            #expect(padded.minX > 10 + 0.1, "still moving at \(time) s")
            #expect(padded.size == CGSize(width: 60, height: 60))
        }
        host.advance(by: 2)
        #expect(!host.isAnimating)
        #expect(try item(host, "padded").frame == CGRect(x: 10, y: 10, width: 60, height: 60))
    }

    // MARK: D6 — fontWidth inside, font outside

    struct FontOutside: View {
        let state: Switch
        var body: some View {
            Text("Swoosh")
                .fontWidth(state.isOn ? .expanded : .condensed)
                .animation(.default, value: state.isOn)
                .font(.system(size: state.isOn ? 44 : 22, weight: state.isOn ? .black : .light))
                .accessibilityIdentifier("label")
        }
    }

    func text(_ host: HeadlessHost) throws -> TextItem {
        let flat = try item(host, "label")
        let text: TextItem? = if case .text(let text) = flat.content { text } else { nil }
        return try #require(text, "the label is drawn as text")
    }

    @Test func everyTextChangeAnimatesWhenTheTextIsInside() throws {
        let state = Switch()
        let host = HeadlessHost(FontOutside(state: state), size: CGSize(width: 400, height: 300))
        let before = try text(host)
        #expect(before.font.size == 22)
        #expect(before.font.weight == 300)
        #expect(abs(before.font.width - -0.2) < 1e-9)

        host.perform { state.isOn = true }
        let atChange = try text(host)
        #expect(atChange.font == before.font, "no jump at the change")
        #expect(Self.distance(atChange.frame, before.frame) < 1e-6)

        host.advance(by: 3)
        let after = try text(host)
        #expect(after.font.size == 44)
        #expect(after.font.weight == 900)
        #expect(abs(after.font.width - 0.2) < 1e-9)
        #expect(after.frame.width > before.frame.width + 20)

        // Once more from the start, sampling the way there.
        host.perform { state.isOn = false }
        host.advance(by: 3)
        #expect(try text(host).font == before.font)
        host.perform { state.isOn = true }
        try sample(host, at: [0.05, 0.1, 0.2, 0.3]) { time in
            let now = try text(host)
            let progress = Self.defaultSpring(time)
            let tolerance = Self.springTolerance
            #expect(abs(now.font.size - (22 + 22 * progress)) < 22 * tolerance, "size at \(time) s: \(now.font.size)")
            #expect(abs(now.font.weight - (300 + 600 * progress)) < 600 * tolerance, "weight at \(time) s: \(now.font.weight)")
            #expect(abs(now.font.width - (-0.2 + 0.4 * progress)) < 0.4 * tolerance, "width at \(time) s: \(now.font.width)")
            let expectedFrame = Self.mix(before.frame, after.frame, progress)
            let span = max(after.frame.width - before.frame.width, after.frame.height - before.frame.height)
            #expect(Self.distance(now.frame, expectedFrame) < span * tolerance,
                    "frame at \(time) s: \(now.frame), expected \(expectedFrame)")
            #expect(now.font.size > 22.1 && now.font.size < 43.9, "size midway at \(time) s")
            #expect(now.frame.width > before.frame.width + 0.1 && now.frame.width < after.frame.width - 0.1,
                    "frame midway at \(time) s")
        }
    }

    // MARK: D7 — RoundedRectangle inside, foregroundColor outside

    struct ColorOutside: View {
        let state: Switch
        var body: some View {
            RoundedRectangle(cornerRadius: state.isOn ? 0 : 30)
                .frame(width: 120, height: 120)
                .animation(.default, value: state.isOn)
                .foregroundColor(state.isOn ? .yellow : .blue)
                .accessibilityIdentifier("tile")
        }
    }

    @Test func colorOutsideAnimatesTheShapeInside() throws {
        let state = Switch()
        let host = HeadlessHost(ColorOutside(state: state))
        let (blue, yellow) = (Self.resolved(.blue), Self.resolved(.yellow))
        #expect(Self.distance(try item(host, "tile").color, blue) < 1e-4)

        host.perform { state.isOn = true }
        #expect(Self.distance(try item(host, "tile").color, blue) < 1e-4, "no jump at the change")
        try sample(host, at: [0.05, 0.1, 0.2, 0.3, 0.45]) { time in
            let color = try item(host, "tile").color
            #expect(Self.distance(color, Self.mix(blue, yellow, Self.defaultSpring(time))) < Float(Self.springTolerance),
                    "colour at \(time) s: \(String(describing: color))")
            #expect(Self.distance(color, yellow) > 1e-3, "still changing at \(time) s")
        }
        host.advance(by: 2)
        #expect(!host.isAnimating)
        #expect(Self.distance(try item(host, "tile").color, yellow) < 1e-4)
    }
}
