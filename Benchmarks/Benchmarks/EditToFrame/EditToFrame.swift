// Xcode's canvas loop with `kinema preview PATH` (issue #30): a 200-line SwiftUI file is saved
// with one colour changed, and the time is measured from the write to the page in Debian's
// headless Chromium drawing the new colour: the watcher noticing the save, the build (type check,
// compile, link against Kinema's runtime), the new program starting, the page reconnecting, and
// the first frame drawn. The page is watched from inside (a promise polling the canvas every
// 5 ms), so the figure includes one DevTools round trip, about a millisecond.
//
// It runs the `kinema` of the main package's release build (`swift build -c release --product
// kinema` and `--product KinemaUserRuntime` in the folder above, as `bash Scripts/demo` does), or
// the one KINEMA_BINARY names; it stops with a message when there is none, or no chromium.

import Benchmark
import Foundation
import KinemaTestSupport

/// A `kinema preview` of a folder, and a page watching it.
@MainActor final class Rig {
    let folder: URL
    let kinema: Process
    let browser: HeadlessChromium
    var saves = 0

    init(folder: URL, kinema: Process, browser: HeadlessChromium) {
        (self.folder, self.kinema, self.browser) = (folder, kinema, browser)
    }
}

@MainActor var rig: Rig?

/// The file saved: eight cards with springs, and a gallery of four on a background of the
/// colour `level` (0–255) gives, which the page's middle pixel shows. 230 lines.
func source(level: Int) -> String {
    var lines = ["import SwiftUI", ""]
    for index in 0..<8 {
        lines += """
        struct Card\(index): View {
            @State private var expanded = false
            @State private var angle = 0.0
            var title: String
            var body: some View {
                VStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: expanded ? 24 : 12)
                        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                        .frame(width: expanded ? 220 : 120, height: expanded ? 160 : 90)
                        .rotationEffect(.degrees(angle))
                        .shadow(radius: expanded ? 12 : 4, y: expanded ? 8 : 2)
                    Text(title).font(.headline)
                    HStack {
                        ForEach(0..<3) { index in
                            Circle().fill(index == 1 ? Color.orange : .gray).frame(width: 10, height: 10)
                        }
                    }
                }
                .onTapGesture {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.6)) {
                        expanded.toggle()
                        angle += 15
                    }
                }
            }
        }

        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    lines += [
        "struct Gallery: View {", "    var body: some View {", "        ZStack {",
        "            Color(red: \(level) / 255, green: 0, blue: 0).ignoresSafeArea()",
        "            HStack { Card0(title: \"One\"); Card1(title: \"Two\") }.offset(y: 300)", "        }", "    }", "}", "",
        "#Preview(\"Gallery\") { Gallery() }",
    ]
    return lines.joined(separator: "\n") + "\n"
}

struct BenchmarkSetupError: Error, CustomStringConvertible {
    let description: String
}

/// The `kinema` to run.
func kinemaBinary() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["KINEMA_BINARY"] { return URL(fileURLWithPath: path) }
    let release = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent()
        .appendingPathComponent(".build/release/kinema")
    guard FileManager.default.isExecutableFile(atPath: release.path) else {
        throw BenchmarkSetupError(description: "no kinema at \(release.path): build it in release, or name one with KINEMA_BINARY")
    }
    return release
}

@MainActor func startRig() async throws {
    guard HeadlessChromium.executable != nil else { throw BenchmarkSetupError(description: "chromium is not installed") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-edit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try source(level: 255).write(to: folder.appendingPathComponent("Cards.swift"), atomically: true, encoding: .utf8)
    let kinema = Process()
    kinema.executableURL = try kinemaBinary()
    kinema.arguments = ["preview", ".", "--port", "0", "--width", "200", "--height", "200", "--no-safe-area"]
    kinema.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["KINEMA_CACHE"] = folder.appendingPathComponent(".cache").path
    kinema.environment = environment
    let errors = Pipe()
    kinema.standardError = errors
    kinema.standardOutput = FileHandle.nullDevice
    try kinema.run()
    // The first build, then the page's address.
    var said = Data()
    var address: URL?
    while address == nil {
        let chunk = errors.fileHandleForReading.availableData
        if chunk.isEmpty { throw BenchmarkSetupError(description: "kinema ended: \(String(decoding: said, as: UTF8.self))") }
        said.append(chunk)
        let text = String(decoding: said, as: UTF8.self)
        if let line = text.split(separator: "\n").first(where: { $0.contains("(watching for saves)") }),
           let start = line.range(of: "http://") {
            address = URL(string: String(line[start.lowerBound...].prefix { $0 != " " }))
        }
    }
    // Keep reading what it says, so that it never waits on a full pipe.
    Thread.detachNewThread { while !errors.fileHandleForReading.availableData.isEmpty {} }
    let browser = try await HeadlessChromium.launch()
    try await browser.navigate(to: address!)
    try await browser.wait(for: "window.kinema && kinema.frames > 0", within: 60)
    rig = Rig(folder: folder, kinema: kinema, browser: browser)
}

@MainActor func stopRig() async {
    guard let current = rig else { return }
    await current.browser.quit()
    current.kinema.terminate()
    current.kinema.waitUntilExit()
    try? FileManager.default.removeItem(at: current.folder)
    rig = nil
}

/// The next save: the file's text, and the colour level its background shows.
@MainActor func nextSave(_ rig: Rig) -> (file: URL, text: String, level: Int) {
    rig.saves += 1
    let level = 254 - rig.saves % 200
    return (rig.folder.appendingPathComponent("Cards.swift"), source(level: level), level)
}

/// Waits until the page's middle pixel shows `level`; false after 30 s.
@MainActor func pageShows(_ rig: Rig, level: Int) async throws -> Bool {
    try await rig.browser.evaluate("""
        new Promise((resolve) => { const started = performance.now(); const look = () => {
          const c = document.getElementById('frame'), d = c && c.width ? c.getContext('2d').getImageData(c.width / 2, c.height / 2, 1, 1).data : [];
          if (d[0] === \(level) && d[1] === 0 && d[2] === 0) resolve(true);
          else if (performance.now() - started > 30000) resolve(false); else setTimeout(look, 5); }; look(); })
        """, awaitingPromise: true) as? Bool == true
}

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "Edit and see: save a 200-line file to its new frame in Chromium",
        configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 2, maxDuration: .seconds(120), maxIterations: 30)
    ) { benchmark in
        guard let rig = await rig else { return }
        let save = await nextSave(rig)
        benchmark.startMeasurement()
        try save.text.write(to: save.file, atomically: true, encoding: .utf8)
        let drawn = try await pageShows(rig, level: save.level)
        benchmark.stopMeasurement()
        guard drawn else { throw BenchmarkSetupError(description: "the page did not draw the save within 30 s") }
    } setup: {
        try await startRig()
    } teardown: {
        await stopRig()
    }
}
