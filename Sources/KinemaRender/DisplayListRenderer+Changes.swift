import CCairo
import Foundation
import Kinema

extension DisplayListRenderer {
    /// Where drawing `list` puts different pixels than drawing `previous` did, in the lists'
    /// root coordinates; nil when they draw the same. Generous: it may cover pixels that did
    /// not change, never misses one that did.
    ///
    /// The lists are compared element by element, descending into groups that only move, fade
    /// or clip their content, so that one row changing in a long list yields that row's
    /// rectangle. A group whose effect reads its pixels (a shadow, a blur) counts whole.
    public func changedBounds(from previous: DisplayList, to list: DisplayList) -> CGRect? {
        changedBounds(from: EntryGroup(previous), to: EntryGroup(list), transform: .identity)
    }

    /// Redraws on `canvas`, which shows `previous` (or anything, when nil), only what differs
    /// in `list`, over `background` (or transparency); returns the pixels redrawn, nil when
    /// none changed.
    ///
    /// For live views: drawing and sending only the changed pixels keeps a frame cheap when a
    /// small part of a large window animates.
    public func redraw(
        _ canvas: PixelCanvas, from previous: DisplayList?, to list: DisplayList, background: PixelColor? = .white
    ) -> PixelRegion? {
        let whole = PixelRegion(x: 0, y: 0, width: canvas.pixelWidth, height: canvas.pixelHeight)
        let region: PixelRegion
        if let previous {
            guard let changed = changedBounds(from: previous, to: list) else { return nil }
            // One more pixel each way: anti-aliasing may reach into the next pixel.
            guard let pixels = PixelRegion(enclosing: wholeText(around: changed, in: list), scale: canvas.scale, outset: 1)?
                .intersection(whole) else {
                return nil
            }
            region = pixels
        } else {
            region = whole
        }
        let behind = background != nil && list.hasBlendModeGroups
        canvas.withSavedState {
            canvas.clip(to: region.rect(scale: canvas.scale))
            // Blend modes blend with the views below, not the background (see draw(_:in:over:)).
            canvas.replace(region, with: behind ? .clear : background ?? .clear)
            draw(list, in: canvas)
            if behind, let background { canvas.fillBehind(background) }
        }
        return region
    }

    /// `area` grown until it cuts no text of `list`: Cairo places a run of glyphs cut by the
    /// clip a pixel apart from the same run drawn whole, so a cut run would not match the
    /// pixels around it.
    private func wholeText(around area: CGRect, in list: DisplayList) -> CGRect {
        var texts: [CGRect] = []
        collectTextBounds(in: EntryGroup(list), transform: .identity, into: &texts)
        var area = area
        var grown = true
        while grown {
            grown = false
            for text in texts where text.intersects(area) && !area.contains(text) {
                area = area.union(text)
                grown = true
            }
        }
        return area
    }

    private func collectTextBounds(in group: EntryGroup, transform: CGAffineTransform, into bounds: inout [CGRect]) {
        group.forEach { element in
            switch element {
            case .item(.text(let text)):
                // The laid-out frame, grown by half the font's size for ink that overhangs it:
                // generous enough, and no layout to compute.
                let reach = text.font.size.isFinite ? abs(text.font.size) / 2 : 0
                let rect = text.frame.insetBy(dx: -reach, dy: -reach).applying(transform)
                if rect.isDrawable, !rect.isNull { bounds.append(rect) }
            case .item(.effect(.transform(let inner), let list)):
                collectTextBounds(in: EntryGroup(list), transform: inner.concatenating(transform), into: &bounds)
            case .item(.effect(_, let list)):
                collectTextBounds(in: EntryGroup(list), transform: transform, into: &bounds)
            case .effect(.transform(let inner), let inside):
                collectTextBounds(in: inside, transform: inner.concatenating(transform), into: &bounds)
            case .effect(_, let inside):
                collectTextBounds(in: inside, transform: transform, into: &bounds)
            case .item:
                break
            }
        }
    }

    private func changedBounds(from old: EntryGroup, to new: EntryGroup, transform: CGAffineTransform) -> CGRect? {
        guard !old.entries.elementsEqual(new.entries) else { return nil }
        let (before, after) = (old.elements, new.elements)
        guard before.count == after.count else {
            return union(drawnBounds(of: old, transform: transform), drawnBounds(of: new, transform: transform))
        }
        var changed: CGRect?
        for (was, now) in zip(before, after) {
            let bounds: CGRect?
            switch (was, now) {
            case (.item(let a), .item(let b)):
                bounds = a == b ? nil : union(drawnBounds(of: a, transform: transform), drawnBounds(of: b, transform: transform))
            case (.effect(let effect, let a), .effect(let other, let b)) where effect == other:
                bounds = changedBounds(under: effect, from: a, to: b, transform: transform)
            default:
                bounds = union(drawnBounds(of: was, transform: transform), drawnBounds(of: now, transform: transform))
            }
            changed = union(changed, bounds)
        }
        return changed
    }

    /// What changed in a group whose effect stayed the same.
    private func changedBounds(under effect: DisplayList.Effect, from old: EntryGroup, to new: EntryGroup, transform: CGAffineTransform) -> CGRect? {
        switch effect {
        case .transform(let inner):
            return changedBounds(from: old, to: new, transform: inner.concatenating(transform))
        case .opacity, .clip, .compositingGroup, .blendMode, .masked, .mask:
            // Each pixel of these depends only on the content's pixels (and what is below) at the
            // same place.
            return changedBounds(from: old, to: new, transform: transform)
        default:
            guard !old.entries.elementsEqual(new.entries) else { return nil }
            return union(drawnBounds(of: effect, on: old, transform: transform), drawnBounds(of: effect, on: new, transform: transform))
        }
    }

    private func drawnBounds(of element: EntryGroup.Element, transform: CGAffineTransform) -> CGRect? {
        switch element {
        case .item(let content): drawnBounds(of: content, transform: transform)
        case .effect(let effect, let group): drawnBounds(of: effect, on: group, transform: transform)
        }
    }

    private func union(_ a: CGRect?, _ b: CGRect?) -> CGRect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }
}
