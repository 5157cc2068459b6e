import Foundation
import Kinema
import KinemaRender
import KinemaTesting
import Testing

/// Redrawing only what changed, for live views.
@MainActor
struct RedrawTests {
    @Observable final class Board {
        var selected = false
        var count = 0
    }

    /// Rows of text, one with a growing, shadowed, fading circle, inside an offset stack.
    struct Rows: View {
        let board: Board
        var body: some View {
            VStack(spacing: 8) {
                ForEach(0..<6, id: \.self) { row in
                    HStack {
                        Circle()
                            .fill(row == 2 ? Color.orange : Color.blue)
                            .frame(width: 24, height: 24)
                            .scaleEffect(row == 2 && board.selected ? 1.6 : 1)
                            .shadow(color: .black.opacity(0.3), radius: row == 2 && board.selected ? 10 : 4, y: 2)
                            .opacity(row == 2 && board.selected ? 0.6 : 1)
                        Text(row == 4 ? "Votes: \(board.count)" : "Row \(row)")
                        Spacer()
                    }
                    .frame(height: 30)
                }
            }
            .padding(12)
            .offset(x: 3, y: 2)
        }
    }

    @Test func redrawingWhatChangedGivesTheFullFrame() throws {
        let board = Board()
        let host = HeadlessHost(Rows(board: board), size: CGSize(width: 200, height: 260), textMeasurer: PangoTextMeasurer())
        let renderer = DisplayListRenderer()
        let canvas = try PixelCanvas(size: host.size, scale: 2)
        var shown = host.displayList
        #expect(renderer.redraw(canvas, from: nil, to: shown) == PixelRegion(x: 0, y: 0, width: 400, height: 520))
        withAnimation(.bouncy) { board.selected = true }
        var partial = 0
        for frame in 0..<40 {
            if frame == 20 { withAnimation { board.count += 1 } }
            host.advance(by: 1.0 / 60)
            let list = host.displayList
            if let region = renderer.redraw(canvas, from: shown, to: list) {
                if region.width * region.height < 400 * 520 / 2 { partial += 1 }
            }
            shown = list
            if frame % 8 == 7 {
                let full = try DisplayListRenderer().render(list, size: host.size, scale: 2)
                let comparison = try PixelComparison(reference: full, actual: canvas, tolerance: 2 / 255)
                #expect(comparison.differing == 0, "frame \(frame): \(comparison.differing) pixels differ, by up to \(comparison.largest * 255)/255")
            }
        }
        #expect(partial >= 30, "most frames redraw a small part: \(partial) of 40")
    }

    @Test func oneRowChangingBoundsThatRow() throws {
        let board = Board()
        let host = HeadlessHost(Rows(board: board), size: CGSize(width: 200, height: 260), textMeasurer: PangoTextMeasurer())
        let renderer = DisplayListRenderer()
        let before = host.displayList
        let unchanged = renderer.changedBounds(from: before, to: before)
        #expect(unchanged == nil)
        let redrawn = renderer.redraw(try PixelCanvas(size: host.size), from: before, to: before)
        #expect(redrawn == nil)
        host.perform { board.count = 7 }
        let changed = try #require(renderer.changedBounds(from: before, to: host.displayList))
        // Row 4's text, and nothing above or below the row.
        let row = try #require(host.displayList.flattened.first { if case .text(let text) = $0.content { text.string == "Votes: 7" } else { false } })
        #expect(changed.intersects(row.presentedFrame))
        #expect(changed.height < 30 + 4)
    }
}
