import Foundation

/// What the screen shows at one moment: drawing items (shapes, text, images) inside effect
/// groups, in painting order, with every animated value at its presented value.
///
/// Frames are in the root's coordinates, before the effects around an item apply. Renderers
/// draw it; tests read it, usually through ``flattened``.
public struct DisplayList: Equatable, Sendable {
    /// The list in painting order, each group (an effect, an identifier) between its start
    /// and its ``Entry/end``: one flat array, which the engine patches in place from frame to
    /// frame rather than rebuilding nested arrays.
    package var entries: [Entry]
    /// Whether the list has a blend mode group, which may blend with what is below it: found
    /// when the list is made, so that drawing a frame need not look. Patches change only values
    /// (a group's mode, say), never add a group, so a group of any mode counts, `.normal` too.
    package private(set) var hasBlendModeGroups = false
    /// Whether anything in the list (canvases' drawings included) is painted with an angular
    /// gradient, which the renderer draws on one thread: found when the list is made. A patch
    /// that would bring one into a list that had none declines, so the list is made again.
    package private(set) var hasAngularGradients = false

    /// The items, back to front.
    public var items: [Item] {
        var index = 0
        return Self.items(in: entries, from: &index)
    }

    /// Creates a display list.
    public init(items: [Item] = []) {
        entries = []
        Self.append(items, to: &entries)
        (hasBlendModeGroups, hasAngularGradients) = Self.flags(of: entries)
    }

    package init(entries: [Entry]) {
        self.entries = entries
        (hasBlendModeGroups, hasAngularGradients) = Self.flags(of: entries)
    }

    private static func flags(of entries: [Entry]) -> (blendModeGroups: Bool, angularGradients: Bool) {
        var flags = (blendModeGroups: false, angularGradients: false)
        for entry in entries {
            switch entry {
            case .begin(.blendMode): flags.blendModeGroups = true
            case .draw(let item) where !flags.angularGradients: flags.angularGradients = item.hasAngularGradient
            default: break
            }
        }
        return flags
    }

    /// One step of a display list: something drawn, or the start or end of a group.
    package enum Entry: Equatable, Sendable {
        /// A shape, text or image (never an effect). Boxed: an item is large, and most entries
        /// of a list are effects, which then stay small.
        indirect case draw(Item)
        /// The start of a group drawn with an effect.
        case begin(Effect)
        /// The start of a group whose items are identified as `identifier`, unless an inner
        /// group or the item itself says otherwise.
        case identify(String)
        /// The end of the innermost open group.
        case end
    }

    private static func append(_ items: [Item], to entries: inout [Entry]) {
        for item in items {
            if let identifier = item.identifier, case .effect = item.content {
                entries.append(.identify(identifier))
                append([Item(content: item.content)], to: &entries)
                entries.append(.end)
            } else if case .effect(let effect, let list) = item.content {
                entries.append(.begin(effect))
                entries += list.entries
                entries.append(.end)
            } else {
                entries.append(.draw(item))
            }
        }
    }

    private static func items(in entries: [Entry], from index: inout Int) -> [Item] {
        var items: [Item] = []
        while index < entries.count {
            let entry = entries[index]
            index += 1
            switch entry {
            case .draw(let item):
                items.append(item)
            case .begin(let effect):
                // The group's entries are already a display list: slice them, don't rebuild them.
                let start = index
                index = entries.endOfGroup(contentStartingAt: start)
                items.append(Item(content: .effect(effect, DisplayList(entries: Array(entries[start..<index])))))
                index += 1
            case .identify(let identifier):
                for var item in Self.items(in: entries, from: &index) {
                    item.identifier = item.identifier ?? identifier
                    items.append(item)
                }
            case .end:
                return items
            }
        }
        return items
    }

    /// One item: something drawn, or an effect applied to a group of items.
    public struct Item: Equatable, Sendable {
        /// The `accessibilityIdentifier` of the view that drew it, if any.
        public var identifier: String?
        /// What the item is.
        public var content: Content {
            didSet { hasAngularGradient = content.hasAngularGradient }
        }
        /// Whether the content is painted with an angular gradient: found when it is set, so that
        /// a list made of thousands of items (a canvas's, every frame) learns whether it has one
        /// without copying each out of its entry.
        package private(set) var hasAngularGradient: Bool

        /// Creates an item.
        public init(identifier: String? = nil, content: Content) {
            self.init(content: content, hasAngularGradient: content.hasAngularGradient)
            self.identifier = identifier
        }

        /// An item whose maker knows whether it is painted with an angular gradient (a canvas's
        /// solid shapes, thousands a frame), so that it is not looked for.
        package init(content: Content, hasAngularGradient: Bool) {
            self.content = content
            self.hasAngularGradient = hasAngularGradient
        }
    }

    /// What an item is.
    public enum Content: Equatable, Sendable {
        /// A filled or stroked path.
        case shape(ShapeItem)
        /// Text.
        case text(TextItem)
        /// An image.
        case image(ImageItem)
        /// A symbol.
        case symbol(SymbolItem)
        /// What a canvas drew.
        case canvas(CanvasItem)
        /// An effect applied to a group of items.
        indirect case effect(Effect, DisplayList)
    }
}

