import Foundation
import KinemaRender
import KinemaTestSupport

/// Chromium's side: a page of its own, loaded from a file, that shows the grid's rounded squares
/// as absolutely positioned divs and moves them with the same springs, targets and retargets as
/// ``PeerScene`` (see ``PeerMotion``), written to `style.transform` one frame of 1/60 s at a time.
@MainActor
struct PeerPage {
    /// What the browser runs with besides `HeadlessChromium.standardFlags`: sRGB with no display
    /// profile, and frames as fast as the pipeline makes them, not at the 60 Hz of a simulated
    /// display. (Not --run-all-compositor-stages-before-draw, which runs a frame's stages one
    /// after another instead of overlapping them, as no browser on a display does.)
    static let flags = ["--force-color-profile=srgb", "--disable-frame-rate-limit", "--disable-gpu-vsync"]

    let browser: HeadlessChromium
    private let file: URL

    /// Writes the page to a temporary file and opens it in `browser`.
    static func open(in browser: HeadlessChromium) async throws -> PeerPage {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-peer-\(UUID().uuidString).html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        let page = PeerPage(browser: browser, file: file)
        do {
            try await page.load()
        } catch {
            page.close()
            throw error
        }
        return page
    }

    /// Sizes the viewport, opens the file and waits for the page to be ready.
    private func load() async throws {
        // The viewport the frame's size: headless windows keep some of theirs for browser chrome.
        try await browser.call("Emulation.setDeviceMetricsOverride", [
            "width": PeerGrid.width, "height": PeerGrid.height, "deviceScaleFactor": 1, "mobile": false,
        ])
        try await browser.call("Page.navigate", ["url": file.absoluteString])
        let deadline = ContinuousClock.now + .seconds(20)
        while try await browser.evaluate("typeof peer === 'object' && document.readyState === 'complete'") as? Bool != true {
            guard ContinuousClock.now < deadline else { throw BrowserError("the page did not load") }
            try await Task.sleep(for: .milliseconds(50))
        }
        let viewport = try await browser.evaluate("innerWidth + 'x' + innerHeight") as? String
        guard viewport == "\(PeerGrid.width)x\(PeerGrid.height)" else {
            throw BrowserError("the viewport is \(viewport ?? "unknown"), not \(PeerGrid.width)x\(PeerGrid.height)")
        }
    }

    /// Removes the page's file.
    func close() {
        try? FileManager.default.removeItem(at: file)
    }

    /// Replaces the page's divs with `grid`'s, at rest, then retargeted at time 0.
    func build(_ grid: PeerGrid) async throws {
        let json = String(decoding: try JSONEncoder().encode(grid), as: UTF8.self)
        try await browser.evaluate("peer.build(\(json))")
    }

    /// Engine only, in frames per second: the page's own time for stepping the springs, writing
    /// the styles and forcing style recalculation and layout, frame after frame in one task, so
    /// that nothing is painted.
    func engineFramesPerSecond(for seconds: Double) async throws -> Double {
        Self.number(try await browser.evaluate("peer.engine(\(seconds))"))
    }

    /// Whole frames per second: requestAnimationFrame callbacks completed while every square
    /// moves each frame.
    ///
    /// With the frame-rate limit and vsync off (``flags``), Chromium begins frames as
    /// soon as its pipeline can take one, not at 60 Hz. Its scheduler does not commit a main
    /// frame (the callback, style, layout, paint) while the one before still waits to be
    /// rasterised and activated, nor before that one has been drawn; so each callback's frame
    /// reaches the display compositor, and in a steady run the callbacks' rate is the rate of
    /// whole frames with pixels. The stages of successive frames overlap, on the main,
    /// compositor and raster threads, as they do in a browser. ``pipelineCounts(for:)`` checks
    /// it: as many frames drawn as main frames begun.
    func wholeFramesPerSecond(for seconds: Double) async throws -> Double {
        Self.number(try await browser.evaluate("peer.whole(\(seconds))", awaitingPromise: true))
    }

