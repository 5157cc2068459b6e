import Foundation

extension GraphicsContext {
    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        paint(path, with: shading) { .fill($0, style) }
    }

    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        paint(path, with: shading, stroke: style) { .stroke($0, style) }
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Records a path painted with `shading`. A solid colour takes the opacity and, unless the
    /// transform would change a stroke's width, the transform: most operations then record as
    /// one shape, with no groups around it.
    private func paint(
        _ path: Path, with shading: Shading, stroke: StrokeStyle? = nil, paint: (ResolvedShapeStyle) -> ShapeItem.Paint
    ) {
        guard let opacity = drawnOpacity else { return }
        let (style, frame) = shading.resolve(in: environment, bounds: path.boundingRect, opacity: opacity)
        let keepsWidth = stroke == nil || (transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1)
        if style.gradient == nil, keepsWidth {
            let placed = transform.isIdentity ? path : path.applying(transform)
            let item = ShapeItem(name: "Canvas", frame: placed.boundingRect, path: placed, paint: paint(style))
            emit(foldedOpacity: true) { $0.append(.draw(DisplayList.Item(content: .shape(item), hasAngularGradient: false))) }
        } else {
            emitTransformed(.shape(ShapeItem(name: "Canvas", frame: frame, path: path, paint: paint(style))), foldedOpacity: true)
        }
    }

    // MARK: Text

    /// Draws `text` in `rect`, wrapping at its width.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard drawnOpacity != nil else { return }
        let (style, _) = text.shading.resolve(in: environment, bounds: rect, opacity: 1)
        emitTransformed(.text(TextItem(string: text.string, frame: rect, font: text.font, style: style)), foldedOpacity: false)
    }

    /// Draws `text` at `point`, the `anchor` of its frame there.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text, in: Self.rect(of: text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity)), at: point, anchor: anchor))
    }

    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws `text` at `point`, the `anchor` of its frame there.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    // MARK: Images

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard drawnOpacity != nil else { return }
        let content: DisplayList.Content = if let symbol = image.symbol {
            .symbol(SymbolItem(name: symbol.name, codePoint: symbol.codePoint, frame: rect,
                               style: (image.shading ?? .foreground).resolve(in: environment, bounds: rect, opacity: 1).style,
                               mode: symbol.mode))
        } else {
            .image(ImageItem(name: image.name, url: image.url, frame: rect, naturalSize: image.size))
        }
        emitTransformed(content, foldedOpacity: false)
    }

    /// Draws `image` at its size at `point`, the `anchor` of its frame there.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: Self.rect(of: image.size, at: point, anchor: anchor))
    }

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its size at `point`, the `anchor` of its frame there.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    // MARK: Symbols

    /// Draws `symbol` scaled into `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let placement = CGAffineTransform(translationX: -symbol.origin.x, y: -symbol.origin.y)
            .concatenating(CGAffineTransform(scaleX: rect.width / symbol.size.width, y: rect.height / symbol.size.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(transform)
        emit(foldedOpacity: false) { $0 += [.begin(.transform(placement))] + symbol.entries + [.end] }
    }

    /// Draws `symbol` at its size at `point`, the `anchor` of its frame there.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: Self.rect(of: symbol.size, at: point, anchor: anchor))
    }

    /// The symbol view tagged `id`, to draw; nil when the canvas has none with that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)]
    }

    /// A rectangle of `size` whose `anchor` is at `point`.
    private static func rect(of size: CGSize, at point: CGPoint, anchor: UnitPoint) -> CGRect {
        CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}
