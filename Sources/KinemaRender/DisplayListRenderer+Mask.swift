import CCairo
import Kinema

extension DisplayListRenderer {
    /// Draws the content of a `.masked` group through the alpha of its mask: both are drawn into
    /// groups covering where they overlap, and the content's is painted with the mask's as
    /// Cairo's mask.
    func drawMasked(_ group: EntryGroup, into target: DrawTarget) {
        guard let (content, mask) = group.maskedParts else {
            report(.invalidValue, "a masked group does not end with a mask; its content is drawn unmasked", key: "mask-missing")
            return draw(group, into: target)
        }
        guard let bounds = drawnBounds(of: .masked, on: group, transform: target.cairo.transform) else { return }
        let cr = target.cairo.cr
        pushGroup(within: bounds, into: target)
        draw(content, into: target)
        cairo_push_group(cr)
        draw(mask, into: target)
        let alpha = cairo_pop_group(cr)
        cairo_pop_group_to_source(cr)
        cairo_mask(cr, alpha)
        cairo_pattern_destroy(alpha)
        cairo_restore(cr)
    }
}
