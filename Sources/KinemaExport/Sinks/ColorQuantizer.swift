/// Reduces RGBA pixels to at most 256 colours by median cut, deterministically: the same pixels
/// always give the same palette and indices.
///
/// Colours are counted in a 15-bit histogram (5 bits per channel); palette entries are the mean
/// of the exact colours they stand for, and each colour maps to its nearest entry. Pixels less
/// than half opaque map to a transparent index. One quantiser reuses its buffers between frames.
final class ColorQuantizer {
    /// A palette entry.
    struct PaletteColor: Equatable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    /// What ``quantize(_:width:region:maximumColors:)`` produces.
    struct Result {
        /// The palette, at most `maximumColors` entries, the transparent one included.
        var palette: [PaletteColor]
        /// One palette index per pixel of the region, rows top to bottom.
        var indices: [UInt8]
        /// The index of the transparent entry, when the region has transparent pixels.
        var transparentIndex: Int?
    }

    private static let binCount = 1 << 15
    private var counts = [Int](repeating: 0, count: binCount)
    private var sums = [Int](repeating: 0, count: binCount * 3)
    private var binIndex = [UInt8](repeating: 0, count: binCount)

    /// Quantises the pixels of `region` (x, y, width, height in pixels) of an RGBA image `width`
    /// pixels wide.
    func quantize(_ rgba: [UInt8], width: Int, region: (x: Int, y: Int, width: Int, height: Int), maximumColors: Int = 256) -> Result {
        var used: [Int] = []
        var hasTransparency = false
        for y in region.y..<(region.y + region.height) {
            var offset = (y * width + region.x) * 4
            for _ in 0..<region.width {
                if rgba[offset + 3] < 128 {
                    hasTransparency = true
                } else {
                    let bin = Self.bin(rgba[offset], rgba[offset + 1], rgba[offset + 2])
                    if counts[bin] == 0 { used.append(bin) }
                    counts[bin] += 1
                    sums[bin * 3] += Int(rgba[offset])
                    sums[bin * 3 + 1] += Int(rgba[offset + 1])
                    sums[bin * 3 + 2] += Int(rgba[offset + 2])
                }
                offset += 4
            }
        }
        // The histogram's order of first appearance depends only on the pixels, but sorting
        // makes the palette independent of where colours sit in the frame.
        used.sort()
        let colorBudget = max(maximumColors - (hasTransparency ? 1 : 0), 1)
        let palette = used.count <= colorBudget ? used.map { mean(of: [$0]) } : medianCut(used, into: colorBudget)

        for bin in used {
            binIndex[bin] = UInt8(nearest(to: mean(of: [bin]), in: palette))
        }
        let transparentIndex = hasTransparency ? palette.count : nil
        var indices = [UInt8](repeating: 0, count: region.width * region.height)
        var out = 0
        for y in region.y..<(region.y + region.height) {
            var offset = (y * width + region.x) * 4
            for _ in 0..<region.width {
                if rgba[offset + 3] < 128 {
                    indices[out] = UInt8(palette.count)
                } else {
                    indices[out] = binIndex[Self.bin(rgba[offset], rgba[offset + 1], rgba[offset + 2])]
                }
                offset += 4
                out += 1
            }
        }
        for bin in used {
            counts[bin] = 0
            sums[bin * 3] = 0
            sums[bin * 3 + 1] = 0
            sums[bin * 3 + 2] = 0
        }
        let transparentEntry = hasTransparency ? [PaletteColor(red: 0, green: 0, blue: 0)] : []
        return Result(palette: palette + transparentEntry, indices: indices, transparentIndex: transparentIndex)
    }

    private static func bin(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        Int(red >> 3) << 10 | Int(green >> 3) << 5 | Int(blue >> 3)
    }

    private static func channel(_ bin: Int, _ channel: Int) -> Int {
        (bin >> (10 - 5 * channel)) & 31
    }

    /// The count-weighted mean of the exact colours counted in `bins`.
    private func mean(of bins: some Collection<Int>) -> PaletteColor {
        var total = 0, red = 0, green = 0, blue = 0
        for bin in bins {
            total += counts[bin]
            red += sums[bin * 3]
            green += sums[bin * 3 + 1]
            blue += sums[bin * 3 + 2]
        }
        guard total > 0 else { return PaletteColor(red: 0, green: 0, blue: 0) }
        func average(_ sum: Int) -> UInt8 { UInt8((sum + total / 2) / total) }
        return PaletteColor(red: average(red), green: average(green), blue: average(blue))
    }

    /// Splits the bins into `count` boxes, each time halving the box whose widest channel spans
    /// the most (weighted by its pixel count) at its pixel median along that channel.
    private func medianCut(_ bins: [Int], into count: Int) -> [PaletteColor] {
        var boxes: [[Int]] = [bins]
        while boxes.count < count {
            var best: (index: Int, channel: Int, score: Double)?
            for (index, box) in boxes.enumerated() where box.count > 1 {
                var pixels = 0
                var lows = [31, 31, 31], highs = [0, 0, 0]
                for bin in box {
                    pixels += counts[bin]
                    for channel in 0..<3 {
                        let value = Self.channel(bin, channel)
                        lows[channel] = min(lows[channel], value)
                        highs[channel] = max(highs[channel], value)
                    }
                }
                // Green counts most and blue least towards how different colours look.
                let weights = [1.0, 1.2, 0.8]
                let spans = (0..<3).map { Double(highs[$0] - lows[$0]) * weights[$0] }
                let channel = spans.firstIndex(of: spans.max()!)!
                let score = spans[channel] * Double(pixels).squareRoot()
                if best.map({ score > $0.score }) ?? true { best = (index, channel, score) }
            }
            guard let best else { break }
            let sorted = boxes[best.index].sorted {
                let (a, b) = (Self.channel($0, best.channel), Self.channel($1, best.channel))
                return a != b ? a < b : $0 < $1
            }
            let half = sorted.reduce(0) { $0 + counts[$1] } / 2
            var running = 0
            var split = 1
            for (position, bin) in sorted.enumerated().dropLast() {
                running += counts[bin]
                split = position + 1
                if running >= half { break }
            }
            boxes[best.index] = Array(sorted[..<split])
            boxes.insert(Array(sorted[split...]), at: best.index + 1)
        }
        return boxes.map { mean(of: $0) }
    }

    private func nearest(to color: PaletteColor, in palette: [PaletteColor]) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, entry) in palette.enumerated() {
            let red = Int(entry.red) - Int(color.red)
            let green = Int(entry.green) - Int(color.green)
            let blue = Int(entry.blue) - Int(color.blue)
            let distance = 3 * red * red + 4 * green * green + 2 * blue * blue
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }
}
