import Foundation
import Kinema
import Testing

/// Kinema's own look of the controls: buttons in each style, toggles, steppers, progress views,
/// sliders, segmented pickers and text fields.
@MainActor
struct ControlSnapshotTests {
    @Test func buttonsInEachStyle() {
        let host = HeadlessHost.scene(VStack(spacing: 14) {
            HStack(spacing: 16) {
                Button("Automatic") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Delete", role: .destructive) {}
            }
            HStack(spacing: 12) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", systemImage: "trash", role: .destructive) {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 12) {
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.green)
            }
        }, width: 420, height: 190)
        host.assertSnapshot(named: "buttons")
    }
}
