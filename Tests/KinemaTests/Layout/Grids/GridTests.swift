import Foundation
import Kinema
import Testing
import KinemaTestSupport

/// Grid and GridRow: columns as wide as their widest cell, rows as tall as their tallest,
/// flexible cells sharing what is left, spans, alignments, and cells that move with animations.
@MainActor
struct GridTests {
    private func box(_ name: String, _ width: CGFloat, _ height: CGFloat) -> some View {
        Rectangle().frame(width: width, height: height).accessibilityIdentifier(name)
    }

    private func frame(_ name: String, _ host: HeadlessHost) -> CGRect {
        host.displayList.items(identifiedAs: name).first?.presentedFrame ?? .null
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        let host = HeadlessHost(
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    box("a", 40, 20)
                    box("b", 60, 30)
                }
                GridRow {
                    box("c", 80, 10)
                    box("d", 20, 50)
                }
            },
            size: CGSize(width: 400, height: 300))
        // Columns of 80 and 60, rows of 30 and 50: 150 × 85, centred in the window.
        let origin = CGPoint(x: 125, y: 107.5)
        #expect(frame("a", host) == CGRect(x: origin.x + 20, y: origin.y + 5, width: 40, height: 20))
        #expect(frame("b", host) == CGRect(x: origin.x + 90, y: origin.y, width: 60, height: 30))
        #expect(frame("c", host) == CGRect(x: origin.x, y: origin.y + 35 + 20, width: 80, height: 10))
        #expect(frame("d", host) == CGRect(x: origin.x + 90 + 20, y: origin.y + 35, width: 20, height: 50))
    }

    @Test func flexibleCellsShareWhatTheRigidOnesLeave() {
        let host = HeadlessHost(
            Grid {
                GridRow {
                    box("rigid", 50, 20)
                    Color.red.frame(height: 20).accessibilityIdentifier("flexible 1")
                    Color.blue.frame(height: 20).accessibilityIdentifier("flexible 2")
                }
            }
            .frame(width: 300),
            size: CGSize(width: 300, height: 100))
        // 300 − 50 − 2 × 8 = 234, shared by the two flexible columns.
        #expect(frame("rigid", host).minX == 0)
        #expect(frame("flexible 1", host) == CGRect(x: 58, y: 40, width: 117, height: 20))
        #expect(frame("flexible 2", host).minX == 183)
        #expect(frame("flexible 2", host).width == 117)
    }

    @Test func aGridMeasuredAtItsOwnSizeKeepsItsColumns() {
        // Padding measures the grid again at the size it gave: the columns must not change. (A
        // third of the grid's own width is less than the first column's 100 points, which a
        // stack-like share would give the column, least flexible as it is, then shrinking the
        // grid at each measure.)
        func cell(_ name: String, minimum: CGFloat, ideal: CGFloat) -> some View {
            Rectangle().frame(minWidth: minimum, idealWidth: ideal, maxWidth: ideal).frame(height: 20).accessibilityIdentifier(name)
        }
        let host = HeadlessHost(
            Grid(horizontalSpacing: 12) {
                GridRow {
                    cell("first", minimum: 50, ideal: 100)
                    cell("second", minimum: 0, ideal: 60)
                    cell("third", minimum: 0, ideal: 60)
                }
            }
            .padding(16),
            size: CGSize(width: 360, height: 100))
        #expect(frame("first", host).width == 100)
        #expect(frame("second", host).width == 60 && frame("third", host).width == 60)
    }

    @Test func viewsOutsideRowsSpanEveryColumnAndSpanningCellsWidenTheirColumns() {
        func grid(unsized: Bool) -> some View {
            Grid(horizontalSpacing: 10) {
                GridRow {
                    box("a", 40, 20)
                    box("b", 60, 20)
                }
                Rectangle().frame(height: 2).accessibilityIdentifier("line")
                    .gridCellUnsizedAxes(unsized ? .horizontal : [])
                GridRow {
                    box("wide", 150, 20).gridCellColumns(2)
                }
            }
        }
        let host = HeadlessHost(grid(unsized: true), size: CGSize(width: 400, height: 300))
        // The spanning cell needs 150 where the columns give 40 + 10 + 60: each column grows by 20.
        #expect(frame("a", host).minX == frame("wide", host).minX + 10, "centred in a column of 60")
        #expect(frame("b", host).minX == frame("wide", host).minX + 80, "centred in a column of 80, 10 after the first")
        #expect(frame("line", host).width == 150, "the line spans the grid, as wide as its columns")
        let flexible = HeadlessHost(grid(unsized: false), size: CGSize(width: 400, height: 300))
        #expect(frame("line", flexible).width == 400, "a flexible view outside rows widens the grid to what it is offered")
    }

    @Test func cellsFollowTheirColumnRowAndAnchorAlignments() {
        let host = HeadlessHost(
            Grid(alignment: .bottomTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .top) {
                    box("a", 100, 50).gridColumnAlignment(.leading)
                    box("b", 100, 50)
                }
                GridRow {
                    box("c", 20, 20)
                    box("d", 20, 20)
                    box("e", 20, 20).gridCellAnchor(.center)
                }
                GridRow {
                    box("f", 20, 20)
                    box("tall", 20, 60)
                }
            },
            size: CGSize(width: 220, height: 130))
        // Columns 100, 100, 20; rows 50, 20, 60.
        #expect(frame("c", host).minX == 0, "column 0 is leading, as its first cell asks")
        #expect(frame("d", host).minX == 180, "column 1 keeps the grid's trailing alignment")
        #expect(frame("f", host) == CGRect(x: 0, y: 110, width: 20, height: 20), "bottom, the grid's vertical alignment")
        #expect(frame("e", host) == CGRect(x: 200, y: 50, width: 20, height: 20))
        let row = HeadlessHost(Grid { GridRow(alignment: .top) { box("small", 10, 10); box("big", 10, 40) } }, size: CGSize(width: 100, height: 40))
        #expect(frame("small", row).minY == 0, "a row's alignment wins over the grid's")
    }

    @Test func aRowOutsideAGridIsLaidOutAsAnHStack() {
        let host = HeadlessHost(GridRow { box("a", 40, 20); box("b", 60, 40) }, size: CGSize(width: 200, height: 100))
        #expect(frame("a", host) == CGRect(x: 46, y: 40, width: 40, height: 20))
        #expect(frame("b", host) == CGRect(x: 94, y: 30, width: 60, height: 40))
    }

    @Test func cellsMoveSmoothlyWhenTheGridChangesInAnAnimation() {
        let model = Selection()
        struct Table: View {
            let model: Selection
            var body: some View {
                Grid(horizontalSpacing: 0) {
                    GridRow {
                        Rectangle().frame(width: model.isSelected ? 200 : 100, height: 20).accessibilityIdentifier("grows")
                        Rectangle().frame(width: 50, height: 20).accessibilityIdentifier("neighbour")
                    }
                    GridRow {
                        Rectangle().frame(width: 50, height: 20).accessibilityIdentifier("below")
                    }
                }
                .frame(width: 400, alignment: .leading)
            }
        }
        let host = HeadlessHost(Table(model: model), size: CGSize(width: 400, height: 100))
        let before = frame("neighbour", host).minX
        host.perform { withAnimation(.linear(duration: 1)) { model.isSelected = true } }
        host.advance(by: 0.5)
        let middle = frame("neighbour", host).minX
        let belowMiddle = frame("below", host).midX
        host.advance(by: 1)
        let after = frame("neighbour", host).minX
        #expect(before == 100 && after == 200, "\(before) → \(after)")
        #expect(abs(middle - 150) < 0.001, "halfway through a linear animation, the neighbour is halfway: \(middle)")
        // The first column grows from 100 to 200: the cell centred in it below moves from 50 to 100.
        #expect(abs(belowMiddle - 75) < 0.001, "\(belowMiddle)")
    }

    @Test func badSpansAndSpacingsAreClampedAndReportedOnce() {
        let host = HeadlessHost(
            Grid(horizontalSpacing: -4, verticalSpacing: .nan) {
                GridRow {
                    box("zero", 40, 20).gridCellColumns(0)
                    box("negative", 40, 20).gridCellColumns(-3)
                }
                GridRow {
                    box("below", 40, 20)
                }
            },
            size: CGSize(width: 200, height: 200))
        host.advance(by: 1)
        #expect(frame("negative", host).minX == frame("zero", host).maxX, "each spans one column, 0 apart")
        #expect(frame("below", host).minY == frame("zero", host).maxY + 8, "a NaN spacing is the default")
        let problems = host.diagnostics.filter { $0.kind == .invalidValue }
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.message.contains("gridCellColumns(0)") })
        #expect(problems.contains { $0.message.contains("gridCellColumns(-3)") })
        #expect(problems.contains { $0.message.contains("horizontalSpacing") && $0.message.contains("verticalSpacing") })
    }
}

/// A flexible view outside the rows of a grid offered a width.
@MainActor
struct GridFlexibleSpanTests {
    @Test func aDividerUnderRowsWithFlexibleCellsKeepsTheFramesNumbers() {
        let host = HeadlessHost(
            Grid {
                GridRow {
                    Text("a").accessibilityIdentifier("a")
                    Color.red.accessibilityIdentifier("red")
                }
                Divider()
            },
            size: CGSize(width: 300, height: 200))
        let frames = host.displayList.flattened.map(\.presentedFrame)
        #expect(!frames.isEmpty)
        #expect(frames.allSatisfy { !$0.minX.isNaN && !$0.width.isNaN && !$0.minY.isNaN && !$0.height.isNaN }, "\(frames)")
        let red = host.displayList.items(identifiedAs: "red").first?.presentedFrame
        #expect((red?.width ?? 0) > 200, "the flexible column takes what the text leaves: \(String(describing: red))")
    }
}
