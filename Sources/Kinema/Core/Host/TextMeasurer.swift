import Foundation

/// Measures text for layout. The renderer provides one that measures with the fonts it draws
/// with, so that layout and drawing agree; the default estimates from character counts.
public protocol TextMeasurer: Sendable {
    /// The size of `string` in `font`, wrapped at `proposedWidth` (nil: no wrapping), at most
    /// `lineLimit` lines (nil: any number).
    func size(of string: String, font: Font.Resolved, proposedWidth: CGFloat?, lineLimit: Int?) -> CGSize
}

/// An estimate of text size without fonts: each character advances 0.55 of the font size
/// (scaled by width and weight), lines are 1.2 times the size apart, and text wraps at spaces.
public struct ApproximateTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    /// The estimated size.
    public func size(of string: String, font: Font.Resolved, proposedWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        let advance = font.size * 0.55 * (1 + font.width) * (1 + (font.weight - 400) / 2000)
        let lineHeight = (font.size * 1.2).rounded(.up)
        var lines: [CGFloat] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: CGFloat = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let width = CGFloat(word.count) * advance
                let spaced = current == 0 ? width : current + advance + width
                if let limit = proposedWidth, spaced > limit, current > 0 {
                    lines.append(current)
                    current = width
                } else {
                    current = spaced
                }
            }
            lines.append(current)
        }
        if let lineLimit { lines = Array(lines.prefix(max(lineLimit, 1))) }
        let widest = lines.max() ?? 0
        let width = proposedWidth.map { min(widest, max($0, 0)) } ?? widest
        return CGSize(width: width.rounded(.up), height: CGFloat(lines.count) * lineHeight)
    }
}
