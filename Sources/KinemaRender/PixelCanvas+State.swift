import CCairo
import Kinema

extension PixelCanvas {
    /// Pushes the current transform, clip and drawing state.
    ///
    /// Prefer ``withSavedState(_:)``, which cannot be left unbalanced.
    public func save() {
        cairo_save(context)
        saveDepth += 1
    }

    /// Pops the state pushed by the matching ``save()``.
    ///
    /// - Throws: ``RenderError/unbalancedRestore`` when there is nothing to
    ///   restore; Cairo would otherwise poison the context for good.
    public func restore() throws {
        guard saveDepth > 0 else { throw RenderError.unbalancedRestore }
        cairo_restore(context)
        saveDepth -= 1
    }

    /// Runs `body` with the state saved and restores it afterwards, even if
    /// `body` throws or leaves extra saves open.
    public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        let depth = saveDepth
        save()
        defer {
            while saveDepth > depth {
                cairo_restore(context)
                saveDepth -= 1
            }
        }
        return try body()
    }

    /// Moves the origin by (`x`, `y`) logical units. Non-finite offsets are ignored.
    public func translate(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(context, CairoContext.clampCoordinate(x), CairoContext.clampCoordinate(y))
    }

    /// Scales subsequent drawing. Zero or non-finite factors are ignored,
    /// since a singular transform would poison the context.
    public func scaleBy(x: Double, y: Double) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }
        cairo_scale(context, x, y)
    }

    /// Rotates subsequent drawing clockwise (y points down) by `radians`.
    /// Non-finite angles are ignored.
    public func rotate(by radians: Double) {
        guard radians.isFinite else { return }
        cairo_rotate(context, radians)
    }

    /// Intersects the clip with `rect`. A non-finite rectangle clips
    /// everything away: ignoring it would instead draw where the caller meant
    /// not to.
    public func clip(to rect: CGRect) {
        cairo_new_path(context)
        if rect.isRenderable {
            cairo.appendRectangle(rect)
        } else {
            cairo_rectangle(context, 0, 0, 0, 0)
        }
        cairo_clip(context)
    }

    /// Intersects the clip with the inside of `path`; `style` picks the fill rule.
    public func clip(to path: Path, style: FillStyle = FillStyle()) {
        cairo.appendPath(path)
        cairo.setFillRule(style)
        cairo_clip(context)
    }
}
