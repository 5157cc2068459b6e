import CCairo
import Foundation
import Kinema

extension DisplayListRenderer {
    /// The largest blur or shadow radius drawn; larger ones are clamped (and reported), since
    /// they would only grow the offscreen raster without changing what is seen.
    static let maximumBlurRadius: CGFloat = 256

    /// Where `list` can put ink when drawn with `transform` (user space to the identity space),
    /// generously; nil when it draws nothing.
    func drawnBounds(of group: EntryGroup, transform: CGAffineTransform) -> CGRect? {
        var bounds: CGRect?
        group.forEach { element in
            let elementBounds = switch element {
            case .item(let content): drawnBounds(of: content, transform: transform)
            case .effect(let effect, let inner): drawnBounds(of: effect, on: inner, transform: transform)
            }
            guard let elementBounds else { return }
            bounds = bounds?.union(elementBounds) ?? elementBounds
        }
        return bounds
    }

    func drawnBounds(of content: DisplayList.Content, transform: CGAffineTransform) -> CGRect? {
        let bounds: CGRect?
        switch content {
        case .shape(let shape):
            var rect = shape.path.boundingRect
            if case .stroke(_, let style) = shape.paint, style.lineWidth.isFinite {
                // Miter joins reach out up to the miter limit; square caps by half a diagonal.
                let reach = style.lineWidth / 2 * max(style.lineJoin == .miter ? style.miterLimit : 1, 2.squareRoot())
                rect = rect.insetBy(dx: -reach, dy: -reach)
            }
            bounds = rect.isNull ? nil : rect.applying(transform)
        case .text(let text):
            let layout = text.frame.isDrawable ? self.layout(of: text, in: nil) : nil
            bounds = layout.map { $0.inkRect.union($0.logicalRect).offsetBy(dx: text.frame.minX, dy: text.frame.minY).applying(transform) }
        case .image(let image):
            bounds = image.frame.applying(transform)
        case .symbol(let symbol):
            bounds = symbol.frame.applying(transform)
        case .canvas(let canvas):
            bounds = canvas.frame.applying(transform)
        case .effect(let effect, let group):
            bounds = drawnBounds(of: effect, on: EntryGroup(group), transform: transform)
        }
        return bounds.flatMap { $0.isDrawable ? $0 : nil }
    }

    func drawnBounds(of effect: DisplayList.Effect, on group: EntryGroup, transform: CGAffineTransform) -> CGRect? {
        switch effect {
        case .transform(let inner):
            return drawnBounds(of: group, transform: inner.concatenating(transform))
        case .projection(let projection):
            guard projection.isFinite, let local = drawnBounds(of: group, transform: .identity) else { return nil }
            // A point more around the content for the resampling, which spreads its edges.
            return projection.projectedBounds(of: local.insetBy(dx: -1, dy: -1))?.applying(transform)
        case .opacity(let opacity):
            return opacity > 0 || opacity.isNaN ? drawnBounds(of: group, transform: transform) : nil
        case .clip(let path, _):
            // The clip alone bounds the group: its content (often large, as in a drawing group,
            // which is clipped to its frame) need not be measured.
            let clip = path.boundingRect
            return clip.isNull ? nil : clip.applying(transform)
        case .shadow(_, let radius, let offset):
            guard let bounds = drawnBounds(of: group, transform: transform) else { return nil }
            let shift = offset.isFinite ? offset.applying(transform) : .zero
            let margin = Self.blurMargin(radius: radius, transform: transform)
            return bounds.union(bounds.offsetBy(dx: shift.width, dy: shift.height)).insetBy(dx: -margin.width, dy: -margin.height)
        case .blur(let radius, let isOpaque):
            guard let bounds = drawnBounds(of: group, transform: transform) else { return nil }
            let margin = isOpaque ? .zero : Self.blurMargin(radius: radius, transform: transform)
            return bounds.insetBy(dx: -margin.width, dy: -margin.height)
        case .brightness, .contrast, .saturation, .hueRotation, .grayscale, .colorMultiply, .colorMatrix, .compositingGroup, .drawingGroup,
             .blendMode:
            return drawnBounds(of: group, transform: transform)
        case .masked:
            guard let (content, mask) = group.maskedParts else { return drawnBounds(of: group, transform: transform) }
            guard let shown = drawnBounds(of: content, transform: transform), let opaque = drawnBounds(of: mask, transform: transform)
            else { return nil }
            let both = shown.intersection(opaque)
            return both.isNull ? nil : both
        case .mask:
            // Where the mask can change what its masked group shows; it draws nothing itself.
            return drawnBounds(of: group, transform: transform)
        }
    }

    /// The standard deviations along the identity space's axes of a Gaussian blur of `radius`
    /// in user space (SwiftUI's radius is the deviation), as the transform stretches it.
    static func blurSigma(radius: CGFloat, transform: CGAffineTransform) -> CGSize {
        let radius = radius.isFinite ? min(max(radius, 0), maximumBlurRadius) : 0
        return CGSize(width: radius * (transform.a * transform.a + transform.c * transform.c).squareRoot(),
                      height: radius * (transform.b * transform.b + transform.d * transform.d).squareRoot())
    }

    /// How far a blur of `radius` spreads: three deviations, the extent of its three boxes.
    static func blurMargin(radius: CGFloat, transform: CGAffineTransform) -> CGSize {
        let sigma = blurSigma(radius: radius, transform: transform)
        return CGSize(width: 3 * sigma.width, height: 3 * sigma.height)
    }
}