    /// A number the page returned: the protocol's JSON gives whole numbers as integers.
    private static func number(_ value: Any?) -> Double {
        value as? Double ?? (value as? Int).map(Double.init) ?? .nan
    }

    /// The frames the page's compositor handled while the page played for `seconds` with
    /// tracing on: main frames begun, trees activated (rasterised), and frames drawn. Equal
    /// counts mean each main frame was drawn. (The renderer's own events: the browser's
    /// compositor, which also activates and draws, runs another proxy.)
    func pipelineCounts(for seconds: Double) async throws -> (main: Int, activated: Int, drawn: Int) {
        let names = ["ProxyMain::BeginMainFrame", "ProxyImpl::DidActivateSyncTreeOnImplThread", "ProxyImpl::ScheduledActionDraw"]
        let counts = try await browser.countTraceEvents(names, categories: "cc,viz") {
            try await browser.evaluate("peer.play()")
            try await Task.sleep(for: .seconds(seconds))
            try await browser.evaluate("peer.pause()")
        }
        return (counts[names[0]] ?? 0, counts[names[1]] ?? 0, counts[names[2]] ?? 0)
    }

    /// The page at frame `index` of a fresh run, as straight RGBA, from a screenshot.
    func pixels(atFrame index: Int) async throws -> [UInt8] {
        try await browser.evaluate("peer.freeze(\(index))", awaitingPromise: true)
        let canvas = try PixelCanvas(pngData: try await browser.screenshot(x: 0, y: 0, width: Double(PeerGrid.width), height: Double(PeerGrid.height)))
        guard canvas.pixelWidth == PeerGrid.width, canvas.pixelHeight == PeerGrid.height else {
            throw BrowserError("a screenshot of \(canvas.pixelWidth) × \(canvas.pixelHeight) pixels")
        }
        var rgba: [UInt8] = []
        canvas.copyRGBA(into: &rgba)
        return rgba
    }

