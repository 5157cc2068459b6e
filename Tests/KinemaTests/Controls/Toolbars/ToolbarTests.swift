import Foundation
import Kinema
import Testing

/// `toolbar`: items in the navigation bar (leading, trailing, principal) and in a bar at the
/// bottom, as real views that take taps; bars hidden by `toolbar(_:for:)`.
@MainActor
struct ToolbarTests {
    struct Inbox: View {
        let tapped: (String) -> Void
        var body: some View {
            NavigationStack {
                Text("Messages")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Edit") { tapped("edit") }
                        }
                        ToolbarItemGroup(placement: .navigationBarTrailing) {
                            Button("Add") { tapped("add") }
                            Button("Sort") { tapped("sort") }
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button("Compose") { tapped("compose") }
                        }
                        ToolbarItem(placement: .status) {
                            Text("Updated just now")
                        }
                    }
            }
        }
    }

    private let size = CGSize(width: 390, height: 600)

    private func frame(of string: String, in host: HeadlessHost) -> CGRect? {
        host.displayList.flattened.first { if case .text(let text) = $0.content { text.string == string } else { false } }?.presentedFrame
    }

    @Test func itemsGoWhereTheirPlacementsSayAndTakeTaps() throws {
        var tapped: [String] = []
        let host = HeadlessHost(Inbox(tapped: { tapped.append($0) }), size: size)
        let edit = try #require(frame(of: "Edit", in: host))
        let add = try #require(frame(of: "Add", in: host))
        let sort = try #require(frame(of: "Sort", in: host))
        let title = try #require(frame(of: "Inbox", in: host))
        #expect(edit.maxY <= 44 && add.maxY <= 44, "in the bar")
        #expect(edit.minX < 40, "leading: \(edit)")
        #expect(sort.maxX > 350 && add.maxX < sort.minX, "trailing, side by side: \(add) \(sort)")
        #expect(abs(title.midX - 195) < 1, "the inline title stays in the middle")
        let compose = try #require(frame(of: "Compose", in: host))
        let status = try #require(frame(of: "Updated just now", in: host))
        #expect(compose.minY > 556 && status.minY > 556, "in the bar at the bottom: \(compose) \(status)")
        #expect(abs(status.midX - 195) < 40, "the status in the middle: \(status)")
        for (name, item) in [("edit", edit), ("sort", sort), ("compose", compose)] {
            #expect(host.tap(at: CGPoint(x: item.midX, y: item.midY)), "\(name)")
        }
        #expect(tapped == ["edit", "sort", "compose"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    struct Principal: View {
        var body: some View {
            NavigationView {
                List {
                    NavigationLink("Detail") {
                        Text("Detail body")
                            .toolbar { Button("Share") {} }
                    }
                }
                .navigationTitle("Root")
                .toolbar { RootItems(showsDone: true) }
            }
        }
    }

    /// Toolbar content of the app's own, with a condition.
    struct RootItems: ToolbarContent {
        let showsDone: Bool
        var body: some ToolbarContent {
            ToolbarItem(placement: .principal) { Text("Custom title") }
            if showsDone {
                ToolbarItem(placement: .primaryAction) { Button("Done") {} }
            }
        }
    }

    @Test func eachScreenHasItsOwnItemsAndAPrincipalItemTakesTheMiddle() throws {
        let host = HeadlessHost(Principal(), size: size)
        let custom = try #require(frame(of: "Custom title", in: host))
        #expect(abs(custom.midX - 195) < 1 && custom.maxY <= 44)
        #expect(frame(of: "Done", in: host) != nil)
        let detail = try #require(frame(of: "Detail", in: host))
        host.tap(at: CGPoint(x: detail.midX, y: detail.midY))
        host.advance(by: 1)
        let share = try #require(frame(of: "Share", in: host), "a view-builder toolbar goes to the trailing end")
        #expect(share.maxX > 350 && share.maxY <= 44)
        #expect(frame(of: "Done", in: host) == nil && frame(of: "Custom title", in: host) == nil, "the root's items leave with it")
        try host.tap("navigation back")
        host.advance(by: 1)
        #expect(frame(of: "Done", in: host) != nil && frame(of: "Share", in: host) == nil)
    }

    @Test func barsHideAndToolbarsOutsideAStackShowNothing() {
        let hidden = HeadlessHost(NavigationStack {
            Text("Full screen").navigationTitle("Gone").toolbar(.hidden, for: .navigationBar)
        }, size: size)
        #expect(frame(of: "Gone", in: hidden) == nil)
        #expect(frame(of: "Full screen", in: hidden) != nil)
        let bare = HeadlessHost(Text("Alone").toolbar {
            ToolbarItem(placement: .bottomBar) { Text("Nowhere") }
        }, size: size)
        #expect(frame(of: "Nowhere", in: bare) == nil)
        #expect(bare.diagnostics.isEmpty)
    }

    @Test func aBarHiddenByAViewThatGoesAwayShowsAgain() {
        struct Screen: View {
            @State var immersive = true
            var body: some View {
                VStack {
                    if immersive { Color.black.frame(height: 10).toolbar(.hidden, for: .navigationBar) }
                    Button("Leave") { immersive = false }.accessibilityIdentifier("leave")
                }
                .navigationTitle("Back again")
            }
        }
        let host = HeadlessHost(NavigationStack { Screen() }, size: size)
        #expect(frame(of: "Back again", in: host) == nil)
        try? host.tap("leave")
        host.advance(by: 1)
        #expect(frame(of: "Back again", in: host) != nil)
    }
}
