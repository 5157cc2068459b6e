/// How far two 800 × 600 pictures of the scene are apart, channel by channel (red, green, blue;
/// both are opaque).
struct PixelDifference {
    /// The mean absolute difference of a channel, in 1/255.
    let mean: Double
    /// The fraction of pixels with a channel more than ``threshold`` apart.
    let differing: Double
    /// The largest difference of a channel, in 1/255.
    let maximum: Int

    static let threshold = 8

    /// Compares two straight RGBA rasters of the same size.
    init(_ first: [UInt8], _ second: [UInt8]) {
        precondition(first.count == second.count && first.count.isMultiple(of: 4), "rasters of different sizes")
        var (total, differing, maximum) = (0, 0, 0)
        for pixel in stride(from: 0, to: first.count, by: 4) {
            var largest = 0
            for channel in pixel..<pixel + 3 {
                let difference = abs(Int(first[channel]) - Int(second[channel]))
                total += difference
                largest = max(largest, difference)
            }
            if largest > Self.threshold { differing += 1 }
            maximum = max(maximum, largest)
        }
        let pixels = first.count / 4
        mean = Double(total) / Double(pixels * 3)
        self.differing = Double(differing) / Double(pixels)
        self.maximum = maximum
    }
}
