import Foundation
import Kinema
import KinemaRender

/// The running app behind a preview: advances its clock, redraws what changed, keeps the
/// recent history, applies the pages' commands and sends every page the same frames.
///
/// One canvas holds the picture the pages show. Each frame redraws only where the display list
/// changed and sends that region (a ``FramePatch``); a page joining gets the whole canvas.
/// History keeps display lists, not pictures, and draws one again when a page scrubs to it.
/// Unless the configuration fixes it, the canvas has as many pixels per point as the sharpest
/// display a page is on.
@MainActor
final class PreviewSession {
    /// The app.
    let host: HeadlessHost
    let configuration: PreviewServer.Configuration
    private let attributes: PreviewServer.AttributeReader
    private let log: PreviewLog
    private let renderer = DisplayListRenderer()
    /// What the pages show; nil when the app's size makes no canvas (logged).
    private var canvas: PixelCanvas?
    /// The pixels per point of each page's display, by page.
    private var displayScales: [Int: Double] = [:]
    /// The display list the canvas shows.
    private var shownList: DisplayList?
    /// The window background the canvas was drawn on.
    private var shownBackground: PixelColor?

    private(set) var paused = false
    private(set) var speed = 1.0
    /// Recent frames, oldest first, for scrubbing back.
    private(set) var history: RingBuffer<HistoryFrame>
    /// The history frame the pages show, or nil for the live app.
    private(set) var historyIndex: Int?
    /// The newest live frame.
    private(set) var current: HistoryFrame?
    private var frameNumber = 0

    private var clients: [Int: AsyncStream<OutgoingMessage>.Continuation] = [:]
    private var nextClient = 0

    /// When set, the app is not run and pages get no frames: they keep the picture they have
    /// under the build's status (the view trapped; what runs is a stand-in).
    var halted = false
    /// The newest build's status, sent to every page and to those that join.
    private(set) var buildStatus: BuildStatus?
    /// The views pages may switch to, and the one running.
    private(set) var choices: (views: [PreviewChoice], current: String?) = ([], nil)
    /// Called with the place of the view a page chose among ``choices``.
    var onChooseView: (@MainActor (String) -> Void)?

    init(host: HeadlessHost, configuration: PreviewServer.Configuration, attributes: @escaping PreviewServer.AttributeReader, log: PreviewLog) {
        self.host = host
        self.configuration = configuration
        self.attributes = attributes
        self.log = log
        history = RingBuffer(capacity: configuration.historyCapacity)
        canvas = makeCanvas()
    }

    /// The pixels per point frames are drawn at.
    var scale: Double { configuration.scale ?? displayScales.values.max() ?? 1 }

    private func makeCanvas() -> PixelCanvas? {
        do {
            return try PixelCanvas(size: host.size, scale: scale)
        } catch {
            log("cannot show the app at \(scale)×: \(error)")
            return nil
        }
    }

    /// Draws the picture again at the current scale, if it changed, and sends every page the
    /// new size and the whole picture; keeps the old scale if the new one makes no canvas.
    private func rescaleIfNeeded() {
        guard let canvas, canvas.scale != scale, let rescaled = makeCanvas() else { return }
        self.canvas = rescaled
        shownList = nil
        guard let list = historyIndex.flatMap({ history[$0]?.list }) ?? current?.list else { return }
        let patch = show(list)
        for continuation in clients.values {
            continuation.yield(hello)
            if let patch { continuation.yield(Self.binary(patch)) }
        }
    }

    /// How many pages are connected.
    var clientCount: Int { clients.count }

    /// Lets `seconds` of real time pass: the virtual clock advances by them times the speed,
    /// unless paused, and pages receive the frame if it changed.
    func tick(realSeconds: Double) {
        guard !paused, !halted, realSeconds.isFinite, realSeconds > 0 else { return }
        // After a stall (a suspended laptop, a debugger), carry on rather than jump to the end.
        host.advance(by: min(realSeconds, 0.25) * speed)
        publish()
    }

    /// Applies a command from page `id` (if known), then shows its effect at once rather than at
    /// the next tick.
    func handle(_ command: PageCommand, from id: Int? = nil) {
        switch command {
        case .tap(let point):
            historyIndex = nil
            if !host.tap(at: point) { log("tap at (\(point.x), \(point.y)) hit no tap gesture") }
        case .pointer(let phase, let point):
            historyIndex = nil
            switch phase {
            case .down: host.pointerDown(at: point)
            case .move: host.pointerMoved(to: point)
            case .up: host.pointerUp(at: point)
            case .cancel: host.pointerCancelled()
            case .hover: host.pointerHovered(at: point)
            case .leave: host.pointerHovered(at: nil)
            }
        case .wheel(let delta, let point):
            historyIndex = nil
            host.scroll(by: delta, at: point)
        case .pinch(let phase):
            historyIndex = nil
            switch phase {
            case .begin(let point): host.pointerDown(at: point, touches: 2)
            case .change(let scale, let degrees): host.pointerTransformed(magnification: scale, rotation: .degrees(degrees))
            case .end: host.pointerUp()
            }
        case .pause:
            paused = true
        case .play:
            paused = false
            historyIndex = nil
        case .step:
            paused = true
            historyIndex = nil
            host.advance(by: 1 / configuration.frameRate)
        case .speed(let value):
            speed = value
        case .scrub(let index):
            paused = true
            historyIndex = history.isEmpty ? nil : min(index, history.count - 1)
        case .display(let scale):
            guard let id, clients[id] != nil else { return }
            displayScales[id] = scale
            return rescaleIfNeeded()
        case .view(let location):
            guard choices.views.contains(where: { $0.location == location }) else {
                if let id { send(error: "there is no view at \(location.prefix(200)) to switch to", to: id) }
                return
            }
            onChooseView?(location)
            return
        }
        publish(force: true)
    }

