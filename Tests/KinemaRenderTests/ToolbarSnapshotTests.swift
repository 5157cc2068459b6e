import Foundation
import Kinema
import Testing

/// The look of toolbar items in a navigation bar and in the bar at the bottom.
@MainActor
struct ToolbarSnapshotTests {
    struct Inbox: View {
        var body: some View {
            NavigationStack {
                List {
                    Text("Lunch on Friday?")
                    Text("Your order has shipped")
                }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Edit") {} }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                        Button("Compose", systemImage: "square.and.pencil") {}
                    }
                    ToolbarItem(placement: .bottomBar) { Button("Folders") {} }
                    ToolbarItem(placement: .status) { Text("Updated just now") }
                    ToolbarItem(placement: .bottomBar) { Button("Archive", systemImage: "archivebox") {} }
                }
            }
        }
    }

    @Test func itemsInTheNavigationBarAndAtTheBottom() {
        let host = HeadlessHost.scene(Inbox(), width: 360, height: 260)
        host.assertSnapshot(named: "toolbar")
    }
}
