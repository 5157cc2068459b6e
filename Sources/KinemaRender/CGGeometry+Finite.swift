import Foundation
import Kinema

// Display-list geometry comes from animations and user code, so it can hold NaN or infinity;
// these checks keep such values away from Cairo.

extension CGRect {
    /// Whether the rectangle's values are all finite, so that it can be drawn.
    var isDrawable: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// Whether the origin, the size and the far corner are all finite: the check the ``PixelCanvas``
    /// API applies before a rectangle reaches Cairo.
    var isRenderable: Bool {
        isDrawable && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }
}

extension CGPoint {
    /// Whether both coordinates are finite. Points that are not are never passed to Cairo,
    /// whose context would otherwise enter a sticky error state.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// Whether both dimensions are finite.
    var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Path {
    /// An open polyline through `points`, in which a non-finite point ends the current run, so
    /// gaps in sampled data stay visible as gaps.
    init(polyline points: [CGPoint]) {
        self.init()
        addPolyline(points)
    }

    /// Appends a polyline as new subpaths, starting a new one after every non-finite point
    /// (``Path/addLine(to:)`` alone would ignore the point and join its neighbours).
    mutating func addPolyline(_ points: [CGPoint]) {
        var needsMove = true
        for point in points {
            guard point.isFinite else {
                needsMove = true
                continue
            }
            if needsMove { move(to: point) } else { addLine(to: point) }
            needsMove = false
        }
    }
}

extension StrokeStyle {
    /// The dash pattern Cairo will accept, or `nil` for a solid line.
    ///
    /// Cairo rejects negative or all-zero patterns by poisoning the whole context, so those
    /// (and any non-finite entries) degrade to solid.
    var sanitizedDash: [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) else {
            return nil
        }
        return dash.map(Double.init)
    }
}
