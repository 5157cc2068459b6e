import Foundation
import Kinema
import Testing

/// Toggles: a tap on the switch flips the binding and the knob slides across with a spring;
/// the button style; custom styles.
@MainActor
struct ToggleTests {
    struct Settings: View {
        @State var isOn = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn).accessibilityIdentifier("wifi")
                Rectangle().frame(width: isOn ? 100 : 50, height: 10).accessibilityIdentifier("bar")
            }
        }
    }

    private func shapes(_ host: HeadlessHost, named name: String, in identifier: String) -> [DisplayList.FlatItem] {
        host.displayList.items(identifiedAs: identifier).filter {
            if case .shape(let shape) = $0.content { shape.name == name } else { false }
        }
    }

    private func knob(_ host: HeadlessHost) throws -> CGRect {
        try #require(shapes(host, named: "Circle", in: "wifi").first).presentedFrame
    }

    @Test func tappingTheSwitchFlipsTheValueAndTheKnobSlides() throws {
        let host = HeadlessHost(Settings(), size: CGSize(width: 320, height: 200))
        let track = try #require(shapes(host, named: "Capsule", in: "wifi").first)
        #expect(track.presentedFrame.size == CGSize(width: 51, height: 31))
        #expect(track.presentedFrame.maxX == 320, "the switch sits at the trailing edge of a row as wide as offered")
        #expect(track.color == Color(white: 0.88).resolve(in: EnvironmentValues()), "grey when off")
        let off = try knob(host)
        #expect(off.size == CGSize(width: 27, height: 27))
        #expect(abs(off.minX - (track.presentedFrame.minX + 2)) < 1e-9, "the knob rests at the leading end")

        #expect(host.tap(at: CGPoint(x: off.midX, y: off.midY)))
        host.advance(by: 0.08)
        let moving = try knob(host)
        #expect(moving.minX > off.minX + 1 && moving.minX < off.minX + 19, "between its ends: \(moving.minX)")
        let bar = try #require(host.displayList.items(identifiedAs: "bar").first)
        #expect(bar.presentedFrame.width == 100, "views that read the value change at once, as in SwiftUI")
        host.advance(by: 2)
        let on = try knob(host)
        #expect(abs(on.maxX - (track.presentedFrame.maxX - 2)) < 1e-6, "and rests at the trailing end")
        let tinted = try #require(shapes(host, named: "Capsule", in: "wifi").first)
        #expect(tinted.color == Color.green.resolve(in: EnvironmentValues()), "green when on, as iOS draws a switch with no tint")
        #expect(!host.isAnimating)
    }

    @Test func theTrackTakesTheTintAndTheLabelDoesNotToggle() throws {
        let host = HeadlessHost(Toggle("Airplane", isOn: .constant(true)).tint(.orange).accessibilityIdentifier("t"),
                                size: CGSize(width: 300, height: 100))
        #expect(try #require(shapes(host, named: "Capsule", in: "t").first).color == Color.orange.resolve(in: EnvironmentValues()))
        var isOn = false
        let labelled = HeadlessHost(
            Toggle(isOn: Binding(get: { isOn }, set: { isOn = $0 })) { Text("Label") }.accessibilityIdentifier("t"),
            size: CGSize(width: 300, height: 100))
        let label = try #require(labelled.displayList.items(identifiedAs: "t").first { if case .text = $0.content { true } else { false } })
        labelled.tap(at: CGPoint(x: label.presentedFrame.midX, y: label.presentedFrame.midY))
        #expect(!isOn, "as on iOS, only the switch flips the value")
    }

    @Test func hiddenLabelsLeaveTheSwitchAloneAndAStyleCanTintIt() throws {
        let host = HeadlessHost(
            Toggle("Hidden", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .red)).tint(.orange).labelsHidden()
                .accessibilityIdentifier("t"),
            size: CGSize(width: 300, height: 100))
        let items = host.displayList.items(identifiedAs: "t")
        #expect(!items.contains { if case .text = $0.content { true } else { false } }, "no label")
        let track = try #require(shapes(host, named: "Capsule", in: "t").first)
        #expect(track.presentedFrame.midX == 150, "the switch alone, centred")
        #expect(track.color == Color.red.resolve(in: EnvironmentValues()), "the style's tint wins")
    }

    /// A toggle of its own state, shown as "on" or "off" beside it.
    struct Holder<Content: View>: View {
        @State var isOn = false
        let content: (Binding<Bool>) -> Content
        var body: some View {
            VStack {
                content($isOn)
                Text(isOn ? "on" : "off").accessibilityIdentifier("state")
            }
        }
    }

    private func state(_ host: HeadlessHost) -> String? {
        host.displayList.items(identifiedAs: "state").compactMap { if case .text(let text) = $0.content { text.string } else { nil } }.first
    }

    @Test func theButtonStyleFillsWhileOn() throws {
        let host = HeadlessHost(Holder { Toggle("Bold", isOn: $0).toggleStyle(.button).accessibilityIdentifier("bold") },
                                size: CGSize(width: 200, height: 100))
        #expect(try #require(shapes(host, named: "RoundedRectangle", in: "bold").first).opacity == 0.15)
        try host.tap("bold")
        #expect(state(host) == "on")
        host.advance(by: 0.1)
        let filling = try #require(shapes(host, named: "RoundedRectangle", in: "bold").first).opacity
        #expect(filling > 0.15 && filling < 1, "the fill fades in: \(filling)")
        host.advance(by: 1)
        #expect(try #require(shapes(host, named: "RoundedRectangle", in: "bold").first).opacity == 1)
    }

    /// A check mark before the label, in a custom style, beside the toggle drawn by the style
    /// outside.
    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    .accessibilityIdentifier("box")
                    .onTapGesture { configuration.isOn.toggle() }
                Toggle(configuration)
            }
        }
    }

    @Test func aCustomStyleSetsTheValueAndCanDrawAnotherStyle() throws {
        let host = HeadlessHost(Holder { Toggle("Check", isOn: $0).toggleStyle(Checkbox()) }, size: CGSize(width: 320, height: 100))
        #expect(host.displayList.items(identifiedAs: "box").count == 1)
        #expect(host.displayList.flattened.contains { if case .shape(let shape) = $0.content { shape.name == "Capsule" } else { false } },
                "Toggle(configuration) draws the switch, the style outside this one")
        try host.tap("box")
        #expect(state(host) == "on")
    }
}
