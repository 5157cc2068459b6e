import Foundation

/// What a PNG file's first bytes say, read independently of the encoder under test.
public enum PNGHeader {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from the IHDR chunk, which always follows the signature.
    public static func dimensions(of png: [UInt8]) -> (width: Int, height: Int)? {
        guard png.count >= 24, Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
        func int(at offset: Int) -> Int {
            png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (int(at: 16), int(at: 20))
    }
}
