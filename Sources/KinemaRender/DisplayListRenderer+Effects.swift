import CCairo
import Foundation
import Kinema

extension DisplayListRenderer {
    func drawEffect(_ effect: DisplayList.Effect, on group: EntryGroup, into target: DrawTarget) {
        let cr = target.cairo.cr
        switch effect {
        case .transform(let transform):
            drawTransformed(group, by: transform, into: target)
        case .projection(let projection):
            drawProjected(group, by: projection, into: target)
        case .opacity(let opacity):
            if opacity.isNaN { report(.invalidValue, "opacity is NaN; it counts as 1") }
            let alpha = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
            guard alpha > 0 else { return }
            guard alpha < 1 else { return draw(group, into: target) }
            // One shape, however transformed, covers each pixel once: its colour can carry the
            // alpha, with no group to composite.
            if Self.isSingleShape(group) {
                let outer = shapeAlpha
                shapeAlpha *= alpha
                defer { shapeAlpha = outer }
                return draw(group, into: target)
            }
            guard pushGroup(for: group, into: target) else { return }
            draw(group, into: target)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        case .clip(let path, let style):
            cairo_save(cr)
            defer { cairo_restore(cr) }
            // An empty clip path shows nothing.
            guard target.cairo.appendPath(path) else { return }
            target.cairo.setFillRule(style)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            draw(group, into: target)
        case .compositingGroup:
            guard pushGroup(for: group, into: target) else { return }
            draw(group, into: target)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
            cairo_restore(cr)
        case .drawingGroup:
            drawRasterised(group, into: target)
        case .blendMode(let mode):
            drawBlended(group, mode: mode, into: target)
        case .masked:
            drawMasked(group, into: target)
        case .mask:
            // A mask is drawn by its masked group, for its alpha, and shows nothing itself.
            return
        case .shadow(let color, let radius, let offset):
            drawShadow(of: group, color: color, radius: radius, offset: offset, into: target)
        case .blur(let radius, let isOpaque):
            drawBlurred(group, radius: radius, isOpaque: isOpaque, into: target)
        case .brightness, .contrast, .saturation, .hueRotation, .grayscale, .colorMultiply, .colorMatrix:
            guard let filter = PixelColorFilter(effect) else {
                report(.invalidValue, "colour effect \(effect) has a value that is not finite; it is not applied",
                       key: "colour-effect-not-finite")
                return draw(group, into: target)
            }
            drawFiltered(group, by: filter, into: target)
        }
    }

    /// Saves the context and starts a Cairo group no larger than where `group` can draw (Cairo
    /// sizes a group's surface to the clip, the whole canvas otherwise). Returns false, having
    /// changed nothing, when the group draws nothing.
    func pushGroup(for group: EntryGroup, into target: DrawTarget) -> Bool {
        guard let bounds = drawnBounds(of: group, transform: target.cairo.transform) else { return false }
        pushGroup(within: bounds, into: target)
        return true
    }

    /// Saves the context and starts a Cairo group covering `bounds` (in the identity space).
    func pushGroup(within bounds: CGRect, into target: DrawTarget) {
        let cairo = target.cairo
        var matrix = cairo.matrix
        cairo_save(cairo.cr)
        cairo_identity_matrix(cairo.cr)
        cairo_new_path(cairo.cr)
        // A pixel more on each side for antialiasing.
        cairo.appendRectangle(bounds.insetBy(dx: -1, dy: -1))
        cairo_clip(cairo.cr)
        cairo_set_matrix(cairo.cr, &matrix)
        cairo_push_group(cairo.cr)
    }

    /// Whether `group` is one shape inside nothing but transforms and opacities.
    static func isSingleShape(_ group: EntryGroup) -> Bool {
        switch group.onlyElement {
        case .item(.shape): true
        case .effect(.transform, let inner), .effect(.opacity, let inner): isSingleShape(inner)
        default: false
        }
    }

    /// Draws `group` with `transform` applied to it. A transform that is not finite is
    /// reported and its group left out; one that collapses the group (a scale of zero) leaves
    /// it out silently, as it would show nothing.
    func drawTransformed(_ group: EntryGroup, by transform: CGAffineTransform, into target: DrawTarget) {
        let components = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard components.allSatisfy(\.isFinite) else {
            report(.invalidValue, "a transform has a component that is not finite (\(transform)); its views are not drawn",
                   key: "transform-not-finite")
            return
        }
        let combined = transform.concatenating(target.cairo.transform)
        let determinant = combined.a * combined.d - combined.b * combined.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return }
        let cr = target.cairo.cr
        cairo_save(cr)
        target.cairo.concatenate(transform)
        draw(group, into: target)
        cairo_restore(cr)
    }
}
