import Foundation
import Kinema
import Testing

/// Grids as drawn: a table of labels and numbers whose columns take their widest cell, a
/// divider across every column, and a cell spanning two; and a grid laid out under a bar set in
/// with `safeAreaInset`.
@MainActor
struct GridSnapshotTests {
    private func cell(_ text: String, _ color: Color) -> some View {
        Text(text)
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(color.opacity(0.25)))
    }

    @Test func aTableWithADividerAndASpanningCell() {
        let host = HeadlessHost.scene(
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    Text("Planet").bold()
                    Text("Moons").bold().gridColumnAlignment(.trailing)
                    Text("Rings").bold()
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    cell("Mercury", .gray)
                    cell("0", .orange)
                    cell("no", .gray)
                }
                GridRow(alignment: .bottom) {
                    cell("Jupiter", .orange).padding(.top, 12)
                    cell("95", .orange)
                    cell("faint", .blue)
                }
                GridRow {
                    cell("Saturn", .yellow)
                    cell("146 and counting", .green).gridCellColumns(2)
                }
            }
            .padding(16)
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Text("Source: NASA").font(.footnote).frame(maxWidth: .infinity).padding(8).background(Color(white: 0.9))
            },
            width: 360, height: 260)
        host.assertSnapshot(named: "planet-table")
    }
}
