import Foundation
import Kinema
import Testing

/// The look of a tab view's bar (items with symbols, a badge, the selected one tinted on its
/// highlight) and of the page style's dots.
@MainActor
struct TabSnapshotTests {
    struct Tabs: View {
        @State var selection = 1
        var body: some View {
            TabView(selection: $selection) {
                Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(0)
                Text("Search results").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
                Text("Inbox").tabItem { Label("Inbox", systemImage: "envelope") }.tag(2).badge(4)
                Text("Profile").tabItem { Label("Profile", systemImage: "person") }.tag(3)
            }
        }
    }

    @Test func aTabBarWithABadge() {
        let host = HeadlessHost.scene(Tabs(), width: 360, height: 200)
        host.assertSnapshot(named: "tab-bar")
    }

    @Test func pagesWithDots() {
        let host = HeadlessHost.scene(TabView {
            ForEach(0..<4) { index in
                Color(hue: Double(index) / 4, saturation: 0.5, brightness: 0.9)
            }
        }
        .tabViewStyle(.page), width: 240, height: 160)
        host.assertSnapshot(named: "pages")
    }
}
