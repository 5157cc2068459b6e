import Foundation
import SwiftUI
import Testing

@MainActor
@Suite("Asset catalogs")
struct AssetCatalogTests {
    static let catalog = AssetCatalog(url: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Assets.xcassets"))

    init() {
        AssetCatalog.register(Self.catalog)
    }

    @Test func namedColoursComeFromTheirColourSets() {
        let brand = Color("Brand").resolve(in: EnvironmentValues())
        // Components as Xcode writes them: a decimal, an integer out of 255, hexadecimal; the light variant.
        #expect(abs(Double(brand.red) - 0.2) < 1e-6)
        #expect(abs(Double(brand.green) - 0.4) < 1e-6)
        #expect(abs(Double(brand.blue) - 0.8) < 1e-6)
        let grey = Color("Grey").resolve(in: EnvironmentValues())
        #expect(abs(Double(grey.red) - 0.25) < 1e-6 && grey.opacity == 0.5)
        #expect(UIColor(named: "Brand")?.color == Color("Brand"))
    }

    @Test func aColourSetsDarkVariantDrawsInTheDarkAppearance() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let brand = Color("Brand").resolve(in: dark)
        #expect(brand.red == 1 && brand.green == 1 && brand.blue == 1, "the set's luminosity-dark entry")
        let grey = Color("Grey").resolve(in: dark)
        #expect(abs(Double(grey.red) - 0.25) < 1e-6, "a set without a dark entry is the same in both")
        var darkUIKit = EnvironmentValues()
        darkUIKit.colorScheme = .dark
        #expect(UIColor(named: "Brand")?.color.resolve(in: darkUIKit) == brand)
    }

    @Test func uiKitsSemanticColoursFollowTheScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let background = Color(.systemBackground)
        #expect(background.resolve(in: EnvironmentValues()) == Color.white.resolve(in: EnvironmentValues()))
        #expect(background.resolve(in: dark) == Color.black.resolve(in: dark))
        #expect(Color(.label).resolve(in: dark) == Color.white.resolve(in: dark))
        let gray5 = Color(.systemGray5).resolve(in: dark)
        #expect([gray5.red, gray5.green, gray5.blue].map { ($0 * 255).rounded() } == [44, 44, 46])
        let custom = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemOrange : .systemTeal }
        #expect(custom.color.resolve(in: dark) == Color.orange.resolve(in: dark))
        #expect(custom.color.resolve(in: EnvironmentValues()) == Color.teal.resolve(in: EnvironmentValues()))
        #expect(custom.withAlphaComponent(0.5).color.resolve(in: dark).opacity == 0.5)
        #expect(custom.withAlphaComponent(0.5).color.resolve(in: dark).red == Color.orange.resolve(in: dark).red, "alpha keeps each appearance's colour")
    }

    @Test func anImageSetsDarkVariantDrawsInTheDarkAppearance() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-assets-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let set = folder.appendingPathComponent("Moon.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        /// The first bytes of a PNG of `width` × `height` pixels: all that sizing an image reads.
        func pngHeader(_ width: UInt8, _ height: UInt8) -> Data {
            Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height])
        }
        try pngHeader(10, 10).write(to: set.appendingPathComponent("moon.png"))
        try pngHeader(20, 30).write(to: set.appendingPathComponent("moon-dark.png"))
        let contents = #"""
        { "images": [
            { "filename": "moon.png", "idiom": "universal", "scale": "1x" },
            { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "filename": "moon-dark.png", "idiom": "universal", "scale": "1x" }
        ] }
        """#
        try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let catalog = AssetCatalog(url: folder)
        #expect(catalog.image(named: "Moon", colorScheme: .light)?.url.lastPathComponent == "moon.png")
        #expect(catalog.image(named: "Moon", colorScheme: .dark)?.url.lastPathComponent == "moon-dark.png")
        AssetCatalog.register(catalog)
        let host = HeadlessHost(Image("Moon").accessibilityIdentifier("moon"), size: CGSize(width: 100, height: 100))
        #expect(host.displayList.items(identifiedAs: "moon").first?.frame.size == CGSize(width: 10, height: 10))
        host.systemColorScheme = .dark
        #expect(host.displayList.items(identifiedAs: "moon").first?.frame.size == CGSize(width: 20, height: 30), "the dark variant")
    }

    @Test func aColourSetIsReadOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-assets-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let set = folder.appendingPathComponent("Once.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let contents = #"{ "colors": [ { "color": { "components": { "red": "1", "green": "0", "blue": "0", "alpha": "1" } } } ] }"#
        try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let catalog = AssetCatalog(url: folder)
        let first = try catalog.color(named: "Once").get()
        try FileManager.default.removeItem(at: set)
        // The set is gone from disk; the colour read before is still the one given.
        #expect(try catalog.color(named: "Once").get() == first)
    }

    @Test func missingAndBrokenColoursAreClear() {
        #expect(Color("Missing") == .clear)
        #expect(Self.catalog.color(named: "Broken") == .failure(.unreadable("Broken", Self.catalog.url.appendingPathComponent("Broken.colorset/Contents.json").path)))
        #expect(Color("Broken") == .clear)
    }

    @Test func namedImagesComeFromTheirImageSetsInPoints() throws {
        let host = HeadlessHost(Image("star").accessibilityIdentifier("star"), size: CGSize(width: 100, height: 100))
        let item = try #require(host.displayList.items(identifiedAs: "star").first)
        guard case .image(let image) = item.content else { Issue.record("not an image"); return }
        #expect(image.url?.lastPathComponent == "star@2x.png")
        #expect(image.naturalSize == CGSize(width: 20, height: 10))
        #expect(host.diagnostics.isEmpty)
        // A namespaced folder's name reaches the same set.
        #expect(Self.catalog.image(named: "Icons/star")?.scale == 2)
    }

    @Test func catalogsAreFoundInFolders() {
        let folder = Self.catalog.url.deletingLastPathComponent()
        #expect(AssetCatalog.catalogs(in: folder) == [Self.catalog])
    }
}
