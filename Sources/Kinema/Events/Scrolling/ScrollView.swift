import Foundation

/// A view whose content scrolls along one or both axes.
///
/// The scroll view takes the space it is offered; its content is offered unlimited space along
/// the scrolling axes (and the scroll view's size across them) and is clipped to the scroll
/// view's bounds. The host scrolls it (``HeadlessHost/scroll(by:at:)``), as do
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` and `scrollPosition(id:)`, animated with the
/// transaction. The offset stays between the content's edges: Kinema does not bounce.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether it shows indicators of where its content is scrolled to.
    public var showsIndicators: Bool

    /// A scroll view along `axes` that shows indicators or not.
    @_disfavoredOverload
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A scroll view along `axes`.
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension ScrollView: PrimitiveView, ScrollViewContent {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ScrollNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }

    var scrollContent: any View { content }
}

/// An opened ``ScrollView``.
@MainActor
protocol ScrollViewContent {
    var axes: Axis.Set { get }
    var showsIndicators: Bool { get }
    var scrollContent: any View { get }
}

/// Whether scroll views show their indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let isVisible: Bool

    /// As the platform shows them: Kinema shows them.
    public static let automatic = ScrollIndicatorVisibility(isVisible: true)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(isVisible: true)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(isVisible: false)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(isVisible: false)
}

private enum ScrollIndicatorsKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }

extension EnvironmentValues {
    /// Whether scroll views in this environment show their indicators.
    public var scrollIndicators: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the indicators of the scroll views in this view.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        environment(\.scrollIndicators, visibility)
    }
}
