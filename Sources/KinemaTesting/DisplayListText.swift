import Foundation
import Kinema

/// A display list as text, for snapshots whose diffs people read: one line per drawn item (kind,
/// identifier, frame, paint), indented under the effects that enclose it, numbers rounded to
/// hundredths so that a frame's float noise does not show.
struct DisplayListText {
    let text: String

    init(_ list: DisplayList) {
        var lines: [String] = []
        Self.describe(list, depth: 0, into: &lines)
        text = lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ list: DisplayList, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for item in list.items {
            let id = item.identifier.map { " #\($0)" } ?? ""
            switch item.content {
            case .shape(let shape):
                let paint = switch shape.paint {
                case .fill(let style, _): "fill \(describe(style))"
                case .stroke(let style, let stroke): "stroke \(number(stroke.lineWidth)) \(describe(style))"
                }
                lines.append("\(indent)shape \(shape.name)\(id) \(rect(shape.frame)) \(paint)")
            case .text(let text):
                lines.append("\(indent)text \"\(text.string)\"\(id) \(rect(text.frame)) \(text.font.family) \(number(text.font.size)) \(describe(text.style))")
            case .image(let image):
                lines.append("\(indent)image \(image.name)\(id) \(rect(image.frame))")
            case .symbol(let symbol):
                lines.append("\(indent)symbol\(id) \(String(describing: symbol).prefix(120))")
            case .canvas(let canvas):
                lines.append("\(indent)canvas\(id) \(rect(canvas.frame))")
            case .effect(let effect, let inner):
                lines.append("\(indent)\(describe(effect))\(id)")
                describe(inner, depth: depth + 1, into: &lines)
            }
        }
    }

    private static func describe(_ effect: DisplayList.Effect) -> String {
        switch effect {
        case .transform(let t): "transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " "))]"
        case .opacity(let value): "opacity \(number(value))"
        case .shadow(let color, let radius, let offset): "shadow \(hex(color)) radius \(number(radius)) offset (\(number(offset.width)), \(number(offset.height)))"
        case .blur(let radius, _): "blur \(number(radius))"
        case .clip(let path, _): "clip \(rect(path.boundingRect))"
        default: String(describing: effect).split(separator: "(").first.map(String.init) ?? "effect"
        }
    }

    private static func describe(_ style: ResolvedShapeStyle) -> String {
        style.color.map(hex) ?? "gradient"
    }

    /// `#RRGGBBAA`, 8 bits each.
    private static func hex(_ color: ResolvedColor) -> String {
        "#" + [color.red, color.green, color.blue, color.opacity]
            .map { String(format: "%02X", Int((min(max(Double($0), 0), 1) * 255).rounded())) }.joined()
    }

    private static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)) × \(number(r.height)))"
    }

    /// Rounded to hundredths, without trailing zeros, and -0 as 0.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        return (rounded == 0 ? 0 : rounded).formatted(.number.precision(.fractionLength(0...2)).grouping(.never))
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
