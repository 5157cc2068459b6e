import Foundation
import KinemaRender
import SnapshotTesting

/// How different two renderings may be and still match: antialiasing and text rasterisation
/// shift edge pixels slightly between machines and library versions.
public struct PixelTolerance: Sendable {
    /// The largest difference of one colour component (premultiplied, 0–1) that still counts
    /// as the same pixel.
    public var component: Double
    /// The fraction of pixels that may differ by more than `component`.
    public var fraction: Double

    /// A tolerance; values outside 0…1 (or not numbers) are taken as the nearest bound.
    public init(component: Double, fraction: Double) {
        func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        (self.component, self.fraction) = (clamped(component), clamped(fraction))
    }

    /// Edge noise: components within 10/255, and up to 0.5 % of pixels beyond that.
    public static let antialiasing = PixelTolerance(component: 10 / 255, fraction: 0.005)

    /// None: every pixel the same, to the byte (the virtual clock makes frames reproducible).
    public static let exact = PixelTolerance(component: 0, fraction: 0)
}

/// A comparison of two equally sized images, pixel by pixel.
public struct PixelComparison {
    /// The images' width in pixels.
    public let width: Int
    /// The images' height in pixels.
    public let height: Int
    /// How many pixels differ by more than the tolerance.
    public private(set) var differing = 0
    /// The largest difference of any component, and where.
    public private(set) var largest = 0.0
    /// Where the largest difference is, in pixels.
    public private(set) var largestAt = (x: 0, y: 0)
    /// The reference, faded, with differing pixels in red.
    public let picture: PixelCanvas

    /// Compares `actual` with `reference`, counting the pixels whose components differ by more
    /// than `tolerance` (0–1, premultiplied).
    public init(reference: PixelCanvas, actual: PixelCanvas, tolerance: Double) throws {
        (width, height) = (reference.pixelWidth, reference.pixelHeight)
        picture = try PixelCanvas(pixelWidth: width, pixelHeight: height)
        picture.fillBackground(.white)
        for y in 0..<height {
            for x in 0..<width {
                let (p, q) = (reference.pixel(x: x, y: y) ?? .clear, actual.pixel(x: x, y: y) ?? .clear)
                let difference = Self.difference(p, q)
                let cell = CGRect(x: x, y: y, width: 1, height: 1)
                if difference > tolerance {
                    differing += 1
                    picture.fill(cell, color: PixelColor(red: 1, green: 0, blue: 0))
                } else {
                    picture.fill(cell, color: p.withAlpha(p.alpha * 0.25))
                }
                if difference > largest { (largest, largestAt) = (difference, (x, y)) }
            }
        }
    }

    /// The largest difference of a premultiplied component.
    public static func difference(_ p: PixelColor, _ q: PixelColor) -> Double {
        max(abs(p.red * p.alpha - q.red * q.alpha), abs(p.green * p.alpha - q.green * q.alpha),
            abs(p.blue * p.alpha - q.blue * q.alpha), abs(p.alpha - q.alpha))
    }
}

extension Diffing where Value == Data {
    /// Compares PNG images by their decoded pixels, within `tolerance`. A failure says how many
    /// pixels differ and by how much, and writes an image of where to a temporary file.
    public static func pixels(tolerance: PixelTolerance = .antialiasing) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let (old, new): (PixelCanvas, PixelCanvas)
            do {
                (old, new) = (try PixelCanvas(pngData: [UInt8](reference)), try PixelCanvas(pngData: [UInt8](actual)))
            } catch {
                return ("The images could not be compared: \(error)", [])
            }
            guard (old.pixelWidth, old.pixelHeight) == (new.pixelWidth, new.pixelHeight) else {
                return ("The image is \(new.pixelWidth)×\(new.pixelHeight) pixels; the reference is "
                        + "\(old.pixelWidth)×\(old.pixelHeight).", [])
            }
            let comparison: PixelComparison
            do {
                comparison = try PixelComparison(reference: old, actual: new, tolerance: tolerance.component)
            } catch {
                return ("The images could not be compared: \(error)", [])
            }
            let total = comparison.width * comparison.height
            let allowed = Int(Double(total) * tolerance.fraction)
            guard comparison.differing > allowed else { return nil }
            let picture = try? comparison.picture.pngData()
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("kinema-snapshot-difference-\(UUID().uuidString).png")
            let written = (try? picture.map { try Data($0).write(to: path) }) != nil
            let percent = String(format: "%.2f", Double(comparison.differing) / Double(total) * 100)
            let message = """
                \(comparison.differing) of \(total) pixels (\(percent) %) differ by more than \
                \(Int((tolerance.component * 255).rounded()))/255 (at most \(allowed) may); the largest difference is \
                \(Int((comparison.largest * 255).rounded()))/255 at (\(comparison.largestAt.x), \(comparison.largestAt.y)).
                """ + (written ? "\nDifferences in red: \(path.path)" : "")
            return (message, picture.map { [.data(Data($0), name: "difference.png")] } ?? [])
        }
    }
}
