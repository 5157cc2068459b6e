// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Kinema",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Kinema", targets: ["Kinema"]),
        // `import SwiftUI`: Kinema under SwiftUI's name, for files written for Xcode.
        .library(name: "SwiftUI", targets: ["SwiftUI", "KinemaCombine"]),
        // What programs built from your files link: Kinema, and the runner `kinema` drives them with.
        .library(
            name: "KinemaUserRuntime", type: .dynamic, targets: ["SwiftUI", "KinemaCombine", "KinemaUserSwiftUI", "KinemaUserViews", "KinemaUserRunner"]
        ),
        .library(name: "KinemaAnimation", targets: ["KinemaAnimation"]),
        .library(name: "KinemaGraph", targets: ["KinemaGraph"]),
        .library(name: "KinemaRender", targets: ["KinemaRender"]),
        .library(name: "KinemaExport", targets: ["KinemaExport"]),
        .executable(name: "curve-plot", targets: ["CurvePlot"]),
        .library(name: "KinemaExamples", targets: ["KinemaExamples"]),
        .executable(name: "kinema", targets: ["KinemaTool"]),
        .executable(name: "pet-avatars", targets: ["PetAvatars"]),
        .library(name: "KinemaPreview", targets: ["KinemaPreview"]),
        .executable(name: "kinema-preview", targets: ["KinemaPreviewTool"]),
        .library(name: "KinemaCharts", targets: ["KinemaCharts"]),
        // For your own test suites (Swift Testing or XCTest): snapshots of views at a time on the
        // virtual clock, settling, and the values animating.
        .library(name: "KinemaTesting", targets: ["KinemaTesting"]),
        // For Kinema's own tests and benchmarks (a browser driver, a WebSocket client, shared
        // helpers); not for apps.
        .library(name: "KinemaTestSupport", targets: ["KinemaTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The live preview's HTTP and WebSocket server and its client (NIOHTTP1, NIOWebSocket).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `#Preview`'s macro, and the parser `kinema` reads your files with (see BENCHMARKS.md for
        // what it adds to a clean build).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        // Combine on Linux, for the apps written before Observation: `ObservableObject`,
        // `@Published`, publishers for `onReceive` and `Timer.publish`.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation`: the DocC catalogs of the public modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // SwiftUI's name for Kinema, with the UIKit types iOS views use (UIColor, UIScreen…).
        .target(name: "SwiftUI", dependencies: ["Kinema", "KinemaUIKit", "KinemaMacros", "KinemaCombine"]),
        // Combine for SwiftUI files: OpenCombine, with the main queue and run loop as schedulers on
        // the virtual clock while a host runs the views. Not named Combine: OpenCombine declares
        // its schedulers only where no module of that name can be imported, and the tools compile
        // a file's `import Combine` as `import KinemaCombine` instead.
        .target(
            name: "KinemaCombine",
            dependencies: [
                "Kinema", .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
        ),
        // `import SwiftUI` in the files Kinema's tools build: SwiftUI, with Foundation's timers and
        // the main queue on the virtual clock (see KinemaUserSwiftUI.swift).
        .target(name: "KinemaUserSwiftUI", dependencies: ["SwiftUI"]),
        .macro(
            name: "KinemaMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // Not named UIKit: Swift Testing declares a cross-import overlay for a UIKit module, which
        // would then be looked for in every test file that imports SwiftUI.
        .target(name: "KinemaUIKit", dependencies: ["Kinema"]),
        // Pure value types of the animation model: no views, usable alone.
        .target(name: "KinemaAnimation", dependencies: ["CPrefetch"]),
        // Nodes, dependencies, invalidation and update cycles: generic, no views.
        .target(name: "KinemaGraph"),
        // The module users import.
        .target(
            name: "Kinema",
            dependencies: [
                "KinemaAnimation", "KinemaGraph", "CPrefetch", "CKinemaHooks", .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // The compiler's prefetch hint, which Swift does not expose.
        .systemLibrary(name: "CPrefetch"),
        // The runtime hook that lets views' tasks run on the virtual clock (see ViewTaskScheduler).
        .target(name: "CKinemaHooks"),
        // Cairo, Pango and PangoCairo from the system (Debian: libcairo2-dev, libpango1.0-dev),
        // through the pkg-config file Scripts/setup-debian writes (pangocairo's, less -pthread).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "kinema-pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]
        ),
        // libpng, for PNGs encoded for speed (the live preview's frames).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "KinemaRender", dependencies: ["CCairo", "CPNG", "Kinema"]),
        // giflib and libwebp (with its animation muxer and demuxer) from the system, for GIF and
        // animated WebP export (Debian: libgif-dev, libwebp-dev).
        .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // Animation testing for users' suites: snapshot strategies on the virtual clock, settle,
        // and the values animating.
        .target(
            name: "KinemaTesting",
            dependencies: [
                "Kinema", "KinemaRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Line charts drawn with the renderer: timelines of recordings, curve plots.
        .target(name: "KinemaCharts", dependencies: ["KinemaRender"]),
        .target(name: "KinemaExport", dependencies: ["KinemaRender", "KinemaCharts", "KinemaAnimation", "Kinema", "CGif", "CWebP"]),
        // The live preview: a local page runs a view in real time beside an animation inspector.
        .target(
            name: "KinemaPreview",
            dependencies: [
                "Kinema", "KinemaRender",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
            ]
        ),
        // The `kinema-preview` command: the examples, live.
        .executableTarget(name: "KinemaPreviewTool", dependencies: ["KinemaPreview", "KinemaExamples"]),
        // The example apps of the scenarios, with the pet avatars they show as resources.
        .target(name: "KinemaExamples", dependencies: ["Kinema"], path: "Examples/KinemaExamples", resources: [.process("Resources")]),
        // The views of your files, as a program built from them lists them for the tools.
        .target(name: "KinemaUserViews", dependencies: ["Kinema"]),
        // That program's command line: list, record, preview and render its views.
        .target(
            name: "KinemaUserRunner",
            dependencies: [
                "KinemaUserViews", "CKinemaHooks", "KinemaExport", "KinemaRender", "KinemaPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Reading, checking and building your files against Kinema.
        .target(
            name: "KinemaUserCode",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The `kinema` command (list and record the examples and your files), as a library so tests can parse with it.
        .target(
            name: "KinemaCLI",
            dependencies: [
                "KinemaExamples", "KinemaExport", "KinemaRender", "KinemaPreview", "KinemaUserRunner", "KinemaUserViews", "KinemaUserCode",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "KinemaTool", dependencies: ["KinemaCLI"]),
        // Draws the pet avatars in Examples/KinemaExamples/Resources.
        .executableTarget(name: "PetAvatars", dependencies: ["Kinema", "KinemaRender"], path: "Examples/PetAvatars"),
        .executableTarget(
            name: "CurvePlot",
            dependencies: ["Kinema", "KinemaExport"],
            path: "Examples/CurvePlot"
        ),
        // What every test target shares: numeric helpers and reference solutions, hosts driven by
        // scripts through the recorder's own player, the `kinema` binary, headless Chromium and a
        // WebSocket client. A library of the package, never linked into one users ship.
        .target(
            name: "KinemaTestSupport",
            dependencies: [
                "Kinema", "KinemaAnimation", "KinemaExport",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "Tests/KinemaTestSupport"
        ),
        .testTarget(
            name: "KinemaAnimationTests",
            dependencies: [
                "KinemaAnimation", "KinemaTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "KinemaRenderTests",
            dependencies: [
                "KinemaRender", "KinemaExport", "Kinema", "KinemaTestSupport", "KinemaTesting", "KinemaExamples",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "KinemaTestingTests",
            dependencies: [
                "KinemaTesting", "Kinema", "KinemaRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "KinemaGraphTests", dependencies: ["KinemaGraph"]),
        .testTarget(name: "KinemaUserCodeTests", dependencies: ["KinemaUserCode"]),
        // `@Animatable`'s expansion and diagnostics, through swift-syntax's own expansion harness.
        .testTarget(
            name: "KinemaMacrosTests",
            dependencies: ["KinemaMacros", .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax")]
        ),
        .testTarget(name: "KinemaTests", dependencies: ["Kinema", "KinemaTestSupport"]),
        .testTarget(name: "KinemaChartsTests", dependencies: ["KinemaCharts", "KinemaRender", "KinemaTestSupport"]),
        // Files written for Xcode (`import SwiftUI`, `#Preview`, an `App`), and asset catalogs.
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "KinemaUserSwiftUI"], exclude: ["Fixtures"]),
        // A folder of SwiftUI files as a user would write them (`import SwiftUI`, `#Preview`), built
        // as a module here too, so that tests can record its views in code and through `kinema`.
        .target(
            name: "UserCodeFixture", dependencies: ["SwiftUI"], path: "Tests/KinemaCLITests/Fixtures/UserCode/Orbit",
            exclude: ["OrbitApp.swift", "Assets.xcassets"]
        ),
        .testTarget(
            name: "KinemaExamplesTests",
            dependencies: ["KinemaExamples", "Kinema", "KinemaRender", "KinemaExport", "KinemaUserCode", "KinemaTestSupport"],
            exclude: ["Fixtures"]
        ),
        // The `kinema` command, on the examples and on a folder of SwiftUI files (Fixtures/UserCode).
        .testTarget(
            name: "KinemaCLITests",
            dependencies: [
                "KinemaCLI", "KinemaTool", "Kinema", "KinemaExamples", "KinemaExport", "KinemaRender", "KinemaUserRunner",
                "UserCodeFixture", "KinemaTestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "KinemaExportTests", dependencies: ["KinemaExport", "KinemaRender", "Kinema", "CGif", "CWebP", "KinemaTestSupport"]),
        .testTarget(
            name: "KinemaPreviewTests",
            dependencies: [
                "KinemaPreview", "Kinema", "KinemaRender", "KinemaTestSupport",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
