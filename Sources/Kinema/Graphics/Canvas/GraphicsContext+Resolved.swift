import Foundation

extension GraphicsContext {
    /// Text resolved in the context's environment, ready to measure and draw.
    public struct ResolvedText {
        let string: String
        let font: Font.Resolved
        let measurer: any TextMeasurer
        /// How the text is coloured: its own colour, or the foreground style.
        public var shading: Shading

        /// The text's size, wrapped at `size.width`.
        public func measure(in size: CGSize) -> CGSize {
            measurer.size(of: string, font: font, proposedWidth: size.width.isFinite ? size.width : nil, lineLimit: nil)
        }

        /// The distance from the top to the first line's baseline, for text laid out in `size`:
        /// 0.8 of a line (Kinema's text measurers give sizes, not font metrics).
        public func firstBaseline(in size: CGSize) -> CGFloat {
            font.size * 1.2 * 0.8
        }

        /// The distance from the top to the last line's baseline, for text laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            measure(in: size).height - font.size * 1.2 * 0.2
        }
    }

    /// An image resolved in the context's environment, ready to draw.
    public struct ResolvedImage {
        let name: String
        let url: URL?
        let symbol: (name: String, codePoint: UInt32?, mode: SymbolRenderingMode)?
        /// The image's size in points.
        public var size: CGSize
        /// The distance from the top to the baseline: the image's height.
        public var baseline: CGFloat { size.height }
        /// How a template image or symbol is coloured; nil for the foreground style.
        public var shading: Shading?
    }

    /// A symbol view of the canvas, ready to draw.
    public struct ResolvedSymbol {
        let entries: [DisplayList.Entry]
        /// Where the symbol's frame starts, in the coordinates its entries are in.
        let origin: CGPoint
        /// The symbol view's size.
        public var size: CGSize
    }

    /// `text`, resolved in the context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(string: text.string, font: text.resolvedFont(in: environment), measurer: recorder.services.textMeasurer,
                     shading: Shading(storage: .resolved(text.resolvedStyle(in: environment))))
    }

    /// `image`, resolved in the context's environment: its size is its file's (or a symbol's
    /// point size); a missing file is reported and draws nothing.
    public func resolve(_ image: Image) -> ResolvedImage {
        if image.isSymbol {
            let parameters = SymbolParameters(image: image, in: environment)
            let codePoint = Symbols.codePoint(named: image.name, variants: environment.symbolVariants)
            if codePoint == nil { recorder.report("symbol '\(image.name)' has no glyph in Kinema's symbol font; a placeholder is drawn") }
            return ResolvedImage(name: image.name, url: nil, symbol: (image.name, codePoint, parameters.mode),
                                 size: CGSize(width: parameters.pointSize, height: parameters.pointSize), shading: nil)
        }
        let source = image.bundleURL.map { ImageLibrary.source(named: image.name, inBundleAt: $0) }
            ?? recorder.services.images.source(named: image.name)
        if source.url == nil { recorder.report(source.problem ?? "image '\(image.name)' was not found") }
        return ResolvedImage(name: image.name, url: source.url, symbol: nil, size: source.size, shading: nil)
    }
}
