import Foundation
import Kinema
import Testing

/// The look of a navigation stack over a list, before and halfway through a push.
@MainActor
struct NavigationSnapshotTests {
    struct Settings: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Motion") {
                        NavigationLink("Springs") { Text("Springs").navigationTitle("Springs") }
                        Label("Reduce motion", systemImage: "sparkles")
                    }
                    Section("About") {
                        NavigationLink("Version") { Text("1.0").navigationTitle("Version") }
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    @Test func aListUnderALargeTitle() {
        let host = HeadlessHost.scene(Settings(), width: 320, height: 360)
        host.assertSnapshot(named: "settings")
    }

    @Test func halfwayThroughAPush() throws {
        let host = HeadlessHost.scene(Settings(), width: 320, height: 360)
        let springs = try #require(host.displayList.flattened.first {
            if case .text(let text) = $0.content { text.string == "Springs" } else { false }
        }?.presentedFrame)
        host.tap(at: CGPoint(x: springs.midX, y: springs.midY))
        host.advance(by: 0.15)
        host.assertSnapshot(named: "pushing")
        host.advance(by: 1)
        host.assertSnapshot(named: "pushed")
    }
}
