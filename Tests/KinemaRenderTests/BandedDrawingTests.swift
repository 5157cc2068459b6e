import Foundation
import Kinema
import KinemaExamples
import KinemaRender
import KinemaTesting
import Testing

/// A frame drawn in bands on several threads has the pixels of the same frame drawn at once.
@MainActor
struct BandedDrawingTests {
    /// `list` drawn at 2× on a canvas of `size` by a renderer with `threads` threads.
    func draw(_ list: DisplayList, size: CGSize, threads: Int, renderer: DisplayListRenderer? = nil) throws -> PixelCanvas {
        let renderer = renderer ?? DisplayListRenderer()
        renderer.threadCount = threads
        return try renderer.render(list, size: size, scale: 2)
    }

    /// Expects the banded frames of `host` (2, 3 and 5 bands: the seams fall on different rows)
    /// to be byte for byte the single-threaded one.
    func expectBandsMatch(_ host: HeadlessHost, _ label: String) throws {
        let list = host.displayList
        let single = try draw(list, size: host.size, threads: 1)
        var reference: [UInt8] = []
        single.copyRGBA(into: &reference)
        for threads in [2, 3, 5] {
            let banded = try draw(list, size: host.size, threads: threads)
            var pixels: [UInt8] = []
            banded.copyRGBA(into: &pixels)
            if pixels != reference {
                let comparison = try PixelComparison(reference: single, actual: banded, tolerance: 0)
                Issue.record("\(label), \(threads) bands: \(comparison.differing) pixels differ, by up to \(comparison.largest * 255)/255 at \(comparison.largestAt)")
            }
        }
    }

    /// Effects that read pixels around each pixel, or draw offscreen, across band seams.
    struct Effects: View {
        let phase: Double
        var body: some View {
            VStack(spacing: 6) {
                HStack(spacing: 8) {
                    Circle().fill(.orange).frame(width: 50, height: 50).blur(radius: 6 + 10 * phase)
                    RoundedRectangle(cornerRadius: 10).fill(.blue).frame(width: 60, height: 40)
                        .shadow(color: .black.opacity(0.5), radius: 4 + 30 * phase, x: 3, y: 5)
                    Text("Kinema").font(.title.bold()).foregroundStyle(
                        LinearGradient(colors: [.red, .purple], startPoint: .leading, endPoint: .trailing))
                        .rotationEffect(.degrees(20 * phase))
                }
                HStack(spacing: 8) {
                    Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                        .frame(width: 56, height: 56)
                    Rectangle().fill(.green).frame(width: 56, height: 56)
                        .rotation3DEffect(.degrees(40 * phase + 10), axis: (x: 1, y: 1, z: 0))
                    ZStack {
                        ForEach(0..<12) { index in
                            Capsule().fill(Color(hue: Double(index) / 12, saturation: 0.8, brightness: 0.9))
                                .frame(width: 8, height: 26).offset(y: -18)
                                .rotationEffect(.degrees(Double(index) * 30 + 90 * phase))
                        }
                    }
                    .drawingGroup().opacity(0.5 + phase / 2)
                    Text("masked").font(.headline).padding(6).background(.yellow)
                        .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
                }
                HStack(spacing: 0) {
                    Circle().fill(.red).frame(width: 40, height: 40)
                    Circle().fill(.blue).frame(width: 40, height: 40).offset(x: -15).blendMode(.multiply)
                    Text("A long line of text that wraps across the seam between two bands, \(Int(phase * 100)) %")
                        .font(.system(size: 11)).frame(width: 150).blur(radius: phase * 2)
                }
            }
        }
    }

    @Test(arguments: [0, 0.37, 1])
    func effectsMatch(phase: Double) throws {
        try expectBandsMatch(HeadlessHost.scene(Effects(phase: phase), width: 320, height: 240), "effects at \(phase)")
    }

    /// Every example, as it starts and after each of its actions has animated a while.
    @Test(arguments: ExampleCatalog.names)
    func exampleMatches(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        let host = HeadlessHost(example.rootView, size: example.size, textMeasurer: PangoTextMeasurer())
        host.advance(by: 0.1)
        try expectBandsMatch(host, "\(name) at the start")
        for action in example.actionNames {
            example.actions[action]?()
            host.advance(by: 0.15)
            try expectBandsMatch(host, "\(name) after \(action)")
        }
    }

    /// Images resampled up, down and turned: Pixman must sample each pixel at the same place
    /// whatever the band's clip.
    @Test(arguments: [(64.0, 0.0), (71.3, 0.0), (300, 0.0), (143.7, 0.3)])
    func resampledImagesMatch(side: Double, turn: Double) throws {
        // 37 × 23 pixels of colours that change from each pixel to the next, so resampling blends.
        let source = try PixelCanvas(pixelWidth: 37, pixelHeight: 23)
        for y in 0..<23 {
            for x in 0..<37 {
                source.fill(CGRect(x: x, y: y, width: 1, height: 1),
                            color: PixelColor(red: Double(x) / 36, green: Double((x * 7 + y * 5) % 11) / 10, blue: Double(y) / 22))
            }
        }
        let path = Fixture.temporaryPath("bands-\(side)-\(turn).png")
        try source.writePNG(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = DisplayList.Item(content: .image(ImageItem(name: "pattern", url: URL(fileURLWithPath: path),
                                                               frame: CGRect(x: 10.3, y: 20.7, width: side, height: side * 23 / 37),
                                                               naturalSize: CGSize(width: 37, height: 23))))
        let list = DisplayList(items: [.init(content: .effect(.transform(CGAffineTransform(rotationAngle: turn)), DisplayList(items: [image])))])
        let single = try draw(list, size: CGSize(width: 320, height: 320), threads: 1)
        for threads in [2, 3, 5] {
            let comparison = try PixelComparison(reference: single, actual: draw(list, size: CGSize(width: 320, height: 320), threads: threads), tolerance: 0)
            #expect(comparison.differing == 0, "\(threads) bands: \(comparison.differing) pixels differ at \(comparison.largestAt)")
        }
    }

    /// A renderer keeps its band renderers' caches between frames, and reports what they met once.
    @Test func diagnosticsOfBandsAreReportedOnce() throws {
        let host = HeadlessHost.scene(VStack { Text("Missing").font(.custom("No Such Family", size: 20)); Spacer() }
            .frame(maxWidth: .infinity, maxHeight: .infinity).background(.mint), width: 200, height: 200)
        let renderer = DisplayListRenderer()
        for _ in 0..<3 { _ = try draw(host.displayList, size: host.size, threads: 4, renderer: renderer) }
        #expect(renderer.diagnostics.filter { $0.kind == .missingFont }.count == 1)
    }
}
