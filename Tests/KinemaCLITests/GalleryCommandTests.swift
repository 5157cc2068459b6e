import Foundation
import Testing
import KinemaTestSupport

/// `kinema gallery`: every view of a folder (and examples) to GIFs, side by side in a page.
@MainActor @Suite("A gallery of a folder", .serialized)
struct GalleryCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-gallery-\(UUID().uuidString)")

    private func gallery(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String, errors: String) {
        try KinemaBinary.run(["gallery"] + arguments, in: UserCodeCommandTests.fixtures.appendingPathComponent(folder),
                             environment: ["KINEMA_CACHE": scratch.appendingPathComponent("cache").path, "KINEMA_BODY_TIMEOUT": "1"])
    }

    /// README's walkthrough folder and an example, recorded on both cores; the page's GIFs load.
    @Test func recordsTheReadmesViewsAndAnExampleIntoAPage() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("gallery")
        let result = try gallery([".", "like-heart", "--fps", "10", "-o", output.path], in: "Named")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "Gallery of 6 view(s), 0 not recorded: \(output.path)/index.html\n")
        #expect(result.errors.contains("recording 6 view(s), 2 at a time"))
        #expect(result.errors.contains("[6/6]"))
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        for name in ["Badge", "Hidden", "Literal", "Literal_Previews", "like-heart"] { #expect(page.contains("<b>\(name)</b>"), "\(name)") }
        #expect(page.contains("tap badge; wait 1"), "the preview's own script, from its comment")
        let images = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".gif") }
        #expect(images.count == 6)

        guard HeadlessChromium.executable != nil else { return }
        let browser = try await HeadlessChromium.launch()
        defer { Task { await browser.quit() } }
        try await browser.navigate(to: output.appendingPathComponent("index.html"))
        try await browser.wait(for: "document.images.length === 6 && Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0)")
    }

    @Test func recordsEveryExampleWithItsOwnScript() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let names = try KinemaBinary.run(["list"]).output.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let output = scratch.appendingPathComponent("examples")
        let result = try gallery(["--examples", "--fps", "5", "-o", output.path], in: "Named")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "Gallery of \(names.count) view(s), 0 not recorded: \(output.path)/index.html\n")
        let images = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".gif") }
        #expect(Set(images) == Set(names.map { $0 + ".gif" }))
    }

    @Test func viewsThatDoNotCompileTrapOrNeverReturnAreListedWithTheReason() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("mixed")
        let result = try gallery([".", "../Stuck", "--fps", "5", "--jobs", "1", "-o", output.path], in: "Mixed")
        #expect(result.status == 1)
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("does not compile: 9: cannot find 'TextEditor' in scope"), "\(page)")
        #expect(page.contains("the view 'Traps' trapped at run time (signal 4): Fatal error: Index out of range"))
        #expect(page.contains("the body of 'Spinner' has not returned in 1 s"))
        #expect(page.contains("<b>Good</b>"), "what runs is recorded beside what does not")
    }

    @Test func badArgumentsSayWhy() throws {
        let none = try gallery(["-o", scratch.path], in: "Named")
        #expect(none.status != 0 && none.errors.contains("name Swift files or folders, examples, or --examples"))
        let unknown = try gallery(["no-such-example", "-o", scratch.path], in: "Named")
        #expect(unknown.status != 0 && unknown.errors.contains("there is no example 'no-such-example'"))
        let jobs = try gallery([".", "--jobs", "0", "-o", scratch.path], in: "Named")
        #expect(jobs.status != 0 && jobs.errors.contains("--jobs must be from 1 to 64, not 0"))
    }
}
