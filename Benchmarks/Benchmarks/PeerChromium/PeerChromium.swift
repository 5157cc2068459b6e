// A peer benchmark: Kinema against Debian's headless Chromium, on the same scene.
//
// N rounded squares in a grid in an 800 × 600 frame at scale 1 (N = 100, 1,000 and 10,000 by
// default), each moving on three springs (offset x and y, and a turn), all retargeted every
// second so that they never settle (PeerMotion). In Kinema, a view in a HeadlessHost drawn by
// DisplayListRenderer (PeerScene, PeerDriver); in Chromium, a page of absolutely positioned divs
// whose transforms its JavaScript steps with the same springs (PeerPage).
//
// - Engine only: Kinema advances its clock by 1/60 s and takes the display list, no pixels;
//   the page steps the springs, writes the transforms and forces style and layout (reading
//   `document.body.offsetHeight`), frame after frame in one task timed with performance.now(),
//   so that nothing is painted.
// - Whole frames: Kinema also draws the display list into the canvas; Chromium, launched with
//   frame production unthrottled, runs the same frames in requestAnimationFrame callbacks, and
//   the callbacks' rate is its rate of whole frames (see PeerPage.wholeFramesPerSecond).
// - Pixels: both frozen at the same frame, 0.75 s after a retarget, and compared channel by
//   channel: Kinema's canvas against Chromium's screenshot.
//
// Rounds interleave the sides (Kinema first in odd rounds, Chromium first in even ones) so that
// a change in the machine's load shows in the spread of the ratios rather than in one side.
//
// Run from Benchmarks/: swift run -c release PeerChromium [--rounds R] [--counts 100,1000,10000]
// [--seconds S]. Progress goes to stderr, a Markdown table for BENCHMARKS.md to stdout.

import Foundation
import KinemaTestSupport

@main
@MainActor
struct PeerChromium {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--help"] || arguments == ["-h"] {
            print(PeerOptions.usage)
            return
        }
        let options: PeerOptions
        do {
            options = try PeerOptions(arguments)
        } catch {
            log("error: \((error as? PeerOptionsError)?.message ?? "\(error)")\n\(PeerOptions.usage)")
            exit(2)
        }
        do {
            try await run(options)
        } catch {
            log("error: \(error)")
            exit(1)
        }
    }

    static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func run(_ options: PeerOptions) async throws {
        guard HeadlessChromium.executable != nil else {
            log("chromium is not installed (apt-get install chromium): Kinema's figures only")
            let results = try await measure(options, page: nil)
            print(PeerReport(results: results, options: options, chromium: nil).markdown)
            return
        }
        // Commands wait for a whole measured window at most, and then some.
        let browser = try await HeadlessChromium.launch(extraFlags: PeerPage.flags, commandTimeout: options.seconds + 30)
        do {
            let version = try await browser.call("Browser.getVersion", inPage: false)["product"] as? String ?? "Chromium"
            let page = try await PeerPage.open(in: browser)
            defer { page.close() }
            log("\(version), flags: \((HeadlessChromium.standardFlags + PeerPage.flags).joined(separator: " "))")
            var results = try await measure(options, page: page)
            for index in results.indices {
                let grid = PeerGrid(count: results[index].count)!
                try await page.build(grid)
                let chromiumPixels = try await page.pixels(atFrame: PeerMotion.comparedFrame)
                let kinemaPixels = try PeerDriver.pixels(of: grid, atFrame: PeerMotion.comparedFrame)
                let difference = PixelDifference(kinemaPixels, chromiumPixels)
                results[index].pixels = difference
                log("N = \(grid.count.formatted()): pixels at frame \(PeerMotion.comparedFrame) differ by \(PeerReport.number(difference.mean))/255 "
                    + "on average, \(PeerReport.number(difference.differing * 100)) % by more than \(PixelDifference.threshold)/255, at most \(difference.maximum)/255")
            }
            await browser.quit()
            print(PeerReport(results: results, options: options, chromium: version).markdown)
        } catch {
            await browser.quit()
            throw error
        }
    }

    /// Every round, every count: each side's engine and whole frames per second, Kinema first in
    /// odd rounds; and once per count, Chromium's pipeline traced.
    static func measure(_ options: PeerOptions, page: PeerPage?) async throws -> [PeerResult] {
        var results = options.counts.map { PeerResult(count: $0) }
        for round in 1...options.rounds {
            for index in results.indices {
                let grid = PeerGrid(count: results[index].count)!
                var line = "round \(round)/\(options.rounds), N = \(grid.count.formatted()):"
                func kinema() throws {
                    let driver = try PeerDriver(grid: grid)
                    let engine = driver.framesPerSecond(for: options.seconds, driver.engineFrame)
                    let whole = driver.framesPerSecond(for: options.seconds, driver.wholeFrame)
                    results[index].kinemaEngine.append(engine)
                    results[index].kinemaWhole.append(whole)
                    line += " Kinema \(PeerReport.number(1000 / engine)) ms engine, \(PeerReport.number(whole)) fps whole;"
                }
                func chromium(_ page: PeerPage) async throws {
                    try await page.build(grid)
                    let engine = try await page.engineFramesPerSecond(for: options.seconds)
                    let whole = try await page.wholeFramesPerSecond(for: options.seconds)
                    results[index].chromiumEngine.append(engine)
                    results[index].chromiumWhole.append(whole)
                    line += " Chromium \(PeerReport.number(1000 / engine)) ms engine, \(PeerReport.number(whole)) fps whole;"
                    if round == 1 {
                        let counts = try await page.pipelineCounts(for: 1)
                        results[index].pipeline = counts
                        line += " traced: \(counts.main) main frames, \(counts.activated) activated, \(counts.drawn) drawn;"
                    }
                }
                if round % 2 == 1 { try kinema() }
                if let page { try await chromium(page) }
                if round % 2 == 0 { try kinema() }
                log(String(line.dropLast()))
            }
        }
        return results
    }
}
