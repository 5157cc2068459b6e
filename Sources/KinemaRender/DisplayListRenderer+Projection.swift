import CCairo
import Foundation
import Kinema

extension DisplayListRenderer {
    /// The most the content of a projection is drawn enlarged, where the projection brings it
    /// nearer: more would only cost memory for detail that a card flip shows for a moment.
    static let maximumProjectionMagnification = 3.0

    /// The most samples per pixel, along each axis, where a projection shrinks its content.
    static let maximumProjectionSamples = 4

    private static let identityMatrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

    /// Draws `group` through a projective transform of its user space.
    ///
    /// Cairo's transforms are affine, so the group is drawn into an offscreen raster as it would
    /// be drawn untransformed, and every pixel the projection covers takes the colour of the
    /// raster where the inverse projection sends the pixel's centre (bilinear, averaged over
    /// several points where the projection shrinks the content). The mapping is exact at every
    /// pixel, so unlike drawing the raster as a mesh of small pieces, each through the affine
    /// transform nearest the projection there, it leaves no seams where pieces meet (Cairo
    /// antialiases each piece's edges on its own) and no kinks along them. Edges come out
    /// antialiased: the raster is transparent around the content, and samples near an edge mix
    /// both. Only what is in front of the viewer is drawn.
    func drawProjected(_ group: EntryGroup, by projection: ProjectionTransform, into target: DrawTarget) {
        guard projection.isFinite else {
            report(.invalidValue, "a projection has a component that is not finite (\(projection)); its views are not drawn",
                   key: "projection-not-finite")
            return
        }
        if let affine = projection.affineEquivalent { return drawTransformed(group, by: affine, into: target) }
        let transform = target.cairo.transform
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return }
        // The projection from where the group would be drawn to where it shows, both in the
        // identity space.
        let identityProjection = ProjectionTransform(transform.inverted()).concatenating(projection)
            .concatenating(ProjectionTransform(transform))
        // An edge-on view (a quarter turn) has no inverse: it shows nothing.
        var inverse = identityProjection
        guard inverse.invert(), let source = drawnBounds(of: group, transform: transform),
              identityProjection.projectedBounds(of: source) != nil else { return }
        let corners = [CGPoint(x: source.minX, y: source.minY), CGPoint(x: source.maxX, y: source.minY),
                       CGPoint(x: source.minX, y: source.maxY), CGPoint(x: source.maxX, y: source.maxY)]
        let stretches = corners.filter { identityProjection.w(at: $0) > 0 }.map(identityProjection.stretch(at:))
        let magnification = min(max(stretches.map(\.largest).max() ?? 1, 1), Self.maximumProjectionMagnification)
        guard let content = Offscreen(covering: source, pixelScale: target.pixelScale * magnification, transform: target.cairo.matrix)
        else { return }
        // What shows is the raster's image, which sampling spreads by a pixel of the raster: two
        // more around it (its edges are whole pixels) are enough.
        let margin = 2 / content.scale
        guard let shown = identityProjection.projectedBounds(of: source.insetBy(dx: -margin, dy: -margin))?
                .intersection(target.cairo.visibleRect),
              let image = Offscreen(covering: shown, pixelScale: target.pixelScale, transform: Self.identityMatrix) else { return }
        draw(group, into: content.target)
        // Bilinear sampling averages two pixels of the content each way: enough samples along
        // each axis that each covers at most two where the projection shrinks the content most.
        let shrink = content.scale / image.scale / max(stretches.map(\.smallest).min() ?? 1, 1e-9)
        let samples = Int(min(max((shrink / 2).rounded(.up), 1), Double(Self.maximumProjectionSamples)))
        image.resample(content, through: inverse, samples: samples)
        image.paint(into: target)
    }
}
