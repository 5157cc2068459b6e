import Foundation
import Testing
import KinemaRender

@Suite("PNG output")
struct PNGTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from the IHDR chunk, which always follows the signature.
    static func dimensions(of png: [UInt8]) -> (width: Int, height: Int)? {
        guard png.count >= 24, Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
        func int(at offset: Int) -> Int {
            png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (int(at: 16), int(at: 20))
    }

    @Test func pngDataHasSignatureAndPixelSize() throws {
        let canvas = try PixelCanvas(pixelWidth: 37, pixelHeight: 11, scale: 2)
        canvas.fillBackground(.white)
        let png = try canvas.pngData()
        #expect(Array(png.prefix(8)) == Self.signature)
        let size = try #require(Self.dimensions(of: png))
        #expect(size.width == 37)
        #expect(size.height == 11)
    }

    @Test func writtenFileMatchesInMemoryEncoding() throws {
        let canvas = try PixelCanvas(pixelWidth: 16, pixelHeight: 16)
        canvas.fill(CGRect(x: 4, y: 4, width: 8, height: 8), color: RenderColor(hex: 0x336699))
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-render-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try canvas.writePNG(to: path)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written == (try canvas.pngData()))
    }

    @Test func writingToAMissingDirectoryNamesThePath() throws {
        let canvas = try PixelCanvas(pixelWidth: 2, pixelHeight: 2)
        let path = "/nonexistent-kinema-dir/out.png"
        #expect {
            try canvas.writePNG(to: path)
        } throws: { error in
            guard case let .fileWrite(failedPath, reason) = error as? RenderError else { return false }
            return failedPath == path && "\(error)".contains(path) && !reason.isEmpty
        }
    }
}
