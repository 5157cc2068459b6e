/// An approximate Gaussian blur of premultiplied ARGB pixels.
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

    /// Blurs `width`×`height` pixels in place, with standard deviations in pixels; rows are
    /// `rowLength` words apart.
    static func blur(
        _ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int,
        sigmaX: Double, sigmaY: Double, edges: Edges
    ) {
        guard width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for radius in boxRadii(sigma: sigmaX) {
            for y in 0..<height {
                boxBlur(pixels + y * rowLength, count: width, step: 1, radius: radius, edges: edges, scratch: scratch)
            }
        }
        for radius in boxRadii(sigma: sigmaY) {
            for x in 0..<width {
                boxBlur(pixels + x, count: height, step: rowLength, radius: radius, edges: edges, scratch: scratch)
            }
        }
    }

    /// Replaces each of `count` pixels, `step` words apart, by the mean of the `2 × radius + 1`
    /// pixels around it.
    /// Blurs one 8-bit channel (a shadow's coverage) as ``blur(_:width:height:rowLength:sigmaX:sigmaY:edges:)``
    /// blurs four: a quarter of the work, which matters since shadows are blurred every frame.
    static func blur(_ channel: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigmaX: Double, sigmaY: Double) {
        guard width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for radius in boxRadii(sigma: sigmaX) {
            for y in 0..<height { boxBlur(channel + y * width, count: width, step: 1, radius: radius, scratch: scratch) }
        }
        for radius in boxRadii(sigma: sigmaY) {
            for x in 0..<width { boxBlur(channel + x, count: height, step: width, radius: radius, scratch: scratch) }
        }
    }

    /// A running-sum box blur of one channel along a line, transparent beyond its ends.
    private static func boxBlur(
        _ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: UnsafeMutablePointer<UInt8>
    ) {
        for index in 0..<count { scratch[index] = line[index * step] }
        func sample(_ index: Int) -> Int { index >= 0 && index < count ? Int(scratch[index]) : 0 }
        var sum = 0
        for index in -radius...radius { sum += sample(index) }
        let window = 2 * radius + 1
        for index in 0..<count {
            line[index * step] = UInt8((sum + window / 2) / window)
            sum += sample(index + radius + 1) - sample(index - radius)
        }
    }

    private static func boxBlur(
        _ line: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int, edges: Edges,
        scratch: UnsafeMutablePointer<UInt32>
    ) {
        for index in 0..<count { scratch[index] = line[index * step] }
        func sample(_ index: Int) -> UInt32 {
            if index >= 0, index < count { return scratch[index] }
            switch edges {
            case .transparent: return 0
            case .extended: return scratch[index < 0 ? 0 : count - 1]
            }
        }
        var sums = (0, 0, 0, 0)
        func add(_ word: UInt32, _ sign: Int) {
            sums.0 += sign * Int(word >> 24)
            sums.1 += sign * Int(word >> 16 & 0xFF)
            sums.2 += sign * Int(word >> 8 & 0xFF)
            sums.3 += sign * Int(word & 0xFF)
        }
        for index in -radius...radius { add(sample(index), 1) }
        let window = 2 * radius + 1
        func mean(_ sum: Int) -> UInt32 { UInt32((sum + window / 2) / window) }
        for index in 0..<count {
            line[index * step] = mean(sums.0) << 24 | mean(sums.1) << 16 | mean(sums.2) << 8 | mean(sums.3)
            add(sample(index + radius + 1), 1)
            add(sample(index - radius), -1)
        }
    }
}
