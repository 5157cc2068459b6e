import Foundation
import Kinema
import KinemaRender
import KinemaTestSupport
import Testing

@Suite("Display list: output files")
struct OutputFileTests {
    let scene = DisplayList(items: [
        Fixture.effect(.shadow(color: Fixture.black, radius: 4, offset: CGSize(width: 3, height: 3)),
                       Fixture.fill(Path(roundedRect: CGRect(x: 10, y: 10, width: 60, height: 40), cornerRadius: 8), Fixture.blue)),
        Fixture.text("Vector text", frame: CGRect(x: 10, y: 60, width: 100, height: 20)),
    ])

    @Test func renderPNGEncodesThePixelSize() throws {
        let png = try renderPNG(scene, size: CGSize(width: 120, height: 90), scale: 2)
        #expect(Array(png.prefix(8)) == PNGHeader.signature)
        let size = try #require(PNGHeader.dimensions(of: png))
        #expect(size.width == 240 && size.height == 180)
    }

    @Test func writePNGWritesWhatPNGDataReturns() throws {
        let path = Fixture.temporaryPath("scene.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let renderer = DisplayListRenderer()
        try renderer.writePNG(scene, size: CGSize(width: 120, height: 90), scale: 1, to: path)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written == (try renderer.pngData(scene, size: CGSize(width: 120, height: 90), scale: 1)))
    }

    @Test func svgAndPDFFilesAreWritten() throws {
        let svg = Fixture.temporaryPath("scene.svg"), pdf = Fixture.temporaryPath("scene.pdf")
        defer {
            try? FileManager.default.removeItem(atPath: svg)
            try? FileManager.default.removeItem(atPath: pdf)
        }
        let renderer = DisplayListRenderer()
        try renderer.writeSVG(scene, size: CGSize(width: 120, height: 90), to: svg)
        try renderer.writePDF(scene, size: CGSize(width: 120, height: 90), to: pdf)
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(svgText.contains("<svg") && svgText.contains("width=\"120px\""))
        // The shadow is embedded as an image; the shape stays a path.
        #expect(svgText.contains("<image") && svgText.contains("<path"))
        let pdfData = try Data(contentsOf: URL(fileURLWithPath: pdf))
        #expect(pdfData.count > 500 && pdfData.prefix(5) == Data("%PDF-".utf8))
        #expect(renderer.diagnostics.isEmpty)
    }

    @Test func unusableSizesAndPathsThrow() throws {
        let renderer = DisplayListRenderer()
        #expect(throws: RenderError.self) { try renderer.writeSVG(scene, size: CGSize(width: 0, height: 10), to: Fixture.temporaryPath("x.svg")) }
        #expect(throws: RenderError.self) { try renderer.writePDF(scene, size: CGSize(width: CGFloat.nan, height: 10), to: Fixture.temporaryPath("x.pdf")) }
        #expect(throws: RenderError.self) { _ = try renderer.pngData(scene, size: CGSize(width: -5, height: 10)) }
        #expect(throws: RenderError.self) { _ = try renderer.pngData(scene, size: CGSize(width: 10, height: 10), scale: .infinity) }
        #expect {
            try renderer.writeSVG(scene, size: CGSize(width: 10, height: 10), to: "/nonexistent-kinema-dir/scene.svg")
        } throws: { error in
            guard case .fileWrite(let path, _) = error as? RenderError else { return false }
            return path == "/nonexistent-kinema-dir/scene.svg"
        }
    }
}
