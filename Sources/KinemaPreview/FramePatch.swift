import Foundation
import KinemaRender

/// The pixels of a frame that changed, as a binary message to the page: the region's left and
/// top pixel as two little-endian 32-bit integers, then the region as PNG. The page draws it
/// over what it shows; the first patch a page receives covers the whole frame.
///
/// Sending only what changed keeps frames small and quick to encode when a small part of the
/// app animates, which is what lets the preview keep up with the display.
struct FramePatch: Equatable, Sendable {
    /// Where the patch goes, in the frame's pixels.
    let x: Int
    let y: Int
    /// The patch's pixels.
    let png: [UInt8]

    /// The binary message.
    var message: Data {
        var data = Data(capacity: 8 + png.count)
        for value in [UInt32(x), UInt32(y)] {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(contentsOf: png)
        return data
    }

    /// Reads a binary message; nil when it is too short to hold the header.
    init?(message: [UInt8]) {
        guard message.count > 8 else { return nil }
        func word(at offset: Int) -> Int {
            (0..<4).reduce(0) { $0 | Int(message[offset + $1]) << (8 * $1) }
        }
        (x, y, png) = (word(at: 0), word(at: 4), Array(message[8...]))
    }

    /// The pixels of `region` of `canvas`.
    init(_ region: PixelRegion, of canvas: PixelCanvas) throws {
        (x, y, png) = (region.x, region.y, try canvas.pngData(of: region))
    }
}
