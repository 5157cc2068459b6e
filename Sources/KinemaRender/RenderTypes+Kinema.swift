import Foundation
import Kinema

// Display-list values become the canvas's own types, so drawing them goes through the same
// sanitising plumbing (CairoContext) as the canvas API.

extension RenderPoint {
    init(_ point: CGPoint) {
        self.init(x: point.x, y: point.y)
    }
}

extension RenderPath {
    init(_ path: Path) {
        self.init()
        path.forEach { element in
            switch element {
            case .move(let point): move(to: RenderPoint(point))
            case .line(let point): addLine(to: RenderPoint(point))
            case .quadCurve(let point, let control): addQuadCurve(to: RenderPoint(point), control: RenderPoint(control))
            case .curve(let point, let c1, let c2):
                addCurve(to: RenderPoint(point), control1: RenderPoint(c1), control2: RenderPoint(c2))
            case .closeSubpath: closeSubpath()
            }
        }
    }
}

extension RenderRect {
    init(_ rect: CGRect) {
        self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}

extension RenderColor {
    init(_ color: ResolvedColor) {
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.opacity))
    }
}

extension RenderFillRule {
    init(_ style: FillStyle) {
        self = style.isEOFilled ? .evenOdd : .nonZero
    }
}

extension RenderStrokeStyle {
    init(_ style: StrokeStyle) {
        let cap: Cap = switch style.lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: Join = switch style.lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        self.init(lineWidth: style.lineWidth, lineCap: cap, lineJoin: join, miterLimit: style.miterLimit,
                  dash: style.dash.map(Double.init), dashPhase: style.dashPhase)
    }
}
