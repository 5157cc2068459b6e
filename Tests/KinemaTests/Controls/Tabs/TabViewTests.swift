import Foundation
import Kinema
import Testing
import KinemaTestSupport

/// `TabView` with a tab bar: the selected tab's content over a bar of items; a tap on an item
/// selects its tab, through the binding; tabs shown before keep their state.
@MainActor
struct TabViewTests {
    /// A tab whose count goes up when tapped: state to keep.
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Text("\(name) \(count)").accessibilityIdentifier(name)
                .onTapGesture { count += 1 }
        }
    }

    struct Tabs: View {
        @Binding var selection: Int
        var body: some View {
            TabView(selection: $selection) {
                Counter(name: "home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(0)
                Counter(name: "search")
                    .tabItem {
                        Image(systemName: "magnifyingglass")
                        Text("Search")
                    }
                    .tag(1)
                    .badge(3)
                Counter(name: "settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(2)
                    .badge(0)
            }
        }
    }

    private let size = CGSize(width: 390, height: 600)

    /// Whether the view identified as `identifier` is drawn (at an opacity above zero).
    private func isShown(_ identifier: String, in host: HeadlessHost) -> Bool {
        host.displayList.items(identifiedAs: identifier).contains { $0.opacity > 0 }
    }

    private func texts(_ host: HeadlessHost) -> [String] {
        host.displayList.flattened.compactMap { if case .text(let text) = $0.content, $0.opacity > 0 { text.string } else { nil } }
    }

    private func tapText(_ string: String, in host: HeadlessHost) throws {
        let item = try #require(host.displayList.flattened.first { if case .text(let text) = $0.content { text.string == string } else { false } })
        let frame = item.presentedFrame
        #expect(host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
    }

    @Test func theSelectedTabShowsOverABarAndATapSelectsAnother() throws {
        var selection = 0
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = HeadlessHost(Tabs(selection: binding), size: size)
        #expect(isShown("home", in: host))
        #expect(!isShown("search", in: host), "only the selected tab's content is drawn")
        let shown = texts(host)
        #expect(shown.contains("Home") && shown.contains("Search") && shown.contains("Settings"))
        #expect(shown.contains("3") && !shown.contains("0"), "a badge of 3; a badge of 0 shows nothing")
        let home = try #require(host.displayList.flattened.first { if case .text(let text) = $0.content { text.string == "Home" } else { false } })
        #expect(home.presentedFrame.minY > 550, "the bar is at the bottom: \(home.presentedFrame)")
        try tapText("Search", in: host)
        #expect(selection == 1, "the tap sets the binding")
        host.setRootView(Tabs(selection: binding))
        #expect(isShown("search", in: host) && !isShown("home", in: host))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    struct OwnSelection: View {
        var body: some View {
            TabView {
                Counter(name: "first").tabItem { Text("First") }
                Counter(name: "second").tabItem { Text("Second") }
            }
        }
    }

    @Test func aTabKeepsItsStateWhileAnotherShows() throws {
        let host = HeadlessHost(OwnSelection(), size: size)
        #expect(isShown("first", in: host), "without a binding the first tab is selected")
        try host.tap("first")
        try host.tap("first")
        #expect(texts(host).contains("first 2"))
        try tapText("Second", in: host)
        #expect(isShown("second", in: host) && !isShown("first", in: host))
        try host.tap("second")
        try tapText("First", in: host)
        #expect(texts(host).contains("first 2"), "the first tab's state is kept")
        try tapText("Second", in: host)
        #expect(texts(host).contains("second 1"))
    }

    struct Animated: View {
        @State var selection = 0
        var body: some View {
            VStack {
                Text("Next").onTapGesture { withAnimation(.linear(duration: 1)) { selection = 2 } }
                TabView(selection: $selection) {
                    Counter(name: "a").tabItem { Text("A") }.tag(0)
                    Counter(name: "b").tabItem { Text("B") }.tag(1)
                    Counter(name: "c").tabItem { Text("C") }.tag(2)
                }
            }
        }
    }

    /// The bar's highlight: the pale tinted rounded rectangle.
    private func highlight(_ host: HeadlessHost) -> CGRect? {
        host.displayList.flattened.first { item in
            if case .shape(let shape) = item.content { shape.name == "RoundedRectangle" && abs(item.opacity - 0.12) < 0.01 } else { false }
        }?.presentedFrame
    }

    @Test func anAnimatedChangeMovesTheHighlightAndSwitchesTheContentAtOnce() throws {
        let host = HeadlessHost(Animated(), size: size)
        let start = try #require(highlight(host))
        try tapText("Next", in: host)
        host.advance(by: 0.5)
        #expect(isShown("c", in: host) && !isShown("a", in: host), "the content switches at once, without a transition")
        #expect(host.displayList.items(identifiedAs: "c").allSatisfy { $0.opacity == 1 }, "it does not fade in")
        let middle = try #require(highlight(host))
        host.advance(by: 1)
        let end = try #require(highlight(host))
        #expect(end.midX - start.midX > 200, "the highlight goes from the first item to the third: \(start) → \(end)")
        #expect(abs(middle.midX - (start.midX + end.midX) / 2) < 1, "half-way at half the linear animation: \(middle)")
    }

    struct Tagged: View {
        let selection: Binding<String>
        var body: some View {
            TabView(selection: selection) {
                Tab("Home", systemImage: "house", value: "home") { Text("Home page").accessibilityIdentifier("home") }
                Tab("Inbox", systemImage: "envelope", value: "inbox") { Text("Inbox page").accessibilityIdentifier("inbox") }
                    .badge("New")
            }
        }
    }

    @Test func iOS18TabsAreSelectedByTheirValues() throws {
        var selection = "inbox"
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = HeadlessHost(Tagged(selection: binding), size: size)
        #expect(isShown("inbox", in: host) && !isShown("home", in: host))
        #expect(texts(host).contains("New"), "a text badge")
        try tapText("Home", in: host)
        #expect(selection == "home")
    }

    @Test func aSelectionNoTagMatchesShowsTheFirstTabAndIsReported() {
        let host = HeadlessHost(Tagged(selection: .constant("nowhere")), size: size)
        #expect(isShown("home", in: host))
        #expect(host.diagnostics.map(\.kind) == [.invalidValue])
    }

    /// One view that switches its own content on the selection, with no tags: SwiftUI shows it
    /// without a word, and so does Kinema.
    @Test func untaggedContentTakesNoSelectionAndIsNotReported() {
        let host = HeadlessHost(TabView(selection: .constant(2)) { Text("Only").accessibilityIdentifier("only") }, size: size)
        #expect(isShown("only", in: host))
        #expect(host.diagnostics.isEmpty)
        let otherType = HeadlessHost(TabView(selection: .constant(false)) {
            Text("A").tag("a").accessibilityIdentifier("a")
            Text("B").tag("b")
        }, size: size)
        #expect(isShown("a", in: otherType), "tags of another type than the selection's take none of it")
        #expect(otherType.diagnostics.isEmpty)
    }

    @Test func aTabViewWithoutTabsShowsAnEmptyBar() {
        let host = HeadlessHost(TabView {}, size: size)
        #expect(texts(host).isEmpty)
        let page = HeadlessHost(TabView {}.tabViewStyle(.page), size: size)
        #expect(page.displayList.flattened.allSatisfy { if case .shape(let shape) = $0.content { shape.name != "Circle" } else { true } },
                "no dots for no pages")
        #expect(host.diagnostics.isEmpty && page.diagnostics.isEmpty)
    }
}

/// `toolbar(.hidden, for: .tabBar)` hides a tab view's bar while its tab is selected.
@MainActor
struct TabBarVisibilityTests {
    struct Immersive: View {
        let selection: Binding<Int>
        var body: some View {
            TabView(selection: selection) {
                Text("Feed").tabItem { Text("Feed") }.tag(0)
                NavigationStack {
                    Text("Player").toolbar(.hidden, for: .tabBar)
                }
                .tabItem { Text("Play") }.tag(1)
            }
        }
    }

    private func showsBar(_ host: HeadlessHost) -> Bool {
        host.displayList.flattened.contains { if case .text(let text) = $0.content { text.string == "Feed" && $0.frame.minY > 500 } else { false } }
    }

    @Test func aViewHidesTheBarWhileItsTabIsSelected() {
        var selection = 0
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = HeadlessHost(Immersive(selection: binding), size: CGSize(width: 390, height: 600))
        #expect(showsBar(host))
        selection = 1
        host.setRootView(Immersive(selection: binding))
        #expect(!showsBar(host), "the player's tab hides the bar")
        selection = 0
        host.setRootView(Immersive(selection: binding))
        #expect(showsBar(host), "the player's view stays in the tree, but its tab is not selected")
    }
}
