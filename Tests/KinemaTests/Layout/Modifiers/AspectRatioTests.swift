import Foundation
import Kinema
import Testing

/// Images and shapes constrained to an aspect ratio.
@MainActor
final class AspectRatioTests {
    /// A folder holding a 40 × 20 PNG, made for each test and removed after it.
    let imageDirectory: URL

    init() throws {
        imageDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-aspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: imageDirectory, withIntermediateDirectories: true)
        // The smallest valid header Kinema reads sizes from: signature, IHDR length and type,
        // width 40, height 20.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 40, 0, 0, 0, 20, 8, 6, 0, 0, 0]
        try Data(bytes).write(to: imageDirectory.appendingPathComponent("wide.png"))
    }

    deinit { try? FileManager.default.removeItem(at: imageDirectory) }

    func contentFrame(of view: some View, in size: CGSize) -> CGRect? {
        let host = HeadlessHost(view, size: size, images: ImageLibrary(directories: [imageDirectory]))
        return host.displayList.items(identifiedAs: "content").first?.frame
    }

    @Test func scaledToFitKeepsTheImagesRatioInsideTheSpace() throws {
        let view = Image("wide").resizable().scaledToFit().frame(width: 100, height: 100).accessibilityIdentifier("content")
        let frame = try #require(contentFrame(of: view, in: CGSize(width: 200, height: 200)))
        #expect(frame.size == CGSize(width: 100, height: 50))
        #expect(frame.midY == 100, "centred")
    }

    @Test func scaledToFillCoversTheSpace() throws {
        let view = Image("wide").resizable().scaledToFill().frame(width: 100, height: 100).accessibilityIdentifier("content")
        let frame = try #require(contentFrame(of: view, in: CGSize(width: 200, height: 200)))
        #expect(frame.size == CGSize(width: 200, height: 100))
    }

    @Test func anExplicitRatio() throws {
        let view = Rectangle().aspectRatio(2, contentMode: .fit).frame(width: 90, height: 90).accessibilityIdentifier("content")
        let frame = try #require(contentFrame(of: view, in: CGSize(width: 200, height: 200)))
        #expect(frame.size == CGSize(width: 90, height: 45))
    }

    @Test func badRatiosCountAsSquare() throws {
        let view = Rectangle().aspectRatio(.nan, contentMode: .fit).frame(width: 90, height: 60).accessibilityIdentifier("content")
        let frame = try #require(contentFrame(of: view, in: CGSize(width: 200, height: 200)))
        #expect(frame.size == CGSize(width: 60, height: 60))
    }
}
