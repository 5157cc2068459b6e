import Foundation

/// An immediate-mode drawing destination: what a ``Canvas``'s renderer draws into.
///
/// A context is a value: a copy keeps its own state (transform, opacity, blend mode, clip,
/// filters) and draws into the same destination. Each drawing operation is drawn with the state
/// at the time, on its own: its filters, opacity and blend mode apply to it alone (use
/// ``drawLayer(content:)`` to apply them to several operations together).
///
/// Kinema runs canvas renderers on the main actor, in the frame, and the context is isolated to
/// it (SwiftUI's is not isolated: code that draws from another actor does not compile here).
@MainActor
public struct GraphicsContext {
    /// Where operations are recorded, shared by copies.
    let recorder: CanvasRecorder
    /// The entries of the layer being drawn (the canvas's own, or a ``drawLayer(content:)``'s).
    let layer: CanvasLayer
    var clips: [CanvasClip] = []
    var filters: [DisplayList.Effect] = []
    /// The clip's bounds in the canvas's coordinates.
    var clipBounds: CGRect

    /// The opacity operations are drawn with, multiplied by that of the layer they are in.
    public var opacity: Double = 1
    /// How operations are composited with what is below them.
    public var blendMode: BlendMode = .normal
    /// The map from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity

    /// The environment of the canvas.
    public var environment: EnvironmentValues { recorder.environment }

    init(recorder: CanvasRecorder, layer: CanvasLayer, bounds: CGRect) {
        self.recorder = recorder
        self.layer = layer
        clipBounds = bounds
    }

    // MARK: Transform

    /// Scales the context's coordinates.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Moves the context's origin.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Turns the context's coordinates about their origin.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options for a clip.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// The bounds of the clip, in the context's coordinates.
    public var clipBoundingRect: CGRect {
        let determinant = transform.a * transform.d - transform.b * transform.c
        return determinant != 0 && determinant.isFinite ? clipBounds.applying(transform.inverted()) : .null
    }

    /// Limits later drawing to the inside of `path` (or its outside, with `.inverse`).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let canvasPath = path.applying(transform)
        if options.contains(.inverse) {
            // Outside the path: the path and a rectangle around everything, filled even-odd.
            var outside = Path(recorder.bounds.insetBy(dx: -1e6, dy: -1e6))
            outside.addPath(canvasPath)
            clips.append(.path(outside, FillStyle(eoFill: true, antialiased: style.isAntialiased)))
        } else {
            clips.append(.path(canvasPath, style))
            clipBounds = clipBounds.intersection(canvasPath.boundingRect)
        }
    }

    /// Limits later drawing to where the layer `content` draws, by its opacity times `opacity`.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var mask = GraphicsContext(recorder: recorder, layer: CanvasLayer(), bounds: recorder.bounds)
        mask.transform = transform
        try content(&mask)
        if options.contains(.inverse) {
            recorder.report("clipToLayer(options: .inverse) is not supported; the layer clips as without it")
        }
        clips.append(.layer(mask.layer.entries, opacity: opacity))
    }

    // MARK: Filters

    /// Options for a filter.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear colour (Kinema filters in sRGB).
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Applies `filter` to later drawing operations, after the filters added before it.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        guard let effect = filter.effect(in: recorder.environment) else {
            return recorder.report("the filter \(filter.name) is not supported; it is left out")
        }
        filters.append(effect)
    }

    // MARK: Layers

    /// Draws the operations of `content` into a new layer, then the layer into this context
    /// with this context's opacity, blend mode, filters and clip, as one.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(recorder: recorder, layer: CanvasLayer(), bounds: clipBounds)
        inner.transform = transform
        try content(&inner)
        guard !inner.layer.entries.isEmpty else { return }
        emit(foldedOpacity: false) { $0 += [.begin(.compositingGroup)] + inner.layer.entries + [.end] }
    }

    // MARK: Recording

    /// The opacity to draw with, or nil when nothing would show.
    var drawnOpacity: Double? {
        let value = opacity.isNaN ? 1 : min(opacity, 1)
        return value > 0 ? value : nil
    }

    /// Records an operation (what `operation` appends, in the canvas's coordinates) inside the
    /// groups of the context's state: its clips, blend mode, filters (the first added innermost)
    /// and opacity, unless the operation already holds the opacity. (Appended in place: a
    /// canvas of particles records thousands of operations a frame.)
    func emit(foldedOpacity: Bool, _ operation: (inout [DisplayList.Entry]) -> Void) {
        guard let opacity = drawnOpacity else { return }
        var mode: Kinema.BlendMode?
        if blendMode != .normal {
            mode = blendMode.mode
            if mode == nil { recorder.report("the blend mode \(blendMode) is not supported; operations drawn with it are drawn normally") }
        }
        let opensOpacity = opacity < 1 && !foldedOpacity
        for clip in clips { layer.entries.append(.begin(clip.effect)) }
        if let mode { layer.entries.append(.begin(.blendMode(mode))) }
        for filter in filters.reversed() { layer.entries.append(.begin(filter)) }
        if opensOpacity { layer.entries.append(.begin(.opacity(opacity))) }
        operation(&layer.entries)
        if opensOpacity { layer.entries.append(.end) }
        for _ in filters { layer.entries.append(.end) }
        if mode != nil { layer.entries.append(.end) }
        for clip in clips.reversed() {
            // A layer clip's group holds the drawing, then its mask.
            if case .layer(let mask, let maskOpacity) = clip {
                layer.entries.append(.begin(.mask))
                if maskOpacity < 1 { layer.entries.append(.begin(.opacity(max(maskOpacity, 0)))) }
                layer.entries += mask
                if maskOpacity < 1 { layer.entries.append(.end) }
                layer.entries.append(.end)
            }
            layer.entries.append(.end)
        }
    }

    /// Records `content`, drawn in the context's coordinates, through the context's transform.
    func emitTransformed(_ content: DisplayList.Content, foldedOpacity: Bool) {
        let transform = transform
        emit(foldedOpacity: foldedOpacity) { entries in
            if !transform.isIdentity { entries.append(.begin(.transform(transform))) }
            entries.append(.draw(DisplayList.Item(content: content)))
            if !transform.isIdentity { entries.append(.end) }
        }
    }
}

/// One clip of a context: a path, or a layer whose opacity masks (both in the canvas's
/// coordinates).
enum CanvasClip {
    case path(Path, FillStyle)
    case layer([DisplayList.Entry], opacity: Double)

    /// The group that applies the clip.
    var effect: DisplayList.Effect {
        switch self {
        case .path(let path, let style): .clip(path, style)
        case .layer: .masked
        }
    }
}

/// The entries a layer of a canvas records.
final class CanvasLayer {
    var entries: [DisplayList.Entry] = []
}
