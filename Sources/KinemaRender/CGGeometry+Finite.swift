import Foundation

// Display-list geometry comes from animations and user code, so it can hold NaN or infinity;
// these checks keep such values away from Cairo.

extension CGRect {
    /// Whether the rectangle's values are all finite, so that it can be drawn.
    var isDrawable: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGSize {
    /// Whether both dimensions are finite.
    var isFinite: Bool { width.isFinite && height.isFinite }
}
