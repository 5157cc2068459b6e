import Foundation
import Testing
import KinemaTestSupport

/// `kinema preview PATH` as Xcode's canvas: a file saved shows in the page without reloading
/// it; a save that does not compile, or a view that traps, shows why over the last good frame,
/// and the next good save recovers. Driven through the page in headless Chromium. It runs with
/// the CPU-bound suites (its waits allow for builds on a busy machine), not in the live preview's
/// pass, whose timings its builds would disturb.
@MainActor @Suite(.serialized)
struct EditAndSeeTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-watch-\(UUID().uuidString)")

    /// A file whose view fills the window with `body`.
    private func save(_ body: String, name: String = "Square.swift") throws {
        let source = """
        import SwiftUI

        struct Square: View {
            var body: some View {
                \(body)
            }
        }

        #Preview("Square") { Square() }

        """
        try source.write(to: scratch.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func start(_ extra: [String] = [], environment: [String: String] = [:]) throws -> RunningKinema {
        try RunningKinema(["preview", ".", "--port", "0", "--width", "120", "--height", "120", "--no-safe-area"] + extra, in: scratch,
                          environment: ["KINEMA_CACHE": scratch.appendingPathComponent(".cache").path].merging(environment) { $1 })
    }

    /// The colour at the middle of the page's picture, as red, green and blue from 0 to 255.
    private func middle(_ browser: HeadlessChromium) async throws -> [Int] {
        let value = try await browser.evaluate(
            "(() => { const c = document.getElementById('frame'); return Array.from(c.getContext('2d').getImageData(c.width / 2, c.height / 2, 1, 1).data).slice(0, 3); })()")
        return (value as? [Any])?.compactMap { ($0 as? NSNumber)?.intValue } ?? []
    }

    private func waitForMiddle(_ browser: HeadlessChromium, _ expected: [Int]) async throws {
        let rgb = expected.map(String.init).joined(separator: ",")
        try await browser.wait(for: """
            (() => { const c = document.getElementById('frame'); if (!c || !c.width) return false;
              return Array.from(c.getContext('2d').getImageData(c.width / 2, c.height / 2, 1, 1).data).slice(0, 3).join(",") === "\(rgb)"; })()
            """, within: 120)
    }

    @Test(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed (apt-get install chromium); the browser test is skipped"))
    func savesShowInThePageAndErrorsShowOverTheLastFrame() async throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try save("Color(red: 1, green: 0, blue: 0).ignoresSafeArea()")
        let kinema = try start()
        defer { kinema.stop() }
        let url = try kinema.address()
        let browser = try await HeadlessChromium.launch()
        defer { Task { await browser.quit() } }
        try await browser.navigate(to: url)
        try await waitForMiddle(browser, [255, 0, 0])
        // Slow motion, chosen in the page, survives the builds.
        _ = try await browser.evaluate(#"document.querySelector('[data-speed="0.5"]').click()"#)
        try await browser.wait(for: "kinema.state && kinema.state.speed === 0.5")

        try save("Color(red: 0, green: 0, blue: 1).ignoresSafeArea()")
        try await waitForMiddle(browser, [0, 0, 255])
        try await browser.wait(for: "kinema.connections === 2 && kinema.build.phase === 'ok'")
        try await browser.wait(for: "kinema.state.speed === 0.5")

        // A save that does not compile: the errors over the last good frame, each showing its line when clicked.
        try save("Colr.green.ignoresSafeArea()")
        try await browser.wait(for: "kinema.build && kinema.build.phase === 'failed'", within: 120)
        #expect(try await browser.evaluate("document.getElementById('build-errors').classList.contains('shown')") as? Bool == true)
        let text = try await browser.evaluate("document.getElementById('build-errors').innerText") as? String ?? ""
        #expect(text.contains("Square.swift does not compile"), "\(text)")
        #expect(text.contains("Square.swift:5:9") && text.contains("cannot find 'Colr' in scope"), "\(text)")
        #expect(try await middle(browser) == [0, 0, 255], "the last good frame stays")
        _ = try await browser.evaluate("document.querySelector('#build-errors .diagnostic').click()")
        let excerpt = try await browser.evaluate("document.querySelector('#build-errors .diagnostic.open pre b').textContent") as? String
        #expect(excerpt?.contains("Colr.green.ignoresSafeArea()") == true, "\(excerpt ?? "")")
        #expect(kinema.errors.contains("Square.swift:5:9: error: cannot find 'Colr' in scope"), "the terminal says it too")

        // The next good save recovers.
        try save("Color(red: 0, green: 1, blue: 0).ignoresSafeArea()")
        try await waitForMiddle(browser, [0, 255, 0])
        try await browser.wait(for: "kinema.build.phase === 'ok' && !document.getElementById('build-errors').classList.contains('shown')")

        // A trap: its message and place over the last frame; the server stays up.
        try save("let colors = [Color.red]\n        return colors[colors.count].ignoresSafeArea()")
        try await browser.wait(for: "kinema.build.phase === 'trapped'", within: 120)
        let trap = try await browser.evaluate("document.getElementById('build-errors').innerText") as? String ?? ""
        #expect(trap.contains("'Square' trapped: Fatal error: Index out of range"), "\(trap)")
        #expect(trap.contains("Square.swift:6"), "the place in the user's file, from the backtrace: \(trap)")
        #expect(try await middle(browser) == [0, 255, 0])
        #expect(kinema.process.isRunning)

        try save("Color(red: 1, green: 0, blue: 0).ignoresSafeArea()")
        try await waitForMiddle(browser, [255, 0, 0])
        try await browser.wait(for: "kinema.build.phase === 'ok' && kinema.connected")
    }

    @Test(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed (apt-get install chromium); the browser test is skipped"))
    func thePageListsTheViewsAndSwitchesBetweenThem() async throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try save("Color(red: 1, green: 0, blue: 0).ignoresSafeArea()")
        try """
        import SwiftUI

        struct Other: View {
            var body: some View { Color(red: 0, green: 0, blue: 1).ignoresSafeArea() }
        }

        #Preview("Other") { Other() }

        """.write(to: scratch.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
        let kinema = try start(["--view", "Square"])
        defer { kinema.stop() }
        let browser = try await HeadlessChromium.launch()
        defer { Task { await browser.quit() } }
        try await browser.navigate(to: try kinema.address())
        try await waitForMiddle(browser, [255, 0, 0])
        let names = try await browser.evaluate("Array.from(document.getElementById('views').options).map((o) => o.textContent)") as? [String]
        #expect(names?.contains { $0.hasPrefix("Other — #Preview, Other.swift:7") } == true, "\(names ?? [])")
        #expect(names?.contains { $0.hasPrefix("Square — #Preview, Square.swift:9") } == true, "\(names ?? [])")
        _ = try await browser.evaluate("""
            (() => { const s = document.getElementById('views'); s.value = kinema.views.find((v) => v.name === 'Other' && v.kind === 'preview').location;
              s.dispatchEvent(new Event('change')); })()
            """)
        try await waitForMiddle(browser, [0, 0, 255])
        try await browser.wait(for: "kinema.current.endsWith('Other.swift:7')")
        #expect(kinema.process.isRunning)
    }

    /// A save that empties the file, a file deleted, a file renamed, saves in quick succession, a
    /// save of the running view's text and a body that never returns: said in the terminal, and
    /// the server keeps serving.
    @Test func badSavesAreSaidAndTheServerKeepsServing() async throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try save("Color.red.ignoresSafeArea()")
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("loop").path, withDestinationPath: ".")
        let kinema = try start(environment: ["KINEMA_BODY_TIMEOUT": "1"])
        defer { kinema.stop() }
        let url = try kinema.address()
        try "".write(to: scratch.appendingPathComponent("Square.swift"), atomically: true, encoding: .utf8)
        try kinema.line(containing: "the view 'Square' is gone: Square.swift is empty")
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("Square.swift"))
        try kinema.line(containing: "no Swift file in '.'")
        try save("Color.blue.ignoresSafeArea()", name: "Renamed.swift")
        try kinema.line(containing: "reloading 'Square'")
        // Two saves within a few milliseconds make one build; the save after them another.
        try save("Color.green.ignoresSafeArea()", name: "Renamed.swift")
        try save("Color.yellow.ignoresSafeArea()", name: "Renamed.swift")
        try kinema.line(containing: "reloading 'Square'", skipping: 1)
        try save("Color.orange.ignoresSafeArea()", name: "Renamed.swift")
        try kinema.line(containing: "reloading 'Square'", skipping: 2)
        #expect(kinema.errors.split(separator: "\n").filter { $0.contains("kinema preview: built in") }.count == 3, "\(kinema.errors)")
        // A save that fails, then one that brings back the text of the view running: no build.
        try save("Colr.orange.ignoresSafeArea()", name: "Renamed.swift")
        try kinema.line(containing: "Renamed.swift does not compile")
        try save("Color.orange.ignoresSafeArea()", name: "Renamed.swift")
        try kinema.line(containing: "up to date: the view running was built from these files")
        #expect(kinema.errors.split(separator: "\n").filter { $0.contains("kinema preview: built in") }.count == 3)
        // A body that never returns is stopped, named, and shown as a trap is.
        try save("var done = false\n        while !done { done = ProcessInfo.processInfo.environment[\"NEVER_SET\"] != nil }\n        return Color.red",
                 name: "Renamed.swift")
        try kinema.line(containing: "kinema preview: 'Square' was stopped; the page shows it until the next save")
        #expect(kinema.errors.contains("error: the body of 'Square' has not returned in 1 s"))
        // The stand-in that shows it serves the page (once it has started).
        try kinema.line(containing: "kinema-preview: previewing at", skipping: 4)
        let page = try await WebSocketConnection.open(url.appendingPathComponent("socket"))
        await page.close()
        #expect(kinema.process.isRunning)
    }

    /// A compiler that never finishes (a stand-in `swiftc` that sleeps) is stopped at the time limit.
    @Test func aBuildThatNeverFinishesIsStoppedAtTheTimeLimit() throws {
        let tools = scratch.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try save("Color.red")
        let swiftc = tools.appendingPathComponent("swiftc")
        try "#!/bin/sh\nsleep 600\n".write(to: swiftc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
        let path = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let kinema = try start(["--compile-time-limit", "1"], environment: ["PATH": path])
        defer { kinema.stop() }
        try kinema.line(containing: "the type check did not finish in 1 s (the time limit)")
        try kinema.line(containing: "waiting for a save that builds")
        #expect(kinema.process.isRunning)
        #expect(ProcessTree.children(of: kinema.process.processIdentifier).isEmpty, "the stopped compiler left nothing running")
    }
}
