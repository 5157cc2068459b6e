import Foundation
import Kinema
import Testing

/// What the numbers of an animating attribute are, as plots and the inspector name them.
@MainActor @Suite struct AttributeLayoutTests {
    /// A card whose clip's corners and rotation animate, and whose fill changes colour.
    struct Card: View {
        var on: Bool
        var body: some View {
            Rectangle()
                .fill(on ? Color.red : Color.blue)
                .frame(width: 100, height: 100)
                .clipShape(RoundedRectangle(cornerRadius: on ? 40 : 0))
                .rotationEffect(.degrees(on ? 180 : 0))
                .accessibilityIdentifier("card")
        }
    }

    struct Toggled: View {
        @State var on = false
        var body: some View {
            Card(on: on).onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
    }

    @Test func aFillIsAColourAnEffectsParametersAreNotAndAnglesReadInDegrees() throws {
        let host = HeadlessHost(Toggled(), size: CGSize(width: 200, height: 200))
        try host.tap("card")
        host.advance(by: 0.5)
        let attributes = host.animatingAttributes
        let clip = try #require(attributes.first { $0.property.hasPrefix("ClipShapeEffect") && !$0.property.hasSuffix(".frame") })
        #expect(clip.property.hasSuffix(".parameters"), "\(clip.property)")
        #expect(AttributeLayout(property: clip.property, count: clip.presented.count).colorStart == nil, "corners are not a colour")
        let fill = try #require(attributes.first { $0.property.hasSuffix(".style") })
        #expect(AttributeLayout(property: fill.property, count: fill.presented.count).colorStart == 0)
        let rotation = try #require(attributes.first { $0.property == "rotationEffect" })
        let layout = AttributeLayout(property: rotation.property, count: rotation.presented.count)
        #expect(layout.names.first == "angle")
        #expect(abs(layout.displayed(rotation.to[0], component: 0) - 180) < 1e-9, "the target, 180°, in degrees")
    }
}
