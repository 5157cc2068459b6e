import Foundation
import KinemaUserCode
import Testing
import KinemaTestSupport

/// Every code listing of the seed documents — the WWDC23 session, the Animatable article and the
/// placement article — compiles as written, with `import SwiftUI`, each file alone (the listings
/// reuse names). The fixtures restore the session transcript's line breaks, fill an article's
/// "..." with the listing that the article says goes there, and give an expression listing the
/// view that holds its values; each file says which. Left out, as they compile nowhere: the
/// article's excerpts of SwiftUI's own interface (`extension CGPoint : Animatable { public var
/// animatableData: … }`, bodiless) and the fragments that use code the article does not show
/// (`drawVertexLines`' caller's `vertex`, `FlowerView`).
struct SeedListingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SeedListings")

    static let listings: [String] = ["Session", "Animatable", "Placement"].flatMap { group in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(group).path)) ?? [])
            .filter { $0.hasSuffix(".swift") && $0 != "Pet.swift" }.sorted().map { "\(group)/\($0)" }
    }

    @Test func everyDocumentHasItsListings() {
        #expect(Self.listings.filter { $0.hasPrefix("Session/") }.count == 12)
        #expect(Self.listings.filter { $0.hasPrefix("Animatable/") }.count == 13)
        #expect(Self.listings.filter { $0.hasPrefix("Placement/") }.count == 7)
    }

    @Test(arguments: listings)
    func listingCompiles(_ listing: String) throws {
        let toolchain = try Toolchain()
        let runtime = KinemaRuntime()
        let file = Self.folder.appendingPathComponent(listing).path
        let source = try String(contentsOfFile: file, encoding: .utf8)
        // A listing of statements (`let curve = …; curve.value(at:)`) is a script; the others are
        // files of an app, beside the session's `Pet`.
        let script = SourceScanner.scan(source: source, path: file).hasTopLevelCode
        let files = script ? [file] : [file, Self.folder.appendingPathComponent("Session/Pet.swift").path]
        let flags = ["-typecheck", "-swift-version", "5", "-diagnostic-style=llvm"] + (script ? [] : ["-parse-as-library"])
        let result = try toolchain.run(toolchain.swiftc, flags + runtime.compilerFlags + files)
        let errors = CompilerDiagnostic.parse(result.output).filter { $0.severity == .error }
        #expect(result.status == 0 && errors.isEmpty, "\(listing): \(errors.map(\.message))")
    }
}
