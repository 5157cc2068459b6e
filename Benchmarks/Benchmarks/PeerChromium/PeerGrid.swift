/// Where the rectangles sit, the same on both sides: square cells in rows, centred in the
/// 800 × 600 frame, each holding a rounded square in its middle. Every length is a whole
/// number of pixels, so that fills land on the same pixels in Cairo and in Chromium.
struct PeerGrid: Codable {
    static let width = 800
    static let height = 600
    /// The most rectangles whose cells are still 3 pixels wide.
    static let maximumCount = 50_000
    /// Opaque sRGB colours, 0…255, taken in turn by index.
    static let palette: [[Int]] = [[231, 76, 60], [46, 204, 113], [52, 152, 219], [155, 89, 182], [241, 196, 15], [26, 188, 156]]

    let count: Int
    let columns: Int
    /// A cell's side, and the side of the square inside it.
    let cell: Int
    let size: Int
    let radius: Int
    /// The top-left corner of the first square.
    let left: Int
    let top: Int

    /// The grid for `count` rectangles, about as many columns as the frame's 4 : 3 asks for;
    /// nil for none, or more than ``maximumCount``.
    init?(count: Int) {
        guard (1...Self.maximumCount).contains(count) else { return nil }
        let columns = Int((Double(count) * 4 / 3).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        let cell = min(Self.width / columns, Self.height / rows)
        (self.count, self.columns, self.cell) = (count, columns, cell)
        size = cell * 3 / 4
        radius = size / 4
        let inset = (cell - size) / 2
        left = (Self.width - columns * cell) / 2 + inset
        top = (Self.height - rows * cell) / 2 + inset
    }

    /// The top-left corner of square `index` at rest.
    func origin(of index: Int) -> (x: Int, y: Int) {
        (left + index % columns * cell, top + index / columns * cell)
    }
}
