// The live preview (issue #6), end to end over loopback, in one process: a PreviewServer runs the
// pet voting app (the `pet-poll` example, 440 × 600 points) drawn at 2×, as `kinema-preview
// pet-poll` does; a page is played by a WebSocketConnection (not a browser: the harness has
// none), which sends the tap message the page's click handler sends, on the cat's avatar.
//
// - "tap to changed frame": from sending a tap message, with the app at rest, to receiving the
//   first changed pixels. The tap itself changes no pixel (the spring starts at its old value),
//   so this includes waiting for the next clock tick: up to one frame, 16.7 ms.
// - "frames while animating": for 0.4 s of real time after a tap, while the avatar grows or
//   shrinks with its bouncy spring, the frames the page receives per second (60 is the display's
//   rate, which the clock ticks at) and the longest gap between two of them.
// - "in Chromium": the page itself in Debian's headless Chromium, clicked through the DevTools
//   protocol: the page measures from the click event to the first changed frame drawn on its
//   canvas (`kinema.tapLatencies`), and the frames it draws per second over 0.4 s while the
//   avatar animates (from the first to the last frame's time). Skipped when chromium is not
//   installed.
// - "move message to changed pixels" (issue #15): an example whose picture follows a dragged
//   pointer (`dragExample`), drawn at 1×, with a pointer held down on it by a page played by a
//   WebSocketConnection: from sending a move 6 points on to receiving the changed pixels. The
//   server's share of a drag's latency, without a browser.
// - "pointer move in Chromium": the same example's page dragged with the left button through
//   the DevTools protocol, a move of 6 pixels at a time, at most 60 a second (each waits for the
//   frame of the one before): for each move, the time from dispatching it
//   (Input.dispatchMouseEvent) to the first frame the page draws after it, and the page's own
//   measure, from its pointermove handler (`kinema.moveLatencies`, the meter's "move → frame").

import Benchmark
import Foundation
import Kinema
import KinemaExamples
import KinemaPreview
import KinemaTestSupport

/// A running preview and a page watching it.
struct Rig: Sendable {
    let preview: PreviewServer
    let page: WebSocketConnection
    /// The tap message for a click on the cat's avatar.
    let tap: String
}

@MainActor var rig: Rig?

