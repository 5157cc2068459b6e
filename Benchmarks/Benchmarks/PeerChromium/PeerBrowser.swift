import Foundation
import KinemaTestSupport

/// Debian's headless Chromium, driven over the DevTools protocol through one page.
///
/// Launched here rather than with `HeadlessChromium.launch()`, whose command line is fixed: this
/// benchmark needs frame production unthrottled, an 800 × 600 viewport and plain sRGB output.
/// It talks to the browser through KinemaTestSupport's `WebSocketConnection`, as that class does.
@MainActor
final class PeerBrowser {
    /// What the browser runs with, besides its profile and DevTools port.
    static let flags = [
        // As HeadlessChromium: no sandbox (it refuses to run as root), software raster and
        // compositing, no first-run work.
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        // Pixels as the page gives them: scale 1, no scrollbars, sRGB with no display profile.
        "--force-device-scale-factor=1", "--hide-scrollbars", "--force-color-profile=srgb",
        // Frames as fast as the pipeline makes them, not at the 60 Hz of a simulated display.
        // (Not --run-all-compositor-stages-before-draw, which runs a frame's stages one after
        // another instead of overlapping them, as no browser on a display does.)
        "--disable-frame-rate-limit", "--disable-gpu-vsync",
    ]

    private let process: Process
    private let profile: URL
    private let devTools: WebSocketConnection
    /// The longest a command may take: an evaluation can run a whole measured window.
    private let timeout: Double
    private var session = ""
    private var nextID = 0

    private init(process: Process, profile: URL, devTools: WebSocketConnection, timeout: Double) {
        (self.process, self.profile, self.devTools, self.timeout) = (process, profile, devTools, timeout)
    }

    /// Starts `executable` with a fresh profile and opens a blank page; commands may take up to
    /// `timeout` seconds.
    static func launch(_ executable: String, timeout: Double) async throws -> PeerBrowser {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-peer-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = flags + ["--remote-debugging-port=0", "--user-data-dir=\(profile.path)", "about:blank"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            // Chromium writes its DevTools port and path to this file once it listens.
            let portFile = profile.appendingPathComponent("DevToolsActivePort")
            let lines = try await withTimeout(30) {
                while true {
                    if let text = try? String(contentsOf: portFile, encoding: .utf8) {
                        let lines = text.split(separator: "\n").map(String.init)
                        if lines.count >= 2 { return lines }
                    }
                    try await Task.sleep(for: .milliseconds(50))
                }
            }
            let devTools = try await WebSocketConnection.connect(to: URL(string: "ws://127.0.0.1:\(lines[0])\(lines[1])")!)
            let browser = PeerBrowser(process: process, profile: profile, devTools: devTools, timeout: timeout)
            let target = try await browser.call("Target.createTarget", ["url": "about:blank"], inPage: false)
            let attached = try await browser.call("Target.attachToTarget", ["targetId": target["targetId"] ?? "", "flatten": true], inPage: false)
            browser.session = attached["sessionId"] as? String ?? ""
            return browser
        } catch {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: profile)
            throw error
        }
    }

    /// Sends a DevTools command without waiting for its reply; returns its id.
    private func send(_ method: String, _ parameters: [String: Any], inPage: Bool) async throws -> Int {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if inPage { message["sessionId"] = session }
        try await devTools.send(text: String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
        return nextID
    }

    /// Receives until a message satisfies `matches`, and returns it as an object.
    private func receive(_ what: String, matching matches: @escaping @Sendable (String) -> Bool) async throws -> [String: Any] {
        let reply = try await devTools.receive(until: { message in
            guard case .text(let text) = message else { return false }
            return matches(text)
        }, within: timeout)
        guard case .text(let text) = reply,
              let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw BrowserError("unreadable \(what)")
        }
        return object
    }

    /// Sends a DevTools command and returns its result; events arriving meanwhile are dropped.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = true) async throws -> [String: Any] {
        let id = try await send(method, parameters, inPage: inPage)
        let reply = try await receive("reply to \(method)") { $0.contains("\"id\":\(id),") || $0.contains("\"id\":\(id)}") }
        if let error = reply["error"] { throw BrowserError("\(method) failed: \(error)") }
        return reply["result"] as? [String: Any] ?? [:]
    }

    /// Evaluates JavaScript in the page and returns its value; with `awaitingPromise`, the
    /// value of the promise it gives.
    @discardableResult
    func evaluate(_ expression: String, awaitingPromise: Bool = false) async throws -> Any? {
        let result = try await call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": awaitingPromise])
        if let exception = result["exceptionDetails"] { throw BrowserError("the page threw: \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A PNG of the viewport's 800 × 600 CSS pixels at scale 1.
    func screenshot() async throws -> [UInt8] {
        let clip: [String: Any] = ["x": 0, "y": 0, "width": PeerGrid.width, "height": PeerGrid.height, "scale": 1]
        let result = try await call("Page.captureScreenshot", ["format": "png", "clip": clip])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw BrowserError("no screenshot data")
        }
        return Array(data)
    }

    /// How many times each of `names` (trace events of `categories`) happened while `body` ran.
    func countTraceEvents(_ names: [String], categories: String, while body: () async throws -> Void) async throws -> [String: Int] {
        try await call("Tracing.start", ["categories": categories, "transferMode": "ReturnAsStream"], inPage: false)
        try await body()
        // The end's reply and the completion event come in either order: wait for the event.
        _ = try await send("Tracing.end", [:], inPage: false)
        let complete = try await receive("end of the trace") { $0.contains("\"Tracing.tracingComplete\"") }
        guard let stream = (complete["params"] as? [String: Any])?["stream"] as? String else { throw BrowserError("a trace without a stream") }
        var trace = Data()
        while true {
            let chunk = try await call("IO.read", ["handle": stream], inPage: false)
            let text = chunk["data"] as? String ?? ""
            trace += chunk["base64Encoded"] as? Bool == true ? Data(base64Encoded: text) ?? Data() : Data(text.utf8)
            if chunk["eof"] as? Bool != false { break }
        }
        try await call("IO.close", ["handle": stream], inPage: false)
        let object = try JSONSerialization.jsonObject(with: trace)
        let events = (object as? [String: Any])?["traceEvents"] as? [[String: Any]] ?? object as? [[String: Any]] ?? []
        var counts = Dictionary(uniqueKeysWithValues: names.map { ($0, 0) })
        // Complete, begun and instant events; not the ends, nor flow arrows between events.
        for event in events where ["X", "B", "I", "i"].contains(event["ph"] as? String) {
            if let name = event["name"] as? String, counts[name] != nil { counts[name]! += 1 }
        }
        return counts
    }

    /// Ends the browser and removes its profile.
    func quit() async {
        await devTools.close()
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
    }
}