    /// The page. Its springs step as Kinema's FluidSpringAnimation does: the 2 × 2 matrix from a
    /// spring's starting offset and velocity to the current ones, stepped at 300 Hz with
    /// semi-implicit Euler and implicit damping, five steps a frame, shared by every spring since
    /// all start together; on a retarget, each property starts a new spring from where it is,
    /// with the velocity it has.
    static let html = #"""
        <!doctype html>
        <html><head><meta charset="utf-8"><title>PeerChromium</title>
        <style>
          html, body { margin: 0; background: #fff; overflow: hidden; }
          body > div { position: absolute; }
        </style></head>
        <body><script>
        "use strict";
        const peer = (() => {
          const period = \#(PeerMotion.period), stepsPerFrame = 5, dt = 1 / 300;
          const palette = \#(PeerGrid.palette);
          const angular = 2 * Math.PI / \#(PeerMotion.response);
          const stiffness = Math.min(angular * angular, 45000);
          const drag = 1 / (1 + dt * 2 * Math.sqrt(stiffness) * \#(PeerMotion.dampingFraction));
          let grid, tiles = [], frame = 0, generation = 0;
          // Per square and property (x, y, degrees): where its spring started, its velocity
          // then, and its target.
          let start, velocity, target;
          // Offset and velocity now, from the springs' starting offset (oo, vo) and velocity (ov, vv).
          let oo, ov, vo, vv;

          // PeerMotion.target(of:generation:cell:).
          function targetOf(i, g, j) {
            const half = grid.cell / 2;
            if (j === 0) return half * ((i * 7 + g * 13) % 17 - 8) / 8;
            if (j === 1) return half * ((i * 11 + g * 5) % 13 - 6) / 6;
            return 9 * ((i * 5 + g * 7) % 11 - 5);
          }

          function build(newGrid) {
            pause();
            grid = newGrid;
            tiles = [];
            const fragment = document.createDocumentFragment();
            for (let i = 0; i < grid.count; i++) {
              const tile = document.createElement("div");
              const left = grid.left + (i % grid.columns) * grid.cell, top = grid.top + Math.floor(i / grid.columns) * grid.cell;
              tile.style.cssText = `left: ${left}px; top: ${top}px; width: ${grid.size}px; height: ${grid.size}px; ` +
                `border-radius: ${grid.radius}px; background: rgb(${palette[i % palette.length].join(", ")})`;
              tiles.push(tile);
              fragment.append(tile);
            }
            document.body.replaceChildren(fragment);
            const values = 3 * grid.count;
            [start, velocity, target] = [new Float64Array(values), new Float64Array(values), new Float64Array(values)];
            reset();
          }

          // At rest on generation 0's targets, then retargeted to generation 1's at time 0.
          function reset() {
            frame = 0;
            generation = 1;
            [oo, ov, vo, vv] = [1, 0, 0, 1];
            for (let i = 0; i < grid.count; i++) {
              for (let j = 0; j < 3; j++) {
                start[3 * i + j] = targetOf(i, 0, j);
                velocity[3 * i + j] = 0;
                target[3 * i + j] = targetOf(i, 1, j);
              }
              tiles[i].style.transform = `translate(${start[3 * i]}px, ${start[3 * i + 1]}px) rotate(${start[3 * i + 2]}deg)`;
            }
          }

          // The clock one frame on, retargeting when a period is up; writes every square's transform.
          function step() {
            frame++;
            for (let s = 0; s < stepsPerFrame; s++) {
              const nextVo = (vo - dt * stiffness * oo) * drag, nextVv = (vv - dt * stiffness * ov) * drag;
              [oo, ov, vo, vv] = [oo + dt * nextVo, ov + dt * nextVv, nextVo, nextVv];
            }
            const retarget = frame % period === 0;
            if (retarget) generation++;
            const value = [0, 0, 0];
            for (let i = 0; i < grid.count; i++) {
              for (let j = 0; j < 3; j++) {
                const k = 3 * i + j, from = start[k] - target[k];
                value[j] = target[k] + from * oo + velocity[k] * ov;
                if (retarget) {
                  velocity[k] = from * vo + velocity[k] * vv;
                  start[k] = value[j];
                  target[k] = targetOf(i, generation, j);
                }
              }
              tiles[i].style.transform = `translate(${value[0]}px, ${value[1]}px) rotate(${value[2]}deg)`;
            }
            if (retarget) [oo, ov, vo, vv] = [1, 0, 0, 1];
          }

          // Frames per second of stepping and forcing style and layout, after a tenth of a
          // second to warm up: one task, so nothing is painted.
          function engine(seconds) {
            const run = (milliseconds) => {
              const begin = performance.now();
              let frames = 0, now = begin;
              do {
                step();
                void document.body.offsetHeight;
                frames++;
                now = performance.now();
              } while (now - begin < milliseconds);
              return frames * 1000 / (now - begin);
            };
            run(100);
            return run(seconds * 1000);
          }

          // The chain of callbacks playing (0: none). Each play starts a chain of its own, so
          // that a callback of an earlier one still queued stops instead of stepping twice.
          let playing = 0, chains = 0, callbacks = 0, lastCallbackAt = 0;
          function play() {
            if (playing) return;
            const chain = playing = ++chains;
            const tick = () => {
              if (playing !== chain) return;
              lastCallbackAt = performance.now();
              step();
              callbacks++;
              requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }
          function pause() { playing = 0; }

          // Frames per second over `seconds` of playing, after 0.3 s to warm up: callbacks
          // completed between two callbacks' start times.
          const after = (milliseconds) => new Promise((done) => setTimeout(done, milliseconds));
          async function whole(seconds) {
            play();
            await after(300);
            const [firstCount, firstAt] = [callbacks, lastCallbackAt];
            await after(seconds * 1000);
            const [lastCount, lastAt] = [callbacks, lastCallbackAt];
            pause();
            return (lastCount - firstCount) * 1000 / (lastAt - firstAt);
          }

          // Frame `index` of a fresh run, once it has been painted.
          function freeze(index) {
            pause();
            reset();
            while (frame < index) step();
            return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));
          }

          return { build, engine, whole, play, pause, freeze };
        })();
        </script></body></html>
        """#
}
