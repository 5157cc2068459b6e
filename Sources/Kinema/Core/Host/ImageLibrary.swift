import Foundation
import Synchronization

/// Finds images by name in a list of directories and reads their pixel size.
///
/// `Image("cat")` looks for `cat.png` (or `cat` with any extension it can read) in each
/// directory in order. Sizes are read from the PNG header; the renderer decodes the pixels.
public final class ImageLibrary: Sendable {
    /// Where images are looked for, in order.
    public let directories: [URL]
    /// Sources found, by name (and, for the dark appearance, the name marked dark).
    private let cache = Mutex<[String: ImageSource]>([:])

    /// A library over directories.
    public init(directories: [URL]) {
        self.directories = directories
    }

    /// The default places: `Resources` and `Images` next to the executable, and in the current
    /// directory.
    public static func standard() -> ImageLibrary {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return ImageLibrary(directories: [executable, current].flatMap {
            [$0.appendingPathComponent("Resources"), $0.appendingPathComponent("Images"), $0]
        })
    }

    /// The image called `name` in `colorScheme`: an asset catalog's dark variant in the dark
    /// appearance, where the image set has one.
    func source(named name: String, colorScheme: ColorScheme = .light) -> ImageSource {
        let key = colorScheme == .dark ? name + "\u{0}dark" : name
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let source = find(name, colorScheme: colorScheme)
        cache.withLock { $0[key] = source }
        return source
    }

    /// The image called `name` in the resources of the bundle at `bundleURL`.
    static func source(named name: String, inBundleAt bundleURL: URL, colorScheme: ColorScheme = .light) -> ImageSource {
        guard let bundle = Bundle(url: bundleURL) else {
            return ImageSource(problem: "image '\(name)': there is no bundle at \(bundleURL.path)")
        }
        return ImageLibrary(directories: [bundle.resourceURL ?? bundleURL]).find(name, colorScheme: colorScheme)
    }

    private func find(_ name: String, colorScheme: ColorScheme = .light) -> ImageSource {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("..") else {
            return ImageSource(problem: "image name '\(name)' is not a file name")
        }
        for directory in directories where !name.contains("/") {
            let url = directory.appendingPathComponent(name.hasSuffix(".png") ? name : name + ".png")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            guard let size = Self.pngSize(of: url) else {
                return ImageSource(problem: "image '\(name)' at \(url.path) is not a readable PNG file")
            }
            return ImageSource(url: url, size: size)
        }
        for catalog in AssetCatalog.all {
            guard let (url, scale) = catalog.image(named: name, colorScheme: colorScheme) else { continue }
            guard let pixels = Self.pngSize(of: url) else {
                return ImageSource(problem: "image '\(name)' at \(url.path) is not a readable PNG file")
            }
            return ImageSource(url: url, size: CGSize(width: pixels.width / scale, height: pixels.height / scale))
        }
        let places = (directories.map(\.path) + AssetCatalog.all.map(\.url.path)).joined(separator: ", ")
        return ImageSource(problem: "image '\(name)' was not found (looked for \(name).png and \(name).imageset in \(places))")
    }

    /// The width and height in a PNG's IHDR chunk.
    static func pngSize(of url: URL) -> CGSize? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        guard bytes.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes[12...15].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (integer(16), integer(20))
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}

/// An image found (or not) by name.
struct ImageSource: Sendable {
    var url: URL?
    var size: CGSize = .zero
    var problem: String?
}
