import Foundation
import Kinema
import Testing

/// The dark appearance: the system colours, the default foreground and the background style
/// resolve to iOS's dark values where the environment's scheme is dark; the window takes a
/// view's `preferredColorScheme`, else the system's scheme, and its background follows.
@MainActor
struct DarkAppearanceTests {
    /// 0…255 components of a resolved colour, rounded, and its opacity.
    static func rgb(_ color: ResolvedColor?) -> [Double] {
        guard let color else { return [] }
        return [color.red, color.green, color.blue].map { (Double($0) * 255).rounded() } + [(Double(color.opacity) * 100).rounded() / 100]
    }

    static func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    @Test func systemColorsTakeTheirDarkValues() {
        let dark = Self.environment(.dark), light = Self.environment(.light)
        #expect(Self.rgb(Color.red.resolve(in: dark)) == [255, 69, 58, 1])
        #expect(Self.rgb(Color.red.resolve(in: light)) == [255, 59, 48, 1])
        #expect(Self.rgb(Color.blue.resolve(in: dark)) == [10, 132, 255, 1])
        #expect(Self.rgb(Color.primary.resolve(in: dark)) == [255, 255, 255, 1])
        #expect(Self.rgb(Color.secondary.resolve(in: dark)) == [235, 235, 245, 0.6])
        #expect(Self.rgb(Color.white.resolve(in: dark)) == [255, 255, 255, 1], "fixed colours stay")
        #expect(Self.rgb(Color.red.opacity(0.5).resolve(in: dark)) == [255, 69, 58, 0.5])
    }

    @Test func aColorOfEachAppearance() {
        let brand = Color(light: .orange, dark: Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(Self.rgb(brand.resolve(in: Self.environment(.light))) == [255, 149, 0, 1], "the light variant of a system colour")
        #expect(Self.rgb(brand.resolve(in: Self.environment(.dark))) == [51, 102, 153, 1])
    }

    /// A text in the default foreground, a rectangle in the background style, and a blue circle.
    struct Screen: View {
        var body: some View {
            VStack {
                Text("Hello").accessibilityIdentifier("text")
                Rectangle().fill(.background).frame(width: 20, height: 20).accessibilityIdentifier("background")
                Circle().fill(.blue).frame(width: 20, height: 20).accessibilityIdentifier("circle")
            }
        }
    }

    func colors(_ host: HeadlessHost) -> [[Double]] {
        ["text", "background", "circle"].map { Self.rgb(host.displayList.items(identifiedAs: $0).first?.color) }
    }

    @Test func theWindowIsLightUnlessTheSystemIsDark() {
        let host = HeadlessHost(Screen())
        #expect(host.colorScheme == .light)
        #expect(colors(host) == [[0, 0, 0, 1], [255, 255, 255, 1], [0, 122, 255, 1]])
        #expect(Self.rgb(host.windowBackground) == [255, 255, 255, 1])

        host.systemColorScheme = .dark
        #expect(host.colorScheme == .dark)
        #expect(colors(host) == [[255, 255, 255, 1], [0, 0, 0, 1], [10, 132, 255, 1]])
        #expect(Self.rgb(host.windowBackground) == [0, 0, 0, 1])
    }

    @Test func systemColorSchemeAtCreation() {
        let host = HeadlessHost(Screen(), systemColorScheme: .dark)
        #expect(colors(host)[0] == [255, 255, 255, 1])
    }

    /// A screen that prefers a scheme while `prefers` is set.
    @Observable final class Preference {
        var scheme: ColorScheme? = .dark
        var shown = true
    }

    struct Preferring: View {
        let preference: Preference
        var body: some View {
            VStack {
                Screen()
                if preference.shown {
                    Text("settings").preferredColorScheme(preference.scheme)
                }
            }
        }
    }

    @Test func aViewsPreferredColorSchemeSetsTheWindowsWhileItIsThere() {
        let preference = Preference()
        let host = HeadlessHost(Preferring(preference: preference))
        #expect(host.colorScheme == .dark, "the preference of a view deep in the tree reaches the window")
        #expect(colors(host)[2] == [10, 132, 255, 1])
        #expect(Self.rgb(host.windowBackground) == [0, 0, 0, 1])

        host.perform { preference.scheme = .light }
        host.systemColorScheme = .dark
        #expect(host.colorScheme == .light, "the view's preference wins over the system's")

        host.perform { preference.scheme = nil }
        #expect(host.colorScheme == .dark, "nil states no preference")

        host.perform { preference.scheme = .light }
        host.perform { preference.shown = false }
        #expect(host.colorScheme == .dark, "a view that leaves takes its preference with it")
        #expect(colors(host)[0] == [255, 255, 255, 1])
    }

    @Test func anEnvironmentSchemeAppliesToItsSubtreeOnly() {
        let host = HeadlessHost(VStack {
            Circle().fill(.blue).frame(width: 10, height: 10).accessibilityIdentifier("outside")
            Circle().fill(.blue).frame(width: 10, height: 10).accessibilityIdentifier("inside").environment(\.colorScheme, .dark)
        })
        #expect(Self.rgb(host.displayList.items(identifiedAs: "outside").first?.color) == [0, 122, 255, 1])
        #expect(Self.rgb(host.displayList.items(identifiedAs: "inside").first?.color) == [10, 132, 255, 1])
    }

    @Test func aSwitchIsGreenUnlessTinted() {
        let host = HeadlessHost(VStack {
            Toggle("Plain", isOn: .constant(true)).accessibilityIdentifier("plain")
            Toggle("Tinted", isOn: .constant(true)).tint(.purple).accessibilityIdentifier("tinted")
        }, size: CGSize(width: 300, height: 200))
        func track(_ identifier: String) -> [Double] {
            let capsules = host.displayList.items(identifiedAs: identifier).filter { $0.frame.width == 51 && $0.frame.height == 31 }
            return Self.rgb(capsules.first?.color)
        }
        #expect(track("plain") == [52, 199, 89, 1], "iOS's switch is green")
        #expect(track("tinted") == [175, 82, 222, 1])
    }
}