/// A shape drawn by a leaf: its path in root coordinates and how it is painted.
public struct ShapeItem: Equatable, Sendable {
    /// The name of the view that drew it (`Rectangle`, `Circle`, `Color`, a shape of yours…).
    public var name: String
    /// The leaf's presented frame.
    public var frame: CGRect
    /// The outline, in root coordinates.
    public var path: Path
    /// How the path is painted.
    public var paint: Paint

    /// Creates a shape item.
    public init(name: String, frame: CGRect, path: Path, paint: Paint) {
        (self.name, self.frame, self.path, self.paint) = (name, frame, path, paint)
    }

    /// How a shape is painted.
    public enum Paint: Equatable, Sendable {
        /// Filled with a style.
        case fill(ResolvedShapeStyle, FillStyle)
        /// Stroked with a style.
        case stroke(ResolvedShapeStyle, StrokeStyle)
    }

    /// The paint's style.
    public var style: ResolvedShapeStyle {
        switch paint {
        case .fill(let style, _), .stroke(let style, _): style
        }
    }
}

/// Text drawn by a leaf.
public struct TextItem: Equatable, Sendable {
    /// The characters.
    public var string: String
    /// The leaf's presented frame.
    public var frame: CGRect
    /// The presented font.
    public var font: Font.Resolved
    /// The presented colour.
    public var style: ResolvedShapeStyle
    /// The most lines shown, or nil for any number.
    public var lineLimit: Int?
    /// How lines align within the frame.
    public var alignment: TextAlignment
    /// The width lines break at: the laid-out width, or the presented one while an animation
    /// makes it wider, so that text never re-wraps in the middle of an animation.
    public var wrapWidth: CGFloat

    /// Creates a text item.
    public init(
        string: String, frame: CGRect, font: Font.Resolved, style: ResolvedShapeStyle,
        lineLimit: Int? = nil, alignment: TextAlignment = .leading, wrapWidth: CGFloat? = nil
    ) {
        (self.string, self.frame, self.font, self.style) = (string, frame, font, style)
        (self.lineLimit, self.alignment, self.wrapWidth) = (lineLimit, alignment, wrapWidth ?? frame.width)
    }
}

/// An image drawn by a leaf.
public struct ImageItem: Equatable, Sendable {
    /// The image's name.
    public var name: String
    /// The file it was loaded from, or nil when it could not be found.
    public var url: URL?
    /// The leaf's presented frame.
    public var frame: CGRect
    /// The image's own size in points.
    public var naturalSize: CGSize

    /// Creates an image item.
    public init(name: String, url: URL?, frame: CGRect, naturalSize: CGSize) {
        (self.name, self.url, self.frame, self.naturalSize) = (name, url, frame, naturalSize)
    }
}

extension DisplayList {
    /// An effect applied to a group of items, with its presented values.
    public enum Effect: Equatable, Sendable {
        /// A geometry effect (scale, rotation, offset, your own): maps the group's root
        /// coordinates to where it is drawn.
        case transform(CGAffineTransform)
        /// A geometry effect with perspective (`rotation3DEffect`, your own): maps the group's
        /// root coordinates to where it is drawn through a projective transform. (Boxed: its
        /// nine numbers would make every entry of every display list larger, and frames, which
        /// copy entries, slower.)
        indirect case projection(ProjectionTransform)
        /// Multiplies the group's alpha.
        case opacity(Double)
        /// Draws a blurred, offset copy of the group's alpha behind it.
        case shadow(color: ResolvedColor, radius: CGFloat, offset: CGSize)
        /// Blurs the group.
        case blur(radius: CGFloat, isOpaque: Bool)
        /// Adds to each colour component.
        case brightness(Double)
        /// Scales colour components away from mid-grey.
        case contrast(Double)
        /// Mixes colours with their luminance (0 is grey, 1 unchanged).
        case saturation(Double)
        /// Rotates hues.
        case hueRotation(Angle)
        /// Mixes colours with grey (1 is fully grey).
        case grayscale(Double)
        /// Multiplies colours by a colour.
        case colorMultiply(ResolvedColor)
        /// Maps each colour through a matrix (a canvas's `colorMatrix`, `colorInvert` and
        /// `luminanceToAlpha` filters). (Boxed, as a projection is: twenty numbers.)
        indirect case colorMatrix(ColorMatrix)
        /// Clips the group to a path, in root coordinates.
        case clip(Path, FillStyle)
        /// Composites the group offscreen before its enclosing effects apply.
        case compositingGroup
        /// Renders the group into one offscreen raster.
        case drawingGroup
        /// Composites the group as one, then blends it with what is drawn below it.
        case blendMode(BlendMode)
        /// Shows the group's content only where its mask is opaque, by alpha. The group's last
        /// element is the mask, a ``mask`` group; the elements before it are the content.
        case masked
        /// The mask of the enclosing ``masked`` group: only its alpha counts. It shows nothing
        /// itself, and its items take no identifier from outside it.
        case mask
    }
}

extension Collection where Element == DisplayList.Entry {
    /// The index of the `.end` closing the group whose content starts at `start`, or `endIndex`
    /// when a malformed list leaves the group open. (Inlinable, so that it specializes for the
    /// array or slice it walks.)
    @inlinable
    package func endOfGroup(contentStartingAt start: Index) -> Index {
        var depth = 0
        var index = start
        while index < endIndex {
            switch self[index] {
            case .begin, .identify: depth += 1
            case .end:
                if depth == 0 { return index }
                depth -= 1
            case .draw: break
            }
            index = self.index(after: index)
        }
        return endIndex
    }
}
