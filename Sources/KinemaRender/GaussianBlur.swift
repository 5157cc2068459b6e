/// An approximate Gaussian blur of 8-bit channels: a shadow's coverage (one channel) or
/// premultiplied ARGB pixels (four interleaved channels, each blurred alone).
///
/// Each direction gets three box blurs whose widths are chosen so that their variances add up
/// to the Gaussian's (Kovesi, "Fast almost-Gaussian filtering", 2010): three passes are within
/// a few percent of the true curve. A box pass keeps a running sum, so the cost per pixel does
/// not grow with the radius. Premultiplied components blur correctly as they are: colour stays
/// weighted by coverage.
enum GaussianBlur {
    /// What lies beyond the raster's edges.
    enum Edges {
        /// Transparency: content blurs out into nothing.
        case transparent
        /// The edge pixels, repeated: the blur stays opaque up to the edges.
        case extended
    }

    /// The radii of the three boxes approximating a Gaussian of standard deviation `sigma`
    /// (in pixels), leaving out empty boxes.
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let variance = 12 * sigma * sigma
        var lower = Int((variance / 3 + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let lowerCount = ((variance - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < lowerCount ? (lower - 1) / 2 : (lower + 1) / 2 }.filter { $0 > 0 }
    }

    /// Blurs `width`×`height` pixels of `channels` interleaved bytes each, in place, with
    /// standard deviations in pixels; rows are `rowBytes` apart.
    static func blur(
        _ bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowBytes: Int, channels: Int,
        sigmaX: Double, sigmaY: Double, edges: Edges
    ) {
        guard width > 0, height > 0, channels > 0 else { return }
        let horizontal = boxRadii(sigma: sigmaX), vertical = boxRadii(sigma: sigmaY)
        if !horizontal.isEmpty {
            let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width + 2 * horizontal.max()! + 2)
            defer { line.deallocate() }
            for radius in horizontal {
                for y in 0..<height {
                    for channel in 0..<channels {
                        boxBlurLine(bytes + y * rowBytes + channel, count: width, step: channels, radius: radius,
                                    edges: edges, line: line)
                    }
                }
            }
        }
        if !vertical.isEmpty {
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: height * rowBytes)
            let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width * channels)
            defer { copy.deallocate(); sums.deallocate() }
            for radius in vertical {
                copy.update(from: bytes, count: height * rowBytes)
                boxBlurColumns(copy, into: bytes, rowCount: height, rowWidth: width * channels, rowBytes: rowBytes,
                               radius: radius, edges: edges, sums: sums)
            }
        }
    }

    /// Multiplying a window's sum by this and shifting right by 16 divides it by the window's
    /// length, rounded: a multiplication per byte instead of a division.
    private static func reciprocal(ofWindow window: Int) -> UInt32 {
        UInt32((65536 + window / 2) / window)
    }

    /// Replaces each of `count` bytes, `step` apart, by the mean of the `2 × radius + 1` bytes
    /// around it. `line` holds a copy with room for `radius + 1` bytes of edge on either side.
    private static func boxBlurLine(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, edges: Edges,
        line: UnsafeMutablePointer<UInt8>
    ) {
        let pad = radius + 1
        let (first, last): (UInt8, UInt8) = edges == .extended ? (start[0], start[(count - 1) * step]) : (0, 0)
        line.update(repeating: first, count: pad)
        for index in 0..<count { line[pad + index] = start[index * step] }
        (line + pad + count).update(repeating: last, count: pad)
        let window = 2 * radius + 1
        let reciprocal = reciprocal(ofWindow: window)
        // The window around index i covers line[i + 1 ... i + 2 × radius + 1].
        var sum: UInt32 = 0
        for index in 1...window { sum &+= UInt32(line[index]) }
        for index in 0..<count {
            start[index * step] = UInt8(truncatingIfNeeded: (sum &* reciprocal &+ 0x8000) >> 16)
            sum = sum &+ UInt32(line[index + window + 1]) &- UInt32(line[index + 1])
        }
    }

    /// Box-blurs every column of `source` into `target`, a row at a time (one running sum per
    /// byte of a row), so that memory is read in order.
    private static func boxBlurColumns(
        _ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, rowCount: Int, rowWidth: Int,
        rowBytes: Int, radius: Int, edges: Edges, sums: UnsafeMutablePointer<UInt32>
    ) {
        // Rows beyond the edges are transparent or repeat the edge rows.
        func row(_ y: Int) -> UnsafePointer<UInt8>? {
            if y >= 0, y < rowCount { return source + y * rowBytes }
            return edges == .extended ? source + (y < 0 ? 0 : rowCount - 1) * rowBytes : nil
        }
        sums.update(repeating: 0, count: rowWidth)
        for y in -radius...radius {
            guard let row = row(y) else { continue }
            for x in 0..<rowWidth { sums[x] &+= UInt32(row[x]) }
        }
        let reciprocal = reciprocal(ofWindow: 2 * radius + 1)
        for y in 0..<rowCount {
            let out = target + y * rowBytes
            for x in 0..<rowWidth { out[x] = UInt8(truncatingIfNeeded: (sums[x] &* reciprocal &+ 0x8000) >> 16) }
            if let entering = row(y + radius + 1) {
                for x in 0..<rowWidth { sums[x] &+= UInt32(entering[x]) }
            }
            if let leaving = row(y - radius) {
                for x in 0..<rowWidth { sums[x] &-= UInt32(leaving[x]) }
            }
        }
    }
}
