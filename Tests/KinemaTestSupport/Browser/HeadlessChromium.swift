import Foundation

/// Debian's headless Chromium (`apt-get install chromium`), driven over the DevTools protocol
/// through one page: for testing and measuring a preview in a real browser.
///
/// ```swift
/// let browser = try await HeadlessChromium.launch()
/// try await browser.navigate(to: previewURL)
/// try await browser.wait(for: "kinema.frames > 0")
/// try await browser.click(x: 120, y: 200)
/// await browser.quit()
/// ```
@MainActor
public final class HeadlessChromium {
    /// The browser's executable, or nil if it is not installed.
    public nonisolated static var executable: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private let process: Process
    private let profile: URL
    private let devTools: WebSocketConnection
    private var session = ""
    private var nextID = 0

    /// The longest a command may take to be answered, in seconds.
    private let commandTimeout: Double

    private init(process: Process, profile: URL, devTools: WebSocketConnection, commandTimeout: Double) {
        (self.process, self.profile, self.devTools, self.commandTimeout) = (process, profile, devTools, commandTimeout)
    }

    /// What the browser runs with, besides its profile, its DevTools port and `extraFlags`:
    /// no sandbox (Chromium's refuses to run as root, as CI machines often do), software raster
    /// and compositing, no first-run work, a 1280 × 900 window at scale 1 without scrollbars.
    public nonisolated static let standardFlags = [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--window-size=1280,900", "--force-device-scale-factor=1", "--hide-scrollbars",
    ]

    /// Starts the browser with a fresh profile and opens a blank page.
    ///
    /// - Parameters:
    ///   - extraFlags: Command-line flags after ``standardFlags``.
    ///   - commandTimeout: The longest a command may take to be answered, in seconds: longer
    ///     for an evaluation that runs a measurement.
    /// - Throws: ``BrowserError`` when Chromium is not installed or does not start.
    public static func launch(extraFlags: [String] = [], commandTimeout: Double = 30) async throws -> HeadlessChromium {
        guard let executable else { throw BrowserError("chromium is not installed (apt-get install chromium)") }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = standardFlags + extraFlags + ["--remote-debugging-port=0", "--user-data-dir=\(profile.path)", "about:blank"]
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
            let browser = HeadlessChromium(process: process, profile: profile, devTools: devTools, commandTimeout: commandTimeout)
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

    /// Receives until a message satisfies `matches`, and returns it as an object; the messages
    /// before it (events) are dropped.
    private func receive(_ what: String, matching matches: @escaping @Sendable (String) -> Bool) async throws -> [String: Any] {
        let reply = try await devTools.receive(until: { message in
            guard case .text(let text) = message else { return false }
            return matches(text)
        }, within: commandTimeout)
        guard case .text(let text) = reply,
              let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw BrowserError("unreadable \(what)")
        }
        return object
    }

    /// Sends a DevTools command (a method of the Chrome DevTools Protocol) and returns its result.
    @discardableResult
    public func call(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = true) async throws -> [String: Any] {
        let id = try await send(method, parameters, inPage: inPage)
        let reply = try await receive("reply to \(method)") { $0.contains("\"id\":\(id),") || $0.contains("\"id\":\(id)}") }
        if let error = reply["error"] { throw BrowserError("\(method) failed: \(error)") }
        return reply["result"] as? [String: Any] ?? [:]
    }

    /// How many times each of `names` (trace events of `categories`) happened while `body` ran:
    /// complete, begun and instant events.
    public func countTraceEvents(_ names: [String], categories: String, while body: () async throws -> Void) async throws -> [String: Int] {
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
        // Not the ends of events, nor the flow arrows between them.
        for event in events where ["X", "B", "I", "i"].contains(event["ph"] as? String) {
            if let name = event["name"] as? String, counts[name] != nil { counts[name]! += 1 }
        }
        return counts
    }

    /// Evaluates JavaScript in the page and returns its value (strings, numbers, booleans);
    /// with `awaitingPromise`, waits for the promise the expression gives and returns its value.
    @discardableResult
    public func evaluate(_ expression: String, awaitingPromise: Bool = false) async throws -> Any? {
        let result = try await call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": awaitingPromise])
        if let exception = result["exceptionDetails"] { throw BrowserError("the page threw: \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 50 ms until it is true, within `seconds`.
    public func wait(for expression: String, within seconds: Double = 20) async throws {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while try await evaluate(expression) as? Bool != true {
            guard ContinuousClock.now < deadline else { throw BrowserError("timed out waiting for \(expression)") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Opens `url` in the page.
    public func navigate(to url: URL) async throws {
        try await call("Page.navigate", ["url": url.absoluteString])
    }

    /// Clicks with the left button at a point in CSS pixels.
    public func click(x: Double, y: Double) async throws {
        for type in ["mousePressed", "mouseReleased"] {
            try await call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// Presses the left button at `start`, moves to `end` in `steps` equal moves, and releases
    /// it there, as a mouse dragging across the page.
    public func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int = 10) async throws {
        try await call("Input.dispatchMouseEvent", ["type": "mousePressed", "x": start.x, "y": start.y, "button": "left", "clickCount": 1])
        let count = max(steps, 1)
        for step in 1...count {
            let fraction = Double(step) / Double(count)
            try await call("Input.dispatchMouseEvent", [
                "type": "mouseMoved", "x": start.x + (end.x - start.x) * fraction, "y": start.y + (end.y - start.y) * fraction,
                "button": "left", "buttons": 1,
            ])
        }
        try await call("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": end.x, "y": end.y, "button": "left", "clickCount": 1])
    }

    /// Turns the mouse wheel over `(x, y)` by `dx` and `dy` CSS pixels.
    public func wheel(x: Double, y: Double, dx: Double, dy: Double) async throws {
        try await call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": dx, "deltaY": dy])
    }

    /// A PNG screenshot of a rectangle of the page, in CSS pixels.
    public func screenshot(x: Double, y: Double, width: Double, height: Double) async throws -> [UInt8] {
        let result = try await call("Page.captureScreenshot", [
            "format": "png", "clip": ["x": x, "y": y, "width": width, "height": height, "scale": 1],
        ])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw BrowserError("no screenshot data")
        }
        return Array(data)
    }

    /// Ends the browser (the process ``launch(extraFlags:commandTimeout:)`` started) and removes its profile.
    public func quit() async {
        await devTools.close()
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
    }
}

/// Something the browser did not do.
public struct BrowserError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
