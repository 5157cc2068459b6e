import Foundation

/// Where content margins apply: to a scroll view's content, its indicators, or both.
public struct ContentMarginPlacement: Hashable, Sendable {
    let appliesToContent: Bool

    /// The content and the indicators, as the view sees fit: Kinema insets the content.
    public static let automatic = ContentMarginPlacement(appliesToContent: true)
    /// The scroll view's content.
    public static let scrollContent = ContentMarginPlacement(appliesToContent: true)
    /// The scroll view's indicators only (Kinema's indicators take no margins).
    public static let scrollIndicators = ContentMarginPlacement(appliesToContent: false)
}

private enum ContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }

extension EnvironmentValues {
    /// The margins scroll views in this environment put around their content.
    var contentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Sets the margins scroll views inside this view put around their content on `edges`: the
    /// content scrolls with the margins as part of it.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: \.contentMargins, value: placement.appliesToContent ? insets : EdgeInsets()) { margins, new in
            let valid = { (length: CGFloat) in length.isFinite ? max(length, 0) : 0 }
            if edges.contains(.top) { margins.top = valid(new.top) }
            if edges.contains(.leading) { margins.leading = valid(new.leading) }
            if edges.contains(.bottom) { margins.bottom = valid(new.bottom) }
            if edges.contains(.trailing) { margins.trailing = valid(new.trailing) }
        })
    }

    /// Sets margins of `length` (16 points for nil, the platform's) on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let side = length ?? 16
        return contentMargins(edges, EdgeInsets(top: side, leading: side, bottom: side, trailing: side), for: placement)
    }

    /// Sets margins of `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// A scroll view's content inside its margins.
@MainActor
func contentInsideMargins(_ content: any View, _ margins: EdgeInsets) -> any View {
    func padded(_ view: some View) -> AnyView { AnyView(view.padding(margins)) }
    return margins == EdgeInsets() ? content : padded(content)
}
