import Foundation
import Testing
import KinemaRender
import KinemaTestSupport

@Suite("PNG output")
struct PNGTests {
    @Test func pngDataHasSignatureAndPixelSize() throws {
        let canvas = try PixelCanvas(pixelWidth: 37, pixelHeight: 11, scale: 2)
        canvas.fillBackground(.white)
        let png = try canvas.pngData()
        #expect(Array(png.prefix(8)) == PNGHeader.signature)
        let size = try #require(PNGHeader.dimensions(of: png))
        #expect(size.width == 37)
        #expect(size.height == 11)
    }

    @Test func writtenFileMatchesInMemoryEncoding() throws {
        let canvas = try PixelCanvas(pixelWidth: 16, pixelHeight: 16)
        canvas.fill(CGRect(x: 4, y: 4, width: 8, height: 8), color: PixelColor(hex: 0x336699))
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
