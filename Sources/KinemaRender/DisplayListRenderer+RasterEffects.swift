import CCairo
import Foundation
import Kinema

// Effects that need the group's pixels. Each draws the group into an offscreen raster covering
// only what can show: the group's bounds, grown by what a blur spreads, cut to the visible area
// grown by what a blur pulls in from outside it.
extension DisplayListRenderer {
    func drawFiltered(_ group: EntryGroup, by filter: PixelColorFilter, into target: DrawTarget) {
        guard let (raster, _) = rasterise(group, spreading: .zero, into: target) else { return }
        raster.withPixels { pixels, rowLength in
            filter.apply(to: pixels, width: raster.width, height: raster.height, rowLength: rowLength)
        }
        raster.paint(into: target)
    }

    /// Blurs the group. An opaque blur repeats the group's edge pixels instead of fading into
    /// transparency, stays within the group's bounds and is opaque there.
    func drawBlurred(_ group: EntryGroup, radius: CGFloat, isOpaque: Bool, into target: DrawTarget) {
        guard let radius = blurRadius(radius, of: "blur"), radius > 0 else { return draw(group, into: target) }
        let transform = target.cairo.transform
        let margin = Self.blurMargin(radius: radius, transform: transform)
        let sigma = Self.blurSigma(radius: radius, transform: transform)
        guard let (raster, region) = rasterise(group, spreading: isOpaque ? .zero : margin, pullingIn: margin,
                                               resolution: Self.resolution(for: sigma, on: target), into: target) else { return }
        raster.withBytes { bytes, rowBytes in
            GaussianBlur.blur(bytes, width: raster.width, height: raster.height, rowBytes: rowBytes, channels: 4,
                              sigmaX: sigma.width * raster.scale, sigmaY: sigma.height * raster.scale,
                              edges: isOpaque ? .extended : .transparent)
        }
        if isOpaque {
            raster.withPixels { pixels, rowLength in
                Self.makeOpaque(pixels, width: raster.width, height: raster.height, rowLength: rowLength)
            }
        }
        // The raster's edge pixels reach past the region; opaque ones must not show there.
        raster.paint(into: target, clip: isOpaque ? region : nil)
    }

    /// Draws a blurred copy of the group's alpha in `color`, moved by `offset`, then the group
    /// over it.
    func drawShadow(of group: EntryGroup, color: ResolvedColor, radius: CGFloat, offset: CGSize, into target: DrawTarget) {
        defer { draw(group, into: target) }
        guard let radius = blurRadius(radius, of: "shadow") else { return }
        guard offset.isFinite else {
            return report(.invalidValue, "a shadow offset is \(offset); the shadow is left out", key: "shadow-offset-not-finite")
        }
        let tint = PixelColor(color).clamped
        guard tint.alpha > 0 else { return }
        let transform = target.cairo.transform
        let shift = offset.applying(transform)
        let margin = Self.blurMargin(radius: radius, transform: transform)
        let sigma = Self.blurSigma(radius: radius, transform: transform)
        guard let (raster, _) = rasterise(group, spreading: margin, pullingIn: margin, shiftedBy: shift,
                                          resolution: Self.resolution(for: sigma, on: target), content: .coverage,
                                          into: target) else { return }
        // A shadow is its tint painted through the group's blurred coverage.
        raster.withBytes { coverage, rowBytes in
            GaussianBlur.blur(coverage, width: raster.width, height: raster.height, rowBytes: rowBytes, channels: 1,
                              sigmaX: sigma.width * raster.scale, sigmaY: sigma.height * raster.scale, edges: .transparent)
        }
        raster.paint(tint, into: target, offset: shift)
    }

    /// Draws `group` into an offscreen raster covering its bounds grown by `spread`, limited to
    /// what can reach the visible area once grown by `pullingIn` and moved by `shift`, at
    /// `resolution` times the target's pixel scale. Returns the raster and the region it covers
    /// (in the identity space), or nil when nothing can show.
    private func rasterise(
        _ group: EntryGroup, spreading spread: CGSize, pullingIn reach: CGSize = .zero, shiftedBy shift: CGSize = .zero,
        resolution: Double = 1, content: Offscreen.Content = .color, into target: DrawTarget
    ) -> (raster: Offscreen, region: CGRect)? {
        guard let bounds = drawnBounds(of: group, transform: target.cairo.transform) else { return nil }
        let visible = target.cairo.visibleRect.offsetBy(dx: -shift.width, dy: -shift.height)
            .insetBy(dx: -reach.width, dy: -reach.height)
        let region = bounds.insetBy(dx: -spread.width, dy: -spread.height).intersection(visible)
        guard let raster = Offscreen(covering: region, pixelScale: target.pixelScale * resolution, transform: target.cairo.matrix,
                                       content: content) else {
            return nil
        }
        draw(group, into: raster.target)
        return (raster, region)
    }

    /// Blurs wider than this many pixels are computed at a lower resolution: they leave no
    /// detail that the missing pixels would show, and the raster stays small and quick to blur.
    static let maximumBlurSigmaInPixels = 12.0

    /// The fraction of the target's resolution a blur of `sigma` (in the identity space) is
    /// computed at.
    private static func resolution(for sigma: CGSize, on target: DrawTarget) -> Double {
        let pixels = max(sigma.width, sigma.height) * target.pixelScale
        guard pixels > maximumBlurSigmaInPixels else { return 1 }
        // In sixteenths: the raster's pixels are then exact binary fractions of the target's, so
        // painting it back samples each target pixel at the same place whatever the band.
        return max((maximumBlurSigmaInPixels / pixels * 16).rounded(.down), 1) / 16
    }

    /// The radius to blur with, clamped (and reported) when huge; nil (reported) when it is not
    /// a number.
    private func blurRadius(_ radius: CGFloat, of effect: String) -> CGFloat? {
        guard radius.isFinite else {
            report(.invalidValue, "a \(effect) radius is \(radius); the \(effect) is left out", key: "\(effect)-radius-not-finite")
            return nil
        }
        if radius > Self.maximumBlurRadius {
            report(.invalidValue, "a \(effect) radius of \(radius) is clamped to \(Self.maximumBlurRadius)", key: "\(effect)-radius-huge")
        }
        return min(max(radius, 0), Self.maximumBlurRadius)
    }

    /// Unpremultiplies every pixel onto full opacity; pixels with no coverage turn black.
    private static func makeOpaque(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int) {
        for y in 0..<height {
            let row = pixels + y * rowLength
            for x in 0..<width { row[x] = PixelCanvas.straight(row[x]) | 0xFF00_0000 }
        }
    }
}
