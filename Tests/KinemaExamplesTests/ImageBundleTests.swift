import Foundation
import Kinema
@testable import KinemaExamples
import Testing

/// `Image(_:bundle:)` finds PNG files among a bundle's resources.
@MainActor
struct ImageBundleTests {
    func image(_ host: HeadlessHost) -> ImageItem? {
        host.displayList.flattened.compactMap { item -> ImageItem? in
            if case .image(let image) = item.content { image } else { nil }
        }.first
    }

    @Test(arguments: ["cat", "cat.png"])
    func findsAPNGWithOrWithoutItsExtension(name: String) throws {
        let host = HeadlessHost(Image(name, bundle: .module))
        let item = try #require(image(host))
        #expect(item.url?.lastPathComponent == "cat.png")
        #expect(item.naturalSize == CGSize(width: 256, height: 256))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func findsImagesInAnyBundle() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try #require(Bundle.module.url(forResource: "dog", withExtension: "png"))
        try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent("puppy.png"))
        let bundle = try #require(Bundle(url: directory))

        let host = HeadlessHost(Image("puppy", bundle: bundle).resizable().frame(width: 50, height: 40))
        let item = try #require(image(host))
        #expect(item.url?.lastPathComponent == "puppy.png")
        #expect(item.frame.size == CGSize(width: 50, height: 40))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aMissingImageIsReportedNotDrawn() {
        let host = HeadlessHost(Image("unicorn", bundle: .module))
        #expect(image(host)?.url == nil)
        #expect(host.diagnostics.map(\.kind) == [.missingImage])
        #expect(host.diagnostics.first?.message.contains("unicorn") == true)
    }
}
