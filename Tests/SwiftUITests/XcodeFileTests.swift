import SwiftUI
import Testing

// This file is written as it would be for Xcode: `import SwiftUI`, `#Preview`, a
// `PreviewProvider`, an `App`, and the UIKit names iOS views use. That it compiles is half the test.

struct Badge: View {
    @State private var pressed = false
    @Environment(\.colorScheme) private var scheme
    let width = UIScreen.main.bounds.width / 4

    var body: some View {
        Circle()
            .fill(scheme == .dark ? Color(.systemGray) : Color(.systemGray5))
            .overlay(Circle().stroke(Color(uiColor: .label), lineWidth: 2))
            .frame(width: width, height: width)
            .scaleEffect(pressed ? 1.2 : 1)
            .accessibilityIdentifier("badge")
            .onTapGesture {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { pressed.toggle() }
            }
    }
}

#Preview {
    Badge()
}

#Preview("Two badges") {
    Badge()
    Badge()
}

#Preview("With traits", traits: .sizeThatFitsLayout) {
    Badge().padding()
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge()
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15 Pro")
            .previewDisplayName("Badge")
    }
}

struct BadgeApp: App {
    var body: some Scene {
        WindowGroup {
            Badge()
        }
    }
}

@MainActor
@Suite("A file written for Xcode")
struct XcodeFileTests {
    @Test func uiScreenIsTheHostWindow() throws {
        let host = HeadlessHost(Badge(), size: CGSize(width: 400, height: 300))
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 400, height: 300))
        // The badge read the screen when it was made, before this host: the previous window's or an iPhone's.
        let frame = try #require(host.displayList.items(identifiedAs: "badge").first?.frame)
        #expect(frame.width > 0 && frame.width == frame.height)
        HeadlessHost.screenSize = CGSize(width: 800, height: 600)
        let wide = HeadlessHost(Badge(), size: CGSize(width: 800, height: 600))
        #expect(wide.displayList.items(identifiedAs: "badge").first?.frame.width == 200)
    }

    @Test func theColourSchemeIsLightUnlessAViewOrTheSystemSetsIt() throws {
        let light = HeadlessHost(Badge(), size: CGSize(width: 400, height: 400))
        #expect(abs(Double(try #require(light.displayList.items(identifiedAs: "badge").first?.color).red) - 229 / 255) < 1e-6)
        // The preview's preferredColorScheme(.dark) makes the window dark: the badge reads the
        // scheme and picks systemGray, and UIKit's label is white there.
        let preferred = HeadlessHost(Badge_Previews.previews, size: CGSize(width: 400, height: 400))
        #expect(preferred.colorScheme == .dark)
        let badge = try #require(preferred.displayList.items(identifiedAs: "badge").first?.color)
        #expect(abs(Double(badge.red) - 142 / 255) < 1e-6)
        let dark = HeadlessHost(Badge().environment(\.colorScheme, .dark), size: CGSize(width: 400, height: 400))
        #expect(abs(Double(try #require(dark.displayList.items(identifiedAs: "badge").first?.color).red) - 142 / 255) < 1e-6)
    }

    @Test func theWindowReadsAsAnIPhoneInPortrait() {
        let environment = EnvironmentValues()
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .regular)
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0) && CGVector.zero == CGVector())
    }

    @Test func aWindowHasNoUnsafeAreaToIgnore() {
        let plain = HeadlessHost(Color.blue.frame(width: 100, height: 50), size: CGSize(width: 300, height: 200))
        let ignoring = HeadlessHost(Color.blue.frame(width: 100, height: 50).ignoresSafeArea().edgesIgnoringSafeArea(.top),
                                    size: CGSize(width: 300, height: 200))
        #expect(plain.displayList == ignoring.displayList)
    }

    @Test func aColourLiteralIsAUIColor() {
        let coral = Color(#colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 1)).resolve(in: EnvironmentValues())
        #expect(coral.red == 1 && coral.green == 0.5 && coral.blue == 0.25)
    }

    @Test func systemColoursHaveTheirLightModeValues() {
        let environment = EnvironmentValues()
        let grey = Color(.systemGray5).resolve(in: environment)
        #expect(abs(Double(grey.red) - 229 / 255) < 1e-6 && abs(Double(grey.blue) - 234 / 255) < 1e-6)
        #expect(Color(uiColor: .secondaryLabel).resolve(in: environment).opacity == 0.6)
        #expect(UIColor.red.withAlphaComponent(0.5).color.resolve(in: environment).opacity == 0.5)
        #expect(UIColor(named: "Nowhere") == nil)
    }

    @Test func theAppsRootViewIsItsWindowGroupsContent() throws {
        let root = try #require(BadgeApp().rootView)
        let host = HeadlessHost(root, size: CGSize(width: 400, height: 400))
        try host.tap("badge")
        host.advance(by: 1)
        #expect(host.displayList.items(identifiedAs: "badge").first?.transform.a == 1.2)
    }

    @Test func previewsBuildTheirViews() {
        let preview = Preview("Two badges") {
            Badge()
            Badge()
        }
        #expect(preview.name == "Two badges")
        let host = HeadlessHost(preview.content, size: CGSize(width: 400, height: 400))
        // Each badge draws its circle and the ring over it.
        #expect(host.displayList.items(identifiedAs: "badge").count == 4)
        let provided = HeadlessHost(Badge_Previews.previews, size: CGSize(width: 400, height: 400))
        #expect(provided.displayList.items(identifiedAs: "badge").count == 2)
    }
}
