import Foundation

/// What was measured for one count of rectangles: each side's frames per second, round by round,
/// and what was checked once.
struct PeerResult {
    let count: Int
    var kinemaEngine: [Double] = []
    var kinemaWhole: [Double] = []
    var chromiumEngine: [Double] = []
    var chromiumWhole: [Double] = []
    /// Chromium's pipeline while the page played, traced (see ``PeerPage/pipelineCounts(for:)``).
    var pipeline: (main: Int, activated: Int, drawn: Int)?
    var pixels: PixelDifference?
}

/// The results as Markdown, for BENCHMARKS.md.
struct PeerReport {
    /// The least Kinema ÷ Chromium throughput aimed for.
    static let engineTarget = 5.0
    static let wholeTarget = 2.0

    let results: [PeerResult]
    let options: PeerOptions
    /// Chromium's version, or nil when it is not installed.
    let chromium: String?

    var markdown: String {
        var lines = [
            "PeerChromium, \(Self.today), Kinema at \(Self.commit); \(chromium ?? "Chromium not installed: Kinema only"); "
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores; interleaved rounds: \(options.rounds), of \(Self.number(options.seconds)) s a measure.",
            "",
            "| N | engine, Kinema | engine, Chromium | engine ratio (spread), target ≥ \(Self.number(Self.engineTarget))× "
                + "| whole, Kinema | whole, Chromium | whole ratio (spread), target ≥ \(Self.number(Self.wholeTarget))× | pixel difference |",
            "|--:|--:|--:|:--|--:|--:|:--|:--|",
        ]
        for result in results {
            let engineRatios = Self.ratios(result.kinemaEngine, result.chromiumEngine)
            let wholeRatios = Self.ratios(result.kinemaWhole, result.chromiumWhole)
            lines.append("| " + [
                result.count.formatted(),
                Self.milliseconds(result.kinemaEngine), Self.milliseconds(result.chromiumEngine), Self.ratio(engineRatios, target: Self.engineTarget),
                Self.fps(result.kinemaWhole), Self.fps(result.chromiumWhole), Self.ratio(wholeRatios, target: Self.wholeTarget),
                result.pixels.map { "mean \(Self.number($0.mean))/255, \(Self.number($0.differing * 100)) % > \(PixelDifference.threshold)/255, max \($0.maximum)" } ?? "—",
            ].joined(separator: " | ") + " |")
        }
        lines += [
            "",
            "Medians over the rounds. Engine: ms per frame (Kinema: advance the clock 1/60 s and take the display list; "
                + "Chromium: step the springs in JavaScript, write the transforms, force style and layout). Whole: frames per second "
                + "with pixels (Kinema: the same and draw into an 800 × 600 canvas; Chromium: requestAnimationFrame frames, unthrottled). "
                + "Ratios are Kinema's throughput ÷ Chromium's, the median of the rounds' ratios (their least–greatest); "
                + "✓: the target met in every round. Pixel difference at frame \(PeerMotion.comparedFrame) (0.75 s after a retarget), "
                + "per channel.",
        ]
        if results.contains(where: { !$0.chromiumWhole.isEmpty }) {
            lines += ["", "Ratios round by round (engine; whole):"]
            for result in results {
                let engine = Self.ratios(result.kinemaEngine, result.chromiumEngine).map { Self.number($0) }.joined(separator: ", ")
                let whole = Self.ratios(result.kinemaWhole, result.chromiumWhole).map { Self.number($0) }.joined(separator: ", ")
                lines.append("- \(result.count.formatted()): \(engine); \(whole)")
            }
        }
        let traced = results.compactMap { result in
            result.pipeline.map { "\(result.count.formatted()): \($0.main) main frames, \($0.activated) activated, \($0.drawn) drawn" }
        }
        if !traced.isEmpty {
            lines += ["", "Chromium's pipeline, traced for 1 s of playing (equal counts: every main frame rasterised and drawn): " + traced.joined(separator: "; ") + "."]
        }
        return lines.joined(separator: "\n")
    }

    private static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    private static func ratios(_ kinema: [Double], _ chromium: [Double]) -> [Double] {
        zip(kinema, chromium).map { $0 / $1 }
    }

    private static func ratio(_ ratios: [Double], target: Double) -> String {
        guard let median = median(ratios), let least = ratios.min(), let greatest = ratios.max() else { return "—" }
        return "\(number(median))× (\(number(least))–\(number(greatest))×) \(least >= target ? "✓" : "✗")"
    }

    private static func milliseconds(_ framesPerSecond: [Double]) -> String {
        median(framesPerSecond).map { "\(number(1000 / $0)) ms" } ?? "—"
    }

    private static func fps(_ framesPerSecond: [Double]) -> String {
        median(framesPerSecond).map { "\(number($0)) fps" } ?? "—"
    }

    /// Three significant digits, with thousands separated.
    static func number(_ value: Double) -> String {
        value.formatted(.number.precision(.significantDigits(1...3)))
    }

    private static var today: String {
        Date().formatted(.iso8601.year().month().day())
    }

    /// `git rev-parse --short HEAD`, or "an unknown commit".
    private static var commit: String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--short", "HEAD"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "an unknown commit" }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let hash = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !hash.isEmpty ? hash : "an unknown commit"
    }
}
