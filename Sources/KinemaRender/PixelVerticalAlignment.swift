/// Where a text block sits vertically relative to its anchor point.
public enum PixelVerticalAlignment: Hashable, Sendable {
    /// The anchor is the top of the first line box.
    case top
    /// The anchor is the vertical centre of the block.
    case center
    /// The anchor is the baseline of the first line, for lining text up with
    /// other text.
    case firstBaseline
    /// The anchor is the bottom of the last line box.
    case bottom
}
