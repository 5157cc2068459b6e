import Foundation
import Kinema
import KinemaRender

/// Kinema's side: the scene in a headless host on its virtual clock, drawn into an 800 × 600
/// canvas at scale 1.
@MainActor
final class PeerDriver {
    private let model = PeerModel()
    private let host: HeadlessHost
    private let canvas: PixelCanvas
    private let renderer = DisplayListRenderer()
    private var frame = 0

    /// The scene at rest, then the first retarget at time 0.
    init(grid: PeerGrid) throws {
        host = HeadlessHost(PeerScene(grid: grid, model: model), size: CGSize(width: PeerGrid.width, height: PeerGrid.height))
        canvas = try PixelCanvas(pixelWidth: PeerGrid.width, pixelHeight: PeerGrid.height)
        retarget()
    }

    private func retarget() {
        withAnimation(PeerMotion.animation) { model.generation += 1 }
    }

    /// The clock one frame on, retargeting when a period is up.
    private func step() {
        frame += 1
        host.advance(by: 1.0 / 60)
        if frame % PeerMotion.period == 0 { retarget() }
    }

    /// Engine only: the next frame's display list, no pixels. (Only the list: its `items`
    /// would build a nested copy that drawing does not need.)
    func engineFrame() {
        step()
        _ = host.displayList
    }

    /// A whole frame: the next frame's display list drawn into the canvas.
    func wholeFrame() {
        step()
        draw()
    }

    private func draw() {
        renderer.draw(host.displayList, in: canvas, over: .white)
    }

    /// Runs `makeFrame` for half a second to warm up, then for `seconds`; frames per second.
    /// Half a second, because Chromium's processes go on working for a moment after its own
    /// measurement ends, on the same two cores.
    func framesPerSecond(for seconds: Double, _ makeFrame: () -> Void) -> Double {
        let clock = ContinuousClock()
        let warm = clock.now + .milliseconds(500)
        while clock.now < warm { makeFrame() }
        let start = clock.now
        var (frames, elapsed) = (0, Duration.zero)
        while elapsed < .seconds(seconds) {
            makeFrame()
            frames += 1
            elapsed = clock.now - start
        }
        return Double(frames) / elapsed.seconds
    }

    /// The pixels of frame `index` of a fresh run, as straight RGBA.
    static func pixels(of grid: PeerGrid, atFrame index: Int) throws -> [UInt8] {
        let driver = try PeerDriver(grid: grid)
        while driver.frame < index { driver.step() }
        driver.draw()
        var rgba: [UInt8] = []
        driver.canvas.copyRGBA(into: &rgba)
        return rgba
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
