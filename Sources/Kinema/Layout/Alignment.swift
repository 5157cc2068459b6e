import Foundation

/// Where views line up horizontally: at their leading edges, centres or trailing edges, or at a
/// guide of your own (`HorizontalAlignment(MyGuide.self)`). A view moves its guide with
/// `alignmentGuide(_:computeValue:)`.
public struct HorizontalAlignment: Hashable, Sendable, GuidedAlignment {
    /// Which guide this is, and its default position.
    let guide: AlignmentGuide

    /// A guide of your own.
    public init(_ id: any AlignmentID.Type) {
        guide = AlignmentGuide(id)
    }

    private init(builtIn fraction: CGFloat, _ id: any AlignmentID.Type) {
        guide = AlignmentGuide(id, builtIn: fraction)
    }

    /// The leading edges.
    public static let leading = HorizontalAlignment(builtIn: 0, LeadingGuide.self)
    /// The centres.
    public static let center = HorizontalAlignment(builtIn: 0.5, HorizontalCenterGuide.self)
    /// The trailing edges.
    public static let trailing = HorizontalAlignment(builtIn: 1, TrailingGuide.self)
}

/// Where views line up vertically: at their tops, centres, bottoms or text baselines, or at a
/// guide of your own (`VerticalAlignment(MyGuide.self)`).
public struct VerticalAlignment: Hashable, Sendable, GuidedAlignment {
    /// Which guide this is, and its default position.
    let guide: AlignmentGuide

    /// A guide of your own.
    public init(_ id: any AlignmentID.Type) {
        guide = AlignmentGuide(id)
    }

    private init(builtIn fraction: CGFloat, _ id: any AlignmentID.Type) {
        guide = AlignmentGuide(id, builtIn: fraction)
    }

    /// The top edges.
    public static let top = VerticalAlignment(builtIn: 0, TopGuide.self)
    /// The centres.
    public static let center = VerticalAlignment(builtIn: 0.5, VerticalCenterGuide.self)
    /// The bottom edges.
    public static let bottom = VerticalAlignment(builtIn: 1, BottomGuide.self)
    /// The first text baselines; Kinema places a single line's baseline at 80 % of its height.
    public static let firstTextBaseline = VerticalAlignment(builtIn: 0.8, FirstBaselineGuide.self)
    /// The last text baselines; Kinema places them like the first.
    public static let lastTextBaseline = VerticalAlignment(builtIn: 0.8, LastBaselineGuide.self)
}

/// An alignment in both dimensions.
public struct Alignment: Hashable, Sendable {
    /// The horizontal alignment.
    public var horizontal: HorizontalAlignment
    /// The vertical alignment.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The origin of a rectangle of `size` aligned this way inside `bounds`.
    func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
        CGPoint(
            x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
            y: bounds.minY + (bounds.height - size.height) * vertical.fraction)
    }

    /// The unit point of this alignment, for anchors.
    var unitPoint: UnitPoint { UnitPoint(x: horizontal.fraction, y: vertical.fraction) }
}
