// swift-tools-version: 6.1
// A package of your own whose SwiftUI view is tested on Linux with KinemaTesting: the view in
// `Sources/Badge`, its tests (Swift Testing) and their reference images in `Tests/BadgeTests`.
// Depend on Kinema by URL in yours:
//   .package(url: "https://github.com/<you>/kinema", branch: "main")
// (here, by path: this example lives inside Kinema's repository).
import PackageDescription

let package = Package(
    name: "TestYourAnimations",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Kinema", path: "../.."),
    ],
    targets: [
        // The view, written for Xcode: `import SwiftUI` is Kinema's SwiftUI on Linux.
        .target(name: "Badge", dependencies: [.product(name: "SwiftUI", package: "Kinema")]),
        .testTarget(
            name: "BadgeTests",
            dependencies: ["Badge", .product(name: "KinemaTesting", package: "Kinema")],
            exclude: ["__Snapshots__"]
        ),
    ]
)
