import Foundation

/// A shape's outline, stroked, as a shape of its own: what `stroke(lineWidth:)` and
/// `stroke(style:)` give, as in SwiftUI, so that it can be filled (`.stroke(lineWidth: 10)
/// .fill(.red)`), clipped to, trimmed or stroked again.
///
/// As a shape its path is the stroke's outline. Drawn filled, it is drawn as the stroke itself
/// (the same pixels, without computing the outline every frame).
public struct _StrokedShape<Content: Shape>: Shape {
    var shape: Content
    var style: StrokeStyle

    /// The shape's own data, then the stroke's.
    public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }

    /// The outline of the shape's stroke.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// The shape's own size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

/// A shape drawn, when filled, as another shape's stroke.
@MainActor
protocol OutlineStroking {
    /// The stroked shape's path in `frame`, and the stroke.
    func stroke(placedIn frame: CGRect) -> (path: Path, style: StrokeStyle)
    /// The stroked shape's name, for inspectors.
    static var strokedName: String { get }
}

extension _StrokedShape: OutlineStroking {
    func stroke(placedIn frame: CGRect) -> (path: Path, style: StrokeStyle) {
        (shape.path(placedIn: frame), style)
    }

    static var strokedName: String { "\(Content.self)" }
}

extension Shape {
    /// The shape's outline stroked in the foreground style, as a shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The shape's outline stroked `lineWidth` wide in the foreground style, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}
