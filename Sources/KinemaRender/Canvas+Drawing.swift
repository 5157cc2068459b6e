import CCairo

extension Canvas {
    /// Replaces every pixel with `color`, ignoring the current transform and
    /// clip; use it to give a fresh canvas its background.
    public func fillBackground(_ color: RenderColor) {
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_reset_clip(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Fills `rect`. Non-finite rectangles are skipped.
    public func fill(_ rect: RenderRect, color: RenderColor) {
        guard rect.isFinite else { return }
        cairo_new_path(context)
        appendRectangle(rect)
        setSource(color)
        cairo_fill(context)
    }

    /// Strokes the outline of `rect`, centred on its edges.
    public func stroke(_ rect: RenderRect, color: RenderColor, style: RenderStrokeStyle = RenderStrokeStyle()) {
        guard rect.isFinite, applyStrokeStyle(style) else { return }
        cairo_new_path(context)
        appendRectangle(rect)
        setSource(color)
        cairo_stroke(context)
    }

    /// Fills the inside of `path`.
    public func fill(_ path: RenderPath, color: RenderColor, rule: RenderFillRule = .nonZero) {
        guard appendPath(path) else { return }
        setFillRule(rule)
        setSource(color)
        cairo_fill(context)
    }

    /// Strokes `path` with `style`.
    public func stroke(_ path: RenderPath, color: RenderColor, style: RenderStrokeStyle = RenderStrokeStyle()) {
        guard applyStrokeStyle(style), appendPath(path) else { return }
        setSource(color)
        cairo_stroke(context)
    }

    /// Strokes an open polyline through `points`; non-finite points leave a gap.
    public func strokePolyline(_ points: [RenderPoint], color: RenderColor, style: RenderStrokeStyle = RenderStrokeStyle()) {
        stroke(RenderPath(polyline: points), color: color, style: style)
    }

    // MARK: - Cairo plumbing

    func setSource(_ color: RenderColor) {
        let c = color.clamped
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
    }

    func setFillRule(_ rule: RenderFillRule) {
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    static func clampCoordinate(_ value: Double) -> Double {
        min(max(value, -coordinateLimit), coordinateLimit)
    }

    /// Adds a rectangle subpath; the caller guarantees finiteness.
    func appendRectangle(_ rect: RenderRect) {
        let x0 = Self.clampCoordinate(rect.minX)
        let y0 = Self.clampCoordinate(rect.minY)
        let x1 = Self.clampCoordinate(rect.maxX)
        let y1 = Self.clampCoordinate(rect.maxY)
        cairo_rectangle(context, x0, y0, x1 - x0, y1 - y0)
    }

    /// Replaces Cairo's current path with `path`, skipping elements with
    /// non-finite coordinates. Returns whether anything drawable was added.
    @discardableResult
    func appendPath(_ path: RenderPath) -> Bool {
        cairo_new_path(context)
        var current: RenderPoint?
        var subpathStart: RenderPoint?
        var drewSomething = false

        func startSubpath(at point: RenderPoint) {
            cairo_move_to(context, Self.clampCoordinate(point.x), Self.clampCoordinate(point.y))
            current = point
            subpathStart = point
            drewSomething = true
        }

        for element in path.elements {
            switch element {
            case let .move(to):
                guard to.isFinite else { current = nil; continue }
                startSubpath(at: to)
            case let .line(to):
                guard to.isFinite else { current = nil; continue }
                guard current != nil else { startSubpath(at: to); continue }
                cairo_line_to(context, Self.clampCoordinate(to.x), Self.clampCoordinate(to.y))
                current = to
            case let .quadCurve(to, control):
                guard to.isFinite, control.isFinite else { current = nil; continue }
                guard let from = current else { startSubpath(at: to); continue }
                // Degree elevation: a quadratic is the cubic with controls 2/3 of
                // the way from each end point to the quadratic control.
                let c1 = RenderPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
                let c2 = RenderPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                appendCurve(to: to, control1: c1, control2: c2)
                current = to
            case let .curve(to, control1, control2):
                guard to.isFinite, control1.isFinite, control2.isFinite else { current = nil; continue }
                guard current != nil else { startSubpath(at: to); continue }
                appendCurve(to: to, control1: control1, control2: control2)
                current = to
            case .closeSubpath:
                guard current != nil else { continue }
                cairo_close_path(context)
                current = subpathStart
            }
        }
        return drewSomething
    }

    private func appendCurve(to: RenderPoint, control1: RenderPoint, control2: RenderPoint) {
        cairo_curve_to(
            context,
            Self.clampCoordinate(control1.x), Self.clampCoordinate(control1.y),
            Self.clampCoordinate(control2.x), Self.clampCoordinate(control2.y),
            Self.clampCoordinate(to.x), Self.clampCoordinate(to.y)
        )
    }

    /// Configures Cairo's stroke parameters; returns `false` when the style
    /// draws nothing (zero, negative or non-finite width).
    func applyStrokeStyle(_ style: RenderStrokeStyle) -> Bool {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return false }
        cairo_set_line_width(context, min(style.lineWidth, Self.coordinateLimit))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        let miterLimit = style.miterLimit.isFinite && style.miterLimit >= 1 ? style.miterLimit : 10
        cairo_set_miter_limit(context, miterLimit)
        if let dash = style.sanitizedDash {
            let phase = style.dashPhase.isFinite ? style.dashPhase : 0
            dash.withUnsafeBufferPointer { buffer in
                cairo_set_dash(context, buffer.baseAddress, Int32(clamping: buffer.count), phase)
            }
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
        return true
    }
}
