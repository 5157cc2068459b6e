import Foundation
import Kinema
import KinemaRender

/// Builders for hand-made display lists and helpers for reading rendered pixels.
enum Fixture {
    static let red = ResolvedColor(red: 1, green: 0, blue: 0)
    static let green = ResolvedColor(red: 0, green: 1, blue: 0)
    static let blue = ResolvedColor(red: 0, green: 0, blue: 1)
    static let black = ResolvedColor(red: 0, green: 0, blue: 0)

    static func fill(_ path: Path, _ color: ResolvedColor, eoFill: Bool = false, antialiased: Bool = true) -> DisplayList.Item {
        let shape = ShapeItem(name: "Shape", frame: path.boundingRect, path: path,
                              paint: .fill(ResolvedShapeStyle(color: color), FillStyle(eoFill: eoFill, antialiased: antialiased)))
        return DisplayList.Item(content: .shape(shape))
    }

    /// The same path kept as its elements: an ellipse so kept is filled by Cairo, not by the
    /// renderer's own rasteriser for small dots.
    static func elementPath(_ path: Path) -> Path {
        var copy = Path()
        path.forEach { element in
            switch element {
            case .move(let point): copy.move(to: point)
            case .line(let point): copy.addLine(to: point)
            case .quadCurve(let point, let control): copy.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2): copy.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: copy.closeSubpath()
            }
        }
        return copy
    }

    static func fill(_ rect: CGRect, _ color: ResolvedColor) -> DisplayList.Item {
        fill(Path(rect), color)
    }

    static func stroke(_ path: Path, _ color: ResolvedColor, _ style: StrokeStyle) -> DisplayList.Item {
        let shape = ShapeItem(name: "Shape", frame: path.boundingRect, path: path,
                              paint: .stroke(ResolvedShapeStyle(color: color), style))
        return DisplayList.Item(content: .shape(shape))
    }

    static func font(_ size: CGFloat = 17, weight: CGFloat = 400, width: CGFloat = 0, italic: Bool = false,
                     family: String = "DejaVu Sans") -> Font.Resolved {
        Font.Resolved(family: family, size: size, weight: weight, width: width, isItalic: italic, design: .default)
    }

    static func text(_ string: String, frame: CGRect, font: Font.Resolved = font(), color: ResolvedColor = black,
                     lineLimit: Int? = nil, alignment: TextAlignment = .leading) -> DisplayList.Item {
        DisplayList.Item(content: .text(TextItem(string: string, frame: frame, font: font, style: ResolvedShapeStyle(color: color),
                                                 lineLimit: lineLimit, alignment: alignment)))
    }

    /// Text in a frame of the size ``PangoTextMeasurer`` measures, as a layout would place it.
    static func measuredText(_ string: String, at origin: CGPoint, font: Font.Resolved = font(), proposedWidth: CGFloat? = nil,
                             lineLimit: Int? = nil, alignment: TextAlignment = .leading) -> (item: DisplayList.Item, frame: CGRect) {
        let size = PangoTextMeasurer().size(of: string, font: font, proposedWidth: proposedWidth, lineLimit: lineLimit)
        let frame = CGRect(origin: origin, size: size)
        return (text(string, frame: frame, font: font, lineLimit: lineLimit, alignment: alignment), frame)
    }

    static func image(_ name: String, url: URL?, frame: CGRect) -> DisplayList.Item {
        DisplayList.Item(content: .image(ImageItem(name: name, url: url, frame: frame, naturalSize: frame.size)))
    }

    static func effect(_ effect: DisplayList.Effect, _ items: DisplayList.Item...) -> DisplayList.Item {
        DisplayList.Item(content: .effect(effect, DisplayList(items: items)))
    }

    static func render(_ items: [DisplayList.Item], size: CGSize = CGSize(width: 100, height: 100), scale: Double = 1,
                       background: PixelColor? = .white, renderer: DisplayListRenderer = DisplayListRenderer()) throws -> PixelCanvas {
        try renderer.render(DisplayList(items: items), size: size, scale: scale, background: background)
    }

    /// The pixel at (x, y), which the test expects to exist.
    static func pixel(_ canvas: PixelCanvas, _ x: Int, _ y: Int) -> PixelColor {
        canvas.pixel(x: x, y: y) ?? PixelColor(red: .nan, green: .nan, blue: .nan, alpha: .nan)
    }

    /// How many pixels within `tolerance` of `color`.
    static func count(_ color: PixelColor, in canvas: PixelCanvas, tolerance: Double = 2 / 255) -> Int {
        var count = 0
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth where pixel(canvas, x, y).isApproximatelyEqual(to: color, tolerance: tolerance) {
                count += 1
            }
        }
        return count
    }

    /// The pixel bounds (inclusive) of pixels darker than `threshold` on a white background.
    static func inkBounds(_ canvas: PixelCanvas, threshold: Double = 0.9) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth {
                let p = pixel(canvas, x, y)
                guard min(p.red, p.green, p.blue) < threshold else { continue }
                bounds = (min(bounds?.minX ?? x, x), min(bounds?.minY ?? y, y), max(bounds?.maxX ?? x, x), max(bounds?.maxY ?? y, y))
            }
        }
        return bounds
    }

    /// The largest difference of any component of any pixel.
    static func maximumDifference(_ a: PixelCanvas, _ b: PixelCanvas) -> Double {
        var largest = 0.0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let (p, q) = (pixel(a, x, y), pixel(b, x, y))
                largest = max(largest, abs(p.red * p.alpha - q.red * q.alpha), abs(p.green * p.alpha - q.green * q.alpha),
                              abs(p.blue * p.alpha - q.blue * q.alpha), abs(p.alpha - q.alpha))
            }
        }
        return largest
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kinema-\(UUID().uuidString)-\(name)").path
    }
}
