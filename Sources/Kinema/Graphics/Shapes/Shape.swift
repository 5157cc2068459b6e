import Foundation

/// A 2D shape: a path for any rectangle. As a view it fills the space offered with the
/// foreground style.
///
/// A shape is `Animatable`: give it `animatableData` and its path is computed every frame from
/// the animated data, so it morphs rather than jumps.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline of the shape in `rect`: the shape's own bounds, at the origin (inset for a
    /// stroke border), as SwiftUI gives them.
    func path(in rect: CGRect) -> Path

    /// The size of the shape for a proposal: by default the proposal (10 points where
    /// unspecified).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The outline for a frame in the root's coordinates. A shape describes itself in its own
    /// space, as SwiftUI asks it to: `path(in:)` gets a rectangle at the origin with the frame's
    /// size (so `rect.width / 2` is the middle), and the path is then moved to the frame.
    func path(placedIn frame: CGRect) -> Path {
        var path = path(in: CGRect(origin: .zero, size: frame.size))
        path.translate(dx: frame.minX, dy: frame.minY)
        return path
    }

    /// The proposal, with 10 points where it is unspecified.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), paint: .fill(FillStyle()))
    }

    /// The shape filled with a style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, paint: .fill(style))
    }

    /// The shape's outline stroked with a style (antialiased, whatever `antialiased` says).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, paint: .stroke(style))
    }

    /// The shape's outline stroked with a style, `lineWidth` wide (antialiased, whatever
    /// `antialiased` says).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape that can be inset, so it can be stroked inside its frame.
public protocol InsettableShape: Shape {
    /// The shape type an inset produces.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline stroked inside the frame, `lineWidth` wide. Kinema antialiases every stroke,
    /// whatever `antialiased` says.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked inside the frame (antialiased, whatever `antialiased` says).
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
        return inset(by: width / 2).stroke(content, style: style)
    }

    /// The outline stroked inside the frame with the foreground style, in `style` (antialiased,
    /// whatever `antialiased` says).
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(.foreground, style: style)
    }

    /// The outline stroked inside the frame with the foreground style (antialiased, whatever
    /// `antialiased` says).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(.foreground, lineWidth: lineWidth)
    }
}

/// How a shape leaf paints its path.
enum ShapeLeafPaint: Equatable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// A shape painted with a style: the drawing leaf behind every shape view.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let style: Style
    let paint: ShapeLeafPaint

    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension Shape {
    /// The leaf node of this shape shown as a view by itself (filled with the foreground style).
    @MainActor
    static func makeBareShapeNode(in graph: ViewGraph) -> ViewNode {
        ShapeNode<Self>(graph: graph, viewType: ObjectIdentifier(Self.self), name: "\(Self.self)")
    }
}

extension _ShapeView: PrimitiveView, ShapeLeafView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ShapeNode<Content>(graph: graph, viewType: ObjectIdentifier(Self.self), name: "\(Content.self)")
    }

    var leafShape: Content { shape }
    var leafStyle: any ShapeStyle { style }
    var leafPaint: ShapeLeafPaint { paint }
}
