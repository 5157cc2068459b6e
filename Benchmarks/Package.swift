// swift-tools-version: 6.1
// Benchmarks for Kinema, kept in their own package so the main build stays fast.
// Run from this directory: swift package benchmark   (see ../BENCHMARKS.md)
import PackageDescription

/// A benchmark executable in `Benchmarks/<name>`, using the harness, these Kinema products and
/// these targets of this package.
func benchmark(_ name: String, using products: [String], targets: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark"), "BenchmarkSupport"]
            + products.map { .product(name: $0, package: "Kinema") } + targets,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "KinemaBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        // Malloc metrics only: the default `RuntimeInterposer` trait (ARC metrics on Linux with
        // Swift 6.3) needs swift-runtime-interposer, which the local package mirror lacks.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "Kinema", path: ".."),
    ],
    targets: [
        // What several benchmarks share.
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "Benchmark", package: "benchmark")], path: "Support"),
        // Samples 10,000 running Animators for one 60 Hz frame per iteration.
        benchmark("AnimatorFrame", using: ["KinemaAnimation"]),
        // 10,000 animating views: one frame, and a change to one row (issue #3).
        benchmark("ViewFrame", using: ["Kinema"], targets: ["ViewFrameScene"]),
        // Its rows, which ViewMemory measures outside the harness (whose malloc interposer adds a
        // header to every allocation): swift run -c release ViewMemory.
        .target(name: "ViewFrameScene", dependencies: [.product(name: "Kinema", package: "Kinema")], path: "Scenes/ViewFrameScene"),
        .executableTarget(name: "ViewMemory", dependencies: ["ViewFrameScene"], path: "Benchmarks/ViewMemory"),
        // Views that come and go (issue #13): 1,000 rows inserted and removed with a transition.
        benchmark("Transitions", using: ["Kinema"]),
        // Scrolling (issue #14): a 100,000-row LazyVStack scrolled 10,000 points at 60 fps.
        benchmark("Scrolling", using: ["Kinema"]),
        // Gestures (issue #15): pointer events over 1,000 tappable views under a DragGesture.
        benchmark("Gestures", using: ["Kinema"]),
        // Time-driven animation (issue #16): a Canvas of 2,000 particles each frame of a
        // TimelineView, and a keyframe track sampled.
        benchmark("TimeDriven", using: ["Kinema", "KinemaRender", "KinemaExamples"]),
        // The renderer (issue #4): a 20-item scene against plain Cairo calls, whole frames, and
        // drawingGroup on a 500-shape view. CCairo comes with KinemaRender, for the baseline.
        benchmark("RenderFrame", using: ["Kinema", "KinemaRender"]),
        // Recording and export (issue #5): the pet voting app, 10 s at 60 fps, 800 × 600, to MP4
        // through ffmpeg.
        benchmark("RecordMP4", using: ["Kinema", "KinemaExamples", "KinemaRender", "KinemaExport"]),
        // The live preview (issue #6) of the pet voting app: a tap sent over the WebSocket to the
        // first changed frame back, frame delivery while an avatar animates, and the page in Chromium;
        // and (issue #15) a drag's pointer moves to changed frames, over the socket and in Chromium.
        benchmark("PreviewLatency", using: ["Kinema", "KinemaExamples", "KinemaPreview", "KinemaTestSupport"]),
        // Edit and see (issue #30): `kinema preview PATH` of a 200-line file, from saving a change to
        // the page in Chromium drawing it.
        benchmark("EditToFrame", using: ["KinemaTestSupport"]),
        // Kinema against Debian's headless Chromium on one scene of springs, a plain executable
        // (swift run -c release PeerChromium): engine and whole frames, interleaved, and pixels.
        .executableTarget(name: "PeerChromium", dependencies: ["Kinema", "KinemaRender", "KinemaTestSupport"].map { .product(name: $0, package: "Kinema") }, path: "Benchmarks/PeerChromium"),
    ],
    swiftLanguageModes: [.v6]
)
