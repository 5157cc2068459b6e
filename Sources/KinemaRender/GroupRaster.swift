import CCairo
import Foundation
import Kinema

/// A drawing group's raster, kept for the next frame: while the group's content stays the same
/// and only what is around it changes (its opacity, or a move by whole pixels), the next frame
/// paints this raster instead of drawing the group again.
final class GroupRaster {
    /// The entries of the group the raster shows.
    let entries: [DisplayList.Entry]
    /// The transform the group was drawn with, less the whole pixels of its translation.
    let transform: CGAffineTransform
    /// Pixels per unit of the identity space.
    let pixelScale: Double
    /// The visible area when it was drawn, in the identity space less the whole pixels of the
    /// translation: the raster covers the group's bounds within it.
    let visible: CGRect
    let raster: Offscreen
    /// The frame that last painted it.
    var frame: Int

    init(group: EntryGroup, transform: CGAffineTransform, pixelScale: Double, visible: CGRect, raster: Offscreen, frame: Int) {
        (entries, self.transform, self.pixelScale, self.visible, self.raster, self.frame) =
            (Array(group.entries), transform, pixelScale, visible, raster, frame)
    }

    /// Whether the raster shows `group` drawn with `transform` at `pixelScale` within `visible`.
    func shows(_ group: EntryGroup, transform: CGAffineTransform, pixelScale: Double, within visible: CGRect) -> Bool {
        self.transform == transform && self.pixelScale == pixelScale && self.visible == visible
            && entries.elementsEqual(group.entries)
    }
}

extension DisplayListRenderer {
    /// How often, in frames, a drawing group drawn leaf by leaf because its content kept
    /// changing is compared with the frame before, to be rasterised and kept once it holds still:
    /// half a second at 60 Hz. (Comparing a 500-tile group costs some 50 µs; every eighth frame,
    /// it still made the group 2 % slower than its leaves drawn alone.)
    static let groupCheckInterval = 30

    /// Draws `group` into an offscreen raster of its bounds (within the visible area) and paints
    /// it, reusing the previous frame's raster of the same group when it still fits.
    func drawRasterised(_ group: EntryGroup, into target: DrawTarget) {
        let transform = target.cairo.transform
        let scale = target.pixelScale
        // The whole pixels of the translation only move the raster; the rest is drawn into it,
        // so that its pixels are those of drawing the group directly.
        let shift = CGSize(width: (transform.tx * scale).rounded(.down) / scale, height: (transform.ty * scale).rounded(.down) / scale)
        guard shift.isFinite else { return }
        var local = transform
        (local.tx, local.ty) = (transform.tx - shift.width, transform.ty - shift.height)
        let visible = target.cairo.visibleRect.offsetBy(dx: -shift.width, dy: -shift.height)
        if let cached = groupRasters.first(where: { $0.shows(group, transform: local, pixelScale: scale, within: visible) }) {
            cached.frame = frameNumber
            return cached.raster.paint(into: target, offset: shift)
        }
        // Content that changed since the last frame is likely to change again: a raster would
        // cost its fill and its compositing each frame and be kept for nothing, so it is drawn
        // leaf by leaf, which over shows the same (the group is composited over, as a whole).
        // While it keeps changing, its content is compared only every few frames.
        let position = group.entries.startIndex
        let record = groupHistory.last[position]
        let direct = shapeAlpha == 1 && shapeOperator == CAIRO_OPERATOR_OVER
            && !(group.mayHaveBlendModes && group.entries.contains(where: { if case .begin(.blendMode) = $0 { true } else { false } }))
        if direct, let record, record.streak % Self.groupCheckInterval != 0 {
            let checksNext = (record.streak + 1) % Self.groupCheckInterval == 0
            groupHistory.current[position] = (checksNext ? Array(group.entries) : nil, record.streak + 1)
            return draw(group, into: target)
        }
        let entries = Array(group.entries)
        if direct, let before = record?.entries, before != entries {
            groupHistory.current[position] = (entries, (record?.streak ?? 0) + 1)
            return draw(group, into: target)
        }
        groupHistory.current[position] = (entries, 0)
        guard let bounds = drawnBounds(of: group, transform: local) else { return }
        let region = bounds.intersection(visible)
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        let matrix = cairo_matrix_t(xx: local.a, yx: local.b, xy: local.c, yy: local.d, x0: local.tx, y0: local.ty)
        guard let raster = Offscreen(covering: region, pixelScale: scale, transform: matrix) else { return }
        draw(group, into: raster.target)
        raster.paint(into: target, offset: shift)
        groupRasters.append(GroupRaster(group: group, transform: local, pixelScale: scale, visible: visible, raster: raster, frame: frameNumber))
    }

    /// Draws `list` as one frame: the group rasters the frame does not paint are let go.
    func drawFrame(_ group: EntryGroup, into target: DrawTarget) {
        frameNumber += 1
        draw(group, into: target)
        groupRasters.removeAll { $0.frame != frameNumber }
        groupHistory = (last: groupHistory.current, current: [:])
        textLayouts.endFrame(frameNumber)
    }
}