@MainActor func startRig() async throws {
    guard let example = ExampleCatalog.example(named: "pet-poll") else { fatalError("the catalog has no pet-poll") }
    let preview = PreviewServer(rootView: example.rootView, size: example.size)
    let avatar = try require(preview.host.displayList.items(identifiedAs: "avatar-cat").first, "the cat's avatar").frame
    let url = try await preview.start()
    let page = try await WebSocketConnection.connect(to: URL(string: "ws://127.0.0.1:\(url.port!)/socket")!)
    try await pageState.start(page)
    rig = Rig(preview: preview, page: page, tap: #"{"type":"tap","x":\#(avatar.midX),"y":\#(avatar.midY)}"#)
}

@MainActor func stopRig() async {
    guard let current = rig else { return }
    await current.page.close()
    await current.preview.stop()
    rig = nil
}

/// What a page tracks: whether the last state listed anything animating.
actor PageState {
    var animating = false

    /// Receives until changed pixels arrive.
    func nextFrame(_ page: WebSocketConnection) async throws {
        while true {
            switch try await page.receive() {
            case .binary:
                return
            case .text(let text) where text.contains(#""kind":"state""#):
                animating = !text.contains(#""attributes":[]"#)
            case .text:
                continue
            }
        }
    }

    /// Receives until a state says nothing animates.
    func untilAtRest(_ page: WebSocketConnection) async throws {
        while animating {
            if case .text(let text) = try await page.receive(), text.contains(#""kind":"state""#) {
                animating = !text.contains(#""attributes":[]"#)
            }
        }
    }

    /// Sends a pause, then a play, and receives until the play's state: commands are handled in
    /// order, so every frame an earlier command changed has been received.
    func barrier(_ page: WebSocketConnection) async throws {
        for (command, paused) in [("pause", true), ("play", false)] {
            try await page.send(text: #"{"type":"\#(command)"}"#)
            while true {
                if case .text(let text) = try await page.receive(), text.contains(#""paused":\#(paused)"#) { break }
            }
        }
    }

    /// Takes a new page's first picture.
    func start(_ page: WebSocketConnection) async throws {
        animating = false
        try await nextFrame(page)
    }
}

let pageState = PageState()

/// Unwraps `value`, or stops the benchmark saying what was missing.
func require<T>(_ value: T?, _ what: String = "a value") throws -> T {
    guard let value else { throw BenchmarkSetupError(what: what) }
    return value
}

struct BenchmarkSetupError: Error {
    let what: String
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(30), maxIterations: 30)

    Benchmark("Preview (pet poll): tap message to first changed frame", configuration: configuration) { benchmark in
        guard let rig = await rig else { return }
        try await pageState.untilAtRest(rig.page)
        benchmark.startMeasurement()
        try await rig.page.send(text: rig.tap)
        try await pageState.nextFrame(rig.page)
        benchmark.stopMeasurement()
    } setup: {
        try await startRig()
    } teardown: {
        await stopRig()
    }

    let framesPerSecond = BenchmarkMetric.custom("frames per second", polarity: .prefersLarger, useScalingFactor: false)
    let longestGap = BenchmarkMetric.custom("longest gap between frames (ms)", useScalingFactor: false)
    Benchmark(
        "Preview (pet poll): frames while animating",
        configuration: .init(metrics: [framesPerSecond, longestGap], warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 10)
    ) { benchmark in
        guard let rig = await rig else { return }
        try await pageState.untilAtRest(rig.page)
        try await rig.page.send(text: rig.tap)
        try await pageState.nextFrame(rig.page)
        let clock = ContinuousClock()
        let start = clock.now
        var (frames, last, gap) = (0, start, Duration.zero)
        while clock.now - start < .milliseconds(400) {
            try await pageState.nextFrame(rig.page)
            let now = clock.now
            (frames, gap, last) = (frames + 1, max(gap, now - last), now)
        }
        let seconds = Double((last - start).components.attoseconds) * 1e-18 + Double((last - start).components.seconds)
        benchmark.measurement(framesPerSecond, Int((Double(frames) / seconds).rounded()))
        benchmark.measurement(longestGap, Int((Double(gap.components.attoseconds) * 1e-15).rounded()))
    } setup: {
        try await startRig()
    } teardown: {
        await stopRig()
    }

    let clickLatency = BenchmarkMetric.custom("click to changed frame on screen (ms)", useScalingFactor: false)
    let drawnPerSecond = BenchmarkMetric.custom("frames drawn per second", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark(
        "Preview (pet poll) in Chromium: click to frame on screen, frames drawn",
        configuration: .init(metrics: [clickLatency, drawnPerSecond], warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 20)
    ) { benchmark in
        guard let (latency, fps) = try await clickInBrowser() else { return }
        benchmark.measurement(clickLatency, Int(latency.rounded()))
        benchmark.measurement(drawnPerSecond, Int(fps.rounded()))
    } setup: {
        try await startBrowserRig()
    } teardown: {
        await stopBrowserRig()
    }

    Benchmark(
        "Preview (\(dragExample)): move message to changed pixels",
        configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 5, maxDuration: .seconds(20), maxIterations: 300)
    ) { benchmark in
        guard let rig = await moveRig else { return }
        let move = await rig.nextMove()
        benchmark.startMeasurement()
        try await rig.page.send(text: move)
        try await pageState.nextFrame(rig.page)
        benchmark.stopMeasurement()
    } setup: {
        try await startMoveRig()
    } teardown: {
        await stopMoveRig()
    }

    let dispatchedMoveLatency = BenchmarkMetric.custom("dispatched move to changed frame on screen (µs)", useScalingFactor: false)
    let pageMoveLatency = BenchmarkMetric.custom("page's pointermove to changed frame on screen (µs)", useScalingFactor: false)
    Benchmark(
        "Preview (\(dragExample)) in Chromium: pointer move to frame on screen",
        configuration: .init(
            metrics: [dispatchedMoveLatency, pageMoveLatency], warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 12)
    ) { benchmark in
        for move in try await dragInBrowser() {
            benchmark.measurement(dispatchedMoveLatency, Int((move.dispatched * 1000).rounded()))
            benchmark.measurement(pageMoveLatency, Int((move.page * 1000).rounded()))
        }
    } setup: {
        try await startDragRig()
    } teardown: {
        await stopDragRig()
    }
}

/// A preview of the pet poll shown in headless Chromium, and where its cat avatar is on the page.
struct BrowserRig {
    let preview: PreviewServer
    let chromium: HeadlessChromium
    let avatar: CGPoint
}

@MainActor var browserRig: BrowserRig?

/// The example `name` previewed and shown in headless Chromium once the page has drawn a frame
/// and `ready` holds, with where the app's frame is on the page; nil without Chromium.
@MainActor func openInChromium(_ name: String, ready: String = "true") async throws
    -> (preview: PreviewServer, chromium: HeadlessChromium, frame: CGRect)? {
    guard HeadlessChromium.executable != nil else { return nil }
    guard let example = ExampleCatalog.example(named: name) else { fatalError("the catalog has no \(name)") }
    let preview = PreviewServer(rootView: example.rootView, size: example.size, log: PreviewLog { _ in })
    let url = try await preview.start()
    let chromium = try await HeadlessChromium.launch()
    try await chromium.navigate(to: url)
    try await chromium.wait(for: "!!window.kinema && kinema.connected && kinema.frames > 0 && (\(ready))")
    let json = try await chromium.evaluate("JSON.stringify(document.getElementById('frame').getBoundingClientRect())") as? String ?? "{}"
    struct Rect: Decodable { var x: Double, y: Double, width: Double, height: Double }
    let frame = try JSONDecoder().decode(Rect.self, from: Data(json.utf8))
    return (preview, chromium, CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
}

@MainActor func startBrowserRig() async throws {
    guard let (preview, chromium, frame) = try await openInChromium("pet-poll") else { return }
    let avatar = try require(preview.host.displayList.items(identifiedAs: "avatar-cat").first, "the cat's avatar").frame
    browserRig = BrowserRig(preview: preview, chromium: chromium, avatar: CGPoint(x: frame.minX + avatar.midX, y: frame.minY + avatar.midY))
}

/// Clicks the cat's avatar once the app is at rest; returns the page's measure of the click's
/// latency (ms) and the frames it drew per second over the next 0.4 s, while the spring runs.
@MainActor func clickInBrowser() async throws -> (latency: Double, fps: Double)? {
    guard let rig = browserRig else { return nil }
    let chromium = rig.chromium
    try await chromium.wait(for: "kinema.state && kinema.state.attributes.length === 0", within: 10)
    let measured = try await chromium.evaluate("kinema.tapLatencies.length") as? Int ?? 0
    try await chromium.click(x: rig.avatar.x, y: rig.avatar.y)
    try await chromium.wait(for: "kinema.tapLatencies.length > \(measured)", within: 10)
    let latency = try await chromium.evaluate("kinema.tapLatencies[kinema.tapLatencies.length - 1]") as? Double ?? .nan
    // Frames per second from the first to the last frame drawn in the window: counting frames
    // over a fixed time would be off by one frame in 24 depending on where the window falls.
    let fps = try await chromium.evaluate("""
        new Promise((done) => { const start = performance.now();
          setTimeout(() => { const drawn = kinema.drawnAt.filter((t) => t >= start);
            done(drawn.length < 2 ? 0 : (drawn.length - 1) * 1000 / (drawn[drawn.length - 1] - drawn[0])); }, 400); })
        """, awaitingPromise: true) as? Double ?? .nan
    return (latency, fps)
}

@MainActor func stopBrowserRig() async {
    guard let rig = browserRig else { return }
    await rig.chromium.quit()
    await rig.preview.stop()
    browserRig = nil
}

/// The example the move benchmark drags: the issue's drag example, a card that follows the
/// pointer from wherever it is taken.
let dragExample = "drag-card"

/// A preview of ``dragExample`` with a pointer held down on the card's middle by a page on a
/// socket, which moves it up and down, 6 points a move, the card following.
@MainActor final class MoveRig: Sendable {
    let preview: PreviewServer
    let page: WebSocketConnection
    private let x: Double
    private let range: ClosedRange<Double>
    private var y: Double
    private var step = -6.0

    init(preview: PreviewServer, page: WebSocketConnection, x: Double, range: ClosedRange<Double>) {
        (self.preview, self.page, self.x, self.range, y) = (preview, page, x, range, range.upperBound)
    }

    static func pointer(_ phase: String, x: Double, y: Double) -> String {
        #"{"type":"pointer","phase":"\#(phase)","x":\#(x),"y":\#(y)}"#
    }

    /// The next move's message.
    func nextMove() -> String {
        if !range.contains(y + step) { step = -step }
        y += step
        return Self.pointer("move", x: x, y: y)
    }
}

@MainActor var moveRig: MoveRig?

@MainActor func startMoveRig() async throws {
    guard let example = ExampleCatalog.example(named: dragExample) else { fatalError("the catalog has no \(dragExample)") }
    let preview = PreviewServer(rootView: example.rootView, size: example.size, log: PreviewLog { _ in })
    let url = try await preview.start()
    let page = try await WebSocketConnection.connect(to: URL(string: "ws://127.0.0.1:\(url.port!)/socket")!)
    try await pageState.start(page)
    let (x, middle) = (Double(example.size.width / 2), Double(example.size.height / 2))
    let rig = MoveRig(preview: preview, page: page, x: x, range: middle - 80...middle + 80)
    // Down on the card, and past the drag's minimum distance: from here every move moves it.
    try await page.send(text: MoveRig.pointer("down", x: x, y: middle))
    try await page.send(text: MoveRig.pointer("move", x: x, y: middle + 40))
    try await page.send(text: MoveRig.pointer("move", x: x, y: middle + 80))
    try await pageState.barrier(page)
    moveRig = rig
}

@MainActor func stopMoveRig() async {
    guard let rig = moveRig else { return }
    await rig.page.close()
    await rig.preview.stop()
    moveRig = nil
}

/// A preview of ``dragExample`` shown in headless Chromium, and where its frame is on the page.
struct DragRig {
    let preview: PreviewServer
    let chromium: HeadlessChromium
    let frame: CGRect
}

@MainActor var dragRig: DragRig?

@MainActor func startDragRig() async throws {
    guard let (preview, chromium, frame) = try await openInChromium(dragExample, ready: "!!kinema.size") else { return }
    // When the page handled the last move: registered after the page's own listener, this one
    // runs after it, and the move's frame is the first drawn after this time.
    _ = try await chromium.evaluate("document.getElementById('device').addEventListener('pointermove', () => { window.movedAt = performance.now(); })")
    dragRig = DragRig(preview: preview, chromium: chromium, frame: frame)
}

/// One move's latency, in milliseconds: from dispatching it, and from the page's handler.
struct MoveLatency {
    var dispatched: Double
    var page: Double
}

/// Drags the example's card once it is at rest: two moves past the drag's minimum distance, then
/// 24 measured moves of 6 CSS pixels up the page, at most 60 a second. Returns each measured
/// move's latency.
@MainActor func dragInBrowser() async throws -> [MoveLatency] {
    guard let rig = dragRig else { return [] }
    let chromium = rig.chromium
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    while rig.preview.host.isAnimating {
        guard clock.now < deadline else { throw BenchmarkSetupError(what: "the example at rest") }
        try await Task.sleep(for: .milliseconds(20))
    }
    // The last frames of a fling may still be on their way to the page.
    try await Task.sleep(for: .milliseconds(100))
    let step = -6.0
    // Doubles: the DevTools protocol's JSON cannot take CGFloats on Linux.
    let x = Double(rig.frame.midX)
    var y = Double(rig.frame.midY)
    func press(_ type: String) async throws {
        try await chromium.call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
    }
    func move() async throws {
        try await chromium.call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y, "button": "left", "buttons": 1])
    }
    try await press("mousePressed")
    for _ in 0..<2 {
        y += step * 2
        try await move()
        try await Task.sleep(for: .milliseconds(50))
    }
    var latencies: [MoveLatency] = []
    for _ in 0..<24 {
        y += step
        let started = clock.now
        let dispatched = Date().timeIntervalSince1970 * 1000
        try await move()
        // The page's clock and this one are both the system's: the frame's time on the page's
        // clock, less the dispatch's on this one.
        let reply = try await chromium.evaluate("""
            new Promise((done) => { const since = \(dispatched) - performance.timeOrigin, until = performance.now() + 2000;
              const check = () => {
                const drawn = window.movedAt >= since ? kinema.drawnAt.find((t) => t >= window.movedAt) : undefined;
                if (drawn !== undefined) {
                  done(JSON.stringify({ drawn: performance.timeOrigin + drawn, page: kinema.moveLatencies[kinema.moveLatencies.length - 1] }));
                } else if (performance.now() > until) done("{}"); else setTimeout(check, 1);
              };
              check(); })
            """, awaitingPromise: true) as? String ?? "{}"
        struct Reply: Decodable { var drawn: Double?, page: Double? }
        let drawn = try JSONDecoder().decode(Reply.self, from: Data(reply.utf8))
        guard let frame = drawn.drawn, let page = drawn.page else {
            throw BenchmarkSetupError(what: "a frame drawn within 2 s of a move")
        }
        latencies.append(MoveLatency(dispatched: frame - dispatched, page: page))
        try await Task.sleep(until: started + .milliseconds(1000.0 / 60))
    }
    try await press("mouseReleased")
    return latencies
}

@MainActor func stopDragRig() async {
    guard let rig = dragRig else { return }
    await rig.chromium.quit()
    await rig.preview.stop()
    dragRig = nil
}
