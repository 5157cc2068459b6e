/// Where a text block sits horizontally relative to its anchor point, and how
/// the lines of a multi-line block align with one another.
///
/// Left-to-right text is assumed: leading is left.
public enum PixelTextAlignment: Hashable, Sendable {
    /// The anchor is the left edge.
    case leading
    /// The anchor is the horizontal centre.
    case center
    /// The anchor is the right edge.
    case trailing
}
