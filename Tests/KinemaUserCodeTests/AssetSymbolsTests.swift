import Foundation
import Testing
@testable import KinemaUserCode

/// Asset symbols are named as Xcode names them.
struct AssetSymbolsTests {
    @Test func namesAreLowerCamelCaseIdentifiers() {
        #expect(AssetSymbols.symbolName("StudioPurple", dropping: "Color") == "studioPurple")
        #expect(AssetSymbols.symbolName("AccentColor", dropping: "Color") == "accent")
        #expect(AssetSymbols.symbolName("newyear-2025-darker", dropping: nil) == "newyear2025Darker")
        #expect(AssetSymbols.symbolName("Book Images", dropping: nil) == "bookImages")
        #expect(AssetSymbols.symbolName("SFLogo", dropping: nil) == "sfLogo")
        #expect(AssetSymbols.symbolName("URL", dropping: nil) == "url")
        #expect(AssetSymbols.symbolName("3d_cube", dropping: nil) == "_3DCube")
        #expect(AssetSymbols.symbolName("newyear2025darker", dropping: nil) == "newyear2025Darker")
        #expect(AssetSymbols.symbolName("default", dropping: nil) == "`default`")
        #expect(AssetSymbols.symbolName("--", dropping: nil) == nil)
    }

    @Test func aSystemColourNameKeepsOnlyItsResource() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        for set in ["Purple.colorset", "DarkBlue.colorset", "heart.imageset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(set), withIntermediateDirectories: true)
        }
        let source = try #require(AssetSymbols.source(for: [catalog]))
        #expect(source.contains("static let purple = ColorResource(name: \"Purple\", bundle: .main)"))
        #expect(!source.contains("static var purple"), "Color.purple is SwiftUI's")
        #expect(source.contains("static var darkBlue: Color { Color(.darkBlue) }"))
        #expect(source.contains("static let heart = ImageResource(name: \"heart\", bundle: .main)"))
    }
}