    /// Draws the app if it changed and sends pages the changed pixels and the inspector state;
    /// with `force`, sends the state even if nothing changed (the controls did).
    func publish(force: Bool = false) {
        guard !halted else { return }
        if let historyIndex, let recorded = history[historyIndex] {
            var snapshot = recorded.snapshot
            snapshot.historyIndex = historyIndex
            snapshot.historyCount = history.count
            snapshot.paused = true
            snapshot.speed = speed
            broadcast(state: snapshot, patch: show(recorded.list))
            return
        }
        let list = host.displayList
        let animating = attributes(host)
        let changed = current.map { list != $0.list || animating != $0.snapshot.attributes } ?? true
        guard changed || force else { return }
        if changed { frameNumber += 1 }
        let snapshot = InspectorSnapshot(
            time: host.time, frame: frameNumber, paused: paused, speed: speed, attributes: animating,
            historyCount: changed ? min(history.count + 1, history.capacity) : history.count, historyIndex: nil)
        let frame = HistoryFrame(list: list, snapshot: snapshot)
        if changed { history.append(frame) }
        current = frame
        broadcast(state: snapshot, patch: show(list))
    }

    /// Redraws the canvas to show `list`; the changed pixels, or nil when none changed.
    private func show(_ list: DisplayList) -> FramePatch? {
        // The window's background follows its colour scheme: when it changes, everything is drawn again.
        let background = PixelColor(host.windowBackground)
        if background != shownBackground { (shownList, shownBackground) = (nil, background) }
        guard let canvas, let region = renderer.redraw(canvas, from: shownList, to: list, background: background) else { return nil }
        shownList = list
        do {
            return try FramePatch(region, of: canvas)
        } catch {
            // The pages keep the last picture; the next frame redraws everything.
            shownList = nil
            log("could not encode the frame at \(host.time) s: \(error)")
            return nil
        }
    }

    /// Adds a page; it receives the app's size, the inspector state and the whole picture at
    /// once. Returns nil, having logged why, if as many pages as allowed are connected.
    func addClient(_ continuation: AsyncStream<OutgoingMessage>.Continuation) -> Int? {
        guard clients.count < configuration.maximumClients else {
            log("refused a page: \(clients.count) pages are connected, the most allowed")
            return nil
        }
        if current == nil, !halted { publish(force: true) }
        nextClient += 1
        clients[nextClient] = continuation
        if !choices.views.isEmpty { continuation.yield(Self.text(.views(choices.views, current: choices.current))) }
        if let buildStatus { continuation.yield(Self.text(.build(buildStatus))) }
        // Halted, the page keeps the picture it has: no size, no frame.
        if halted { return nextClient }
        continuation.yield(hello)
        if let current { continuation.yield(Self.text(.state(current.snapshot))) }
        if let canvas, shownList != nil {
            do {
                let whole = try FramePatch(PixelRegion(x: 0, y: 0, width: canvas.pixelWidth, height: canvas.pixelHeight), of: canvas)
                continuation.yield(Self.binary(whole))
            } catch {
                log("could not encode the frame for a new page: \(error)")
            }
        }
        return nextClient
    }

    /// Forgets a page that went away.
    func removeClient(_ id: Int) {
        clients[id] = nil
        displayScales[id] = nil
        rescaleIfNeeded()
    }

    /// The first message a page gets, and again when the picture's size changes.
    private var hello: OutgoingMessage {
        Self.text(.hello(
            width: host.size.width, height: host.size.height, pixelWidth: canvas?.pixelWidth ?? 0,
            pixelHeight: canvas?.pixelHeight ?? 0, frameRate: configuration.frameRate))
    }

    /// Tells every page the server is going away, and forgets them.
    func disconnectAll() {
        for continuation in clients.values {
            continuation.yield(.close(code: 1001, reason: "the preview server stopped"))
            continuation.finish()
        }
        clients.removeAll()
    }

    /// Shows every page, and those that join, how the newest build went.
    func show(_ status: BuildStatus) {
        buildStatus = status.bounded()
        broadcast(.build(buildStatus!))
    }

    /// Lists the views pages may switch to.
    func setChoices(_ views: [PreviewChoice], current: String?) {
        choices = (views, current)
        broadcast(.views(views, current: current))
    }

    /// Tells every page the server stops for a new build, so that they reconnect at once.
    func announceReload() {
        broadcast(.reloading)
    }

    private func broadcast(_ message: ServerMessage) {
        let frame = Self.text(message)
        for continuation in clients.values { continuation.yield(frame) }
    }

    /// Sends one page an error it caused.
    func send(error: String, to id: Int) {
        clients[id]?.yield(Self.text(.error(error)))
    }

    private func broadcast(state: InspectorSnapshot, patch: FramePatch?) {
        guard !clients.isEmpty else { return }
        let stateFrame = Self.text(.state(state))
        let patchFrame = patch.map(Self.binary)
        for continuation in clients.values {
            continuation.yield(stateFrame)
            if let patchFrame { continuation.yield(patchFrame) }
        }
    }

    private static func text(_ message: ServerMessage) -> OutgoingMessage {
        .text(message.json)
    }

    private static func binary(_ patch: FramePatch) -> OutgoingMessage {
        .binary(patch.message)
    }
}

/// A frame as pages saw it: what the app drew, and the inspector state.
struct HistoryFrame: Sendable {
    var list: DisplayList
    var snapshot: InspectorSnapshot
}
