import Foundation
import Kinema
import Testing

/// `Color.gradient` and the materials, as real code writes them.
@MainActor
struct MaterialAndGradientStyleTests {
    @Test func aColoursGradientRunsFromALighterShadeAtTheTopToTheColour() throws {
        let host = HeadlessHost(
            RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient).accessibilityIdentifier("card"),
            size: CGSize(width: 100, height: 100))
        let item = try #require(host.displayList.items(identifiedAs: "card").first)
        guard case .shape(let shape) = item.content, let gradient = shape.style.gradient else {
            Issue.record("the card is not filled with a gradient: \(item.content)")
            return
        }
        #expect(gradient.kind == .linear(startPoint: .top, endPoint: .bottom))
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let (top, bottom) = (gradient.stops.first!.color, gradient.stops.last!.color)
        #expect(bottom == blue)
        #expect(abs(top.red - 0.2) < 0.001 && abs(top.blue - 1) < 0.001, "a fifth of the way to white: \(top)")
    }

    @Test func materialsAreTranslucentTintsOfTheBackgroundThickerOnesMoreOpaque() throws {
        func opacity(_ material: Material, scheme: ColorScheme = .light) throws -> (Float, Float) {
            let host = HeadlessHost(
                Text("Bar").padding().background(material).accessibilityIdentifier("bar").environment(\.colorScheme, scheme),
                size: CGSize(width: 200, height: 100))
            let fill = try #require(host.displayList.items(identifiedAs: "bar").compactMap(\.color).first { $0.opacity < 1 })
            return (fill.opacity, fill.red)
        }
        let thin = try opacity(.ultraThinMaterial), regular = try opacity(.regularMaterial), thick = try opacity(.ultraThickMaterial)
        #expect(thin.0 < regular.0 && regular.0 < thick.0)
        #expect(thin.1 == 1, "white in light mode")
        #expect(try opacity(.bar, scheme: .dark).1 < 0.2, "near black in dark mode")
    }
}
