import Foundation

/// A view that shows an image file or a symbol: `Image("name")` loads `name.png` from the host's
/// image directories, `Image("name", bundle: .module)` from a bundle's resources, and
/// `Image(systemName:)` draws a symbol (see ``init(systemName:)``). At its natural size unless
/// `resizable()`.
public struct Image: Equatable, Sendable {
    /// The file's name, or the symbol's.
    let name: String
    /// The bundle's location; compared by path, as bundles are not equatable values.
    let bundleURL: URL?
    /// Whether `name` is a symbol's name.
    let isSymbol: Bool
    var isResizable = false
    /// The rendering mode set on the image itself, which wins over the environment's.
    var symbolRenderingMode: SymbolRenderingMode?
    var renderingMode: TemplateRenderingMode?

    /// The image called `name`, found in `bundle`'s resources (with or without its `.png`
    /// extension) or, without a bundle, in the host's image directories.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        bundleURL = bundle?.bundleURL
        isSymbol = false
    }

    /// The symbol called `systemName`, an SF Symbol name such as `"heart.fill"`.
    ///
    /// Kinema draws the glyph of the open-licensed Material Icons font that matches the name
    /// best, for the symbol names most used in public SwiftUI code; another name draws a
    /// visible placeholder and is reported once as a ``KinemaDiagnostic/Kind/missingSymbol``
    /// diagnostic. The symbol is sized by the environment's font and ``Image/Scale`` and
    /// drawn in the foreground style.
    public init(systemName: String) {
        name = systemName
        bundleURL = nil
        isSymbol = true
    }

    /// The symbol called `systemName`, for a value between 0 and 1 that a variable symbol shows
    /// by filling in its parts. Kinema's glyphs have no variable parts: the symbol is drawn
    /// whole, whatever the value.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// The image with a symbol rendering mode, which wins over the one the environment sets.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }

    /// The image drawn as it is (`.original`) or as a template filled with the foreground
    /// style (`.template`). Symbols are always filled with the foreground style; image files
    /// are always drawn as they are.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// How an image is rendered: as it is, or as a template filled with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Filled with the foreground style.
        case template
        /// As it is.
        case original
    }

    /// An image that stretches to fill the space offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Tiled.
        case tile
        /// Stretched.
        case stretch
    }
}

extension Image: View {
    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension Image: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ImageNode(graph: graph, viewType: ObjectIdentifier(Image.self))
    }
}

/// The leaf of an image file or a symbol (one node for both: they are one view type, and one
/// can replace the other in the same place). A missing image takes no space, draws nothing,
/// and is reported.
final class ImageNode: LeafNode<SymbolParameters> {
    private var image = Image("")
    private var source: ImageSource?
    /// The colour scheme `source` was found for: an asset catalog may have a dark variant.
    private var sourceScheme = ColorScheme.light
    /// The glyph of a symbol, or nil for a symbol Kinema has none for.
    private var codePoint: UInt32?
    private var variants = SymbolVariants.none
    /// The symbol effects around a symbol (a file image has none).
    private var symbolEffects = SymbolEffectLinks()

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let newImage = view as! Image
        if symbolEffects.link(self, to: newImage.isSymbol ? context.environment.symbolEffectSources : []) {
            invalidateDisplayStructure()
        }
        guard !newImage.isSymbol else { return updateSymbol(newImage, context: context) }
        let scheme = context.environment.colorScheme
        if newImage != image || source == nil || scheme != sourceScheme {
            image = newImage
            sourceScheme = scheme
            source = if let bundleURL = image.bundleURL {
                ImageLibrary.source(named: image.name, inBundleAt: bundleURL, colorScheme: scheme)
            } else {
                graph.services.images.source(named: image.name, colorScheme: scheme)
            }
            if source?.url == nil {
                graph.report(KinemaDiagnostic(.missingImage, source?.problem ?? "image '\(image.name)' was not found"))
            }
            graph.setNeedsLayout()
            invalidateDisplay()
        }
        setParameters(SymbolParameters(), context: context)
    }

    private func updateSymbol(_ newImage: Image, context: UpdateContext) {
        let variants = context.environment.symbolVariants
        if newImage.name != image.name, image.isSymbol { beginContentTransition(in: context) }
        if newImage.name != image.name || !image.isSymbol || variants != self.variants {
            self.variants = variants
            codePoint = Symbols.codePoint(named: newImage.name, variants: variants)
            if codePoint == nil {
                graph.report(KinemaDiagnostic(
                    .missingSymbol, "symbol '\(newImage.name)' has no glyph in Kinema's symbol font; a placeholder is drawn"))
            }
            invalidateDisplay()
        }
        if newImage.isResizable != image.isResizable { graph.setNeedsLayout() }
        image = newImage
        source = nil
        let parameters = SymbolParameters(image: newImage, in: context.environment)
        if parameters.pointSize != attributes.modelParameters?.pointSize { graph.setNeedsLayout() }
        setParameters(parameters, context: context)
    }

    private var naturalSize: CGSize {
        if image.isSymbol { return attributes.modelParameters.map { CGSize(width: $0.pointSize, height: $0.pointSize) } ?? .zero }
        return source?.size ?? .zero
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override func displayContent() -> DisplayList.Content? {
        let frame = attributes.presentedFrame
        guard image.isSymbol else { return .image(ImageItem(name: image.name, url: source?.url, frame: frame, naturalSize: naturalSize)) }
        guard let parameters = attributes.presentedParameters else { return nil }
        return .symbol(SymbolItem(name: image.name, codePoint: codePoint, frame: frame, style: parameters.style, mode: parameters.mode,
                                  fillsFrame: image.isResizable))
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        if let contentTransition, case .symbol(let new)? = displayContent() {
            displayIndex = builder.entries.count
            contentTransition.append(new: new, to: &builder)
            transitionEntryCount = builder.entries.count - displayIndex
            return
        }
        displayIndex = displayContent().map { symbolEffects.append($0, frame: attributes.presentedFrame, to: &builder) } ?? -1
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        if let contentTransition {
            guard case .symbol(let new)? = displayContent() else { return false }
            var builder = DisplayBuilder()
            contentTransition.append(new: new, to: &builder)
            return entries.replaceRun(at: displayIndex, count: transitionEntryCount, with: builder.entries)
        }
        guard let content = displayContent() else { return displayIndex < 0 }
        return symbolEffects.patch(content, frame: attributes.presentedFrame, at: displayIndex, in: &entries)
    }

    // MARK: Content transition

    /// The change of glyph under way, while it animates (the symbol effects around the symbol
    /// wait for it to end).
    private var contentTransition: SymbolContentTransition?
    /// How many entries the change appends, from ``displayIndex`` on.
    private var transitionEntryCount = 0

    private func beginContentTransition(in context: UpdateContext) {
        guard case .symbol(let old)? = displayContent(),
              let change = SymbolContentTransition(
                from: old, transition: context.environment.contentTransition, transaction: context.transaction, time: graph.time,
                environment: context.environment, sharing: &graph.springMotions.pointee)
        else { return }
        begin(change, in: &contentTransition)
    }

    override func tick(to time: TimeInterval) -> Bool {
        let running = super.tick(to: time)
        return tick(&contentTransition, to: time) || running
    }

    override func removeFromTree() {
        _ = symbolEffects.link(self, to: [])
        super.removeFromTree()
    }
}
