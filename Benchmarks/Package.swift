// swift-tools-version: 6.1
// Benchmarks for Kinema, kept in their own package so the main build stays fast.
// Run from this directory: swift package benchmark   (see ../BENCHMARKS.md)
import PackageDescription

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
        // Samples 10,000 running Animators for one 60 Hz frame per iteration.
        .executableTarget(
            name: "AnimatorFrame",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "KinemaAnimation", package: "Kinema"),
            ],
            path: "Benchmarks/AnimatorFrame",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // 10,000 animating views: one frame, and a change to one row (issue #3).
        .executableTarget(
            name: "ViewFrame",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Kinema", package: "Kinema"),
            ],
            path: "Benchmarks/ViewFrame",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // The renderer (issue #4): a 20-item scene against plain Cairo calls, whole frames, and
        // drawingGroup on a 500-shape view. CCairo comes with KinemaRender, for the baseline.
        .executableTarget(
            name: "RenderFrame",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Kinema", package: "Kinema"),
                .product(name: "KinemaRender", package: "Kinema"),
            ],
            path: "Benchmarks/RenderFrame",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // Recording and export (issue #5): the pet voting app, 10 s at 60 fps, 800 × 600, to MP4
        // through ffmpeg.
        .executableTarget(
            name: "RecordMP4",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Kinema", package: "Kinema"),
                .product(name: "KinemaExamples", package: "Kinema"),
                .product(name: "KinemaRender", package: "Kinema"),
                .product(name: "KinemaExport", package: "Kinema"),
            ],
            path: "Benchmarks/RecordMP4",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // The live preview (issue #6) of the pet voting app: a tap sent over the WebSocket to the
        // first changed frame back, and frame delivery while an avatar animates.
        .executableTarget(
            name: "PreviewLatency",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Kinema", package: "Kinema"),
                .product(name: "KinemaExamples", package: "Kinema"),
                .product(name: "KinemaPreview", package: "Kinema"),
            ],
            path: "Benchmarks/PreviewLatency",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
