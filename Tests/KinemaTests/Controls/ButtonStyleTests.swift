import Foundation
@testable import Kinema
import Testing
import KinemaTestSupport

/// Button styles: the built-in looks, roles, tints and control sizes, custom styles of both
/// kinds, and the pressed look's animation.
@MainActor
struct ButtonStyleTests {
    private let size = CGSize(width: 300, height: 200)

    private func shapes(_ host: HeadlessHost, named name: String) -> [DisplayList.FlatItem] {
        host.displayList.flattened.filter { if case .shape(let shape) = $0.content { shape.name == name } else { false } }
    }

    private func text(_ string: String, in host: HeadlessHost) -> DisplayList.FlatItem? {
        host.displayList.flattened.first { if case .text(let text) = $0.content { text.string == string } else { false } }
    }

    private func resolved(_ color: Color) -> ResolvedColor { color.resolve(in: EnvironmentValues()) }

    @Test func theDefaultStyleTintsTheLabelAndRunsTheAction() throws {
        var taps = 0
        let host = HeadlessHost(Button("Vote") { taps += 1 }.accessibilityIdentifier("vote"), size: size)
        #expect(try #require(text("Vote", in: host)).color == resolved(.accentColor))
        try host.tap("vote")
        #expect(taps == 1)
        let tinted = HeadlessHost(Button("Vote") {}.tint(.orange), size: size)
        #expect(try #require(text("Vote", in: tinted)).color == resolved(.orange))
        let destructive = HeadlessHost(Button("Delete", role: .destructive) {}, size: size)
        #expect(try #require(text("Delete", in: destructive)).color == resolved(.red))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func borderedStylesDrawARoundedRectangleThatTakesTaps() throws {
        var taps = 0
        let host = HeadlessHost(Button("Save") { taps += 1 }.buttonStyle(.bordered), size: size)
        let background = try #require(shapes(host, named: "RoundedRectangle").first)
        let label = try #require(text("Save", in: host))
        #expect(background.opacity == 0.15, "a light rectangle of the tint")
        #expect(background.color == resolved(.accentColor))
        #expect(label.color == resolved(.accentColor))
        #expect(background.presentedFrame.width == label.presentedFrame.width + 24, "12 points each side")
        #expect(background.presentedFrame.height == label.presentedFrame.height + 14, "7 points above and below")
        host.tap(at: CGPoint(x: background.presentedFrame.minX + 3, y: background.presentedFrame.midY))
        #expect(taps == 1, "the padding is part of the button")

        let prominent = HeadlessHost(Button("Save", role: .destructive) {}.buttonStyle(.borderedProminent), size: size)
        let fill = try #require(shapes(prominent, named: "RoundedRectangle").first)
        #expect(fill.opacity == 1)
        #expect(fill.color == resolved(.red), "a destructive button is red")
        #expect(try #require(text("Save", in: prominent)).color == resolved(.white))
    }

    @Test func theControlSizeSetsThePadding() throws {
        func frame(_ controlSize: ControlSize) throws -> CGSize {
            let host = HeadlessHost(Button("Go") {}.buttonStyle(.bordered).controlSize(controlSize), size: size)
            return try #require(shapes(host, named: "RoundedRectangle").first).presentedFrame.size
        }
        let (small, regular, large) = (try frame(.small), try frame(.regular), try frame(.large))
        #expect(small.width < regular.width && regular.width < large.width)
        #expect(small.height < regular.height && regular.height < large.height)
    }

    @Test func thePlainStyleKeepsTheLabelsColours() throws {
        let host = HeadlessHost(Button("Plain") {}.buttonStyle(.plain), size: size)
        #expect(try #require(text("Plain", in: host)).color == resolved(.primary))
    }

    struct Backed: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(8)
                .background(configuration.role == .destructive ? Color.red : Color.green)
        }
    }

    @Test func aButtonStyleDrawsTheLabelAndKinemaRunsTheAction() throws {
        var taps = 0
        let host = HeadlessHost(Button("Remove", role: .destructive) { taps += 1 }.buttonStyle(Backed()), size: size)
        let background = try #require(shapes(host, named: "Rectangle").first)
        #expect(background.color == resolved(.red), "the style sees the role")
        try #require(host.tap(at: CGPoint(x: background.presentedFrame.minX + 2, y: background.presentedFrame.midY)))
        #expect(taps == 1)
    }

    struct DoubleTap: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    /// Draws the style set outside it, on a green background.
    struct Framed: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(4).background(Color.green)
        }
    }

    @Test func aPrimitiveStyleDecidesWhenTheActionRuns() throws {
        var taps = 0
        let host = HeadlessHost(Button("Twice") { taps += 1 }.buttonStyle(DoubleTap()).accessibilityIdentifier("b"), size: size)
        try host.tap("b")
        #expect(taps == 0)
        try host.tap("b")
        #expect(taps == 1)
    }

    @Test func aButtonMadeFromAConfigurationTakesTheStyleOutside() throws {
        var taps = 0
        let host = HeadlessHost(
            Button("Nested") { taps += 1 }.buttonStyle(Framed()).buttonStyle(.borderedProminent).accessibilityIdentifier("b"),
            size: size)
        #expect(try #require(shapes(host, named: "RoundedRectangle").first).color == resolved(.accentColor))
        #expect(try #require(text("Nested", in: host)).color == resolved(.white))
        #expect(shapes(host, named: "Rectangle").count == 1, "and the inner style's background")
        try host.tap("b")
        #expect(taps == 1)
    }

    /// A look shown with a pressed state set from outside, as a press gesture will set it.
    struct Pressed: View {
        let model: Selection
        var body: some View {
            BorderedLook(isProminent: true)
                .makeBody(configuration: ButtonStyleConfiguration(role: nil, label: AnyView(Text("Press")), isPressed: model.isSelected))
                .accessibilityIdentifier("button")
        }
    }

    @Test func thePressedLookDimsAndShrinksWithAnEaseOut() throws {
        let model = Selection()
        let host = HeadlessHost(Pressed(model: model), size: size)
        let rest = try #require(host.displayList.items(identifiedAs: "button").first)
        #expect(rest.opacity == 1 && rest.transform.a == 1)
        host.perform { model.isSelected = true }
        host.advance(by: 0.05)
        let pressing = try #require(host.displayList.items(identifiedAs: "button").first)
        #expect(pressing.opacity > 0.6 && pressing.opacity < 1, "\(pressing.opacity)")
        #expect(pressing.transform.a > 0.97 && pressing.transform.a < 1)
        host.advance(by: 0.15)
        let pressed = try #require(host.displayList.items(identifiedAs: "button").first)
        #expect(abs(pressed.opacity - 0.6) < 1e-9)
        #expect(abs(pressed.transform.a - 0.97) < 1e-9)
        #expect(!host.isAnimating)
    }
}
