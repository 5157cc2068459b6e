import Foundation

extension View {
    /// Adds `insets` to the safe area of this view (iOS 17), as an invisible inset view of that
    /// size on each edge would.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        safeAreaInset(edge: .top, spacing: 0) { EmptyView().frame(height: LayoutLength.valid(insets.top)) }
            .safeAreaInset(edge: .bottom, spacing: 0) { EmptyView().frame(height: LayoutLength.valid(insets.bottom)) }
            .safeAreaInset(edge: .leading, spacing: 0) { EmptyView().frame(width: LayoutLength.valid(insets.leading)) }
            .safeAreaInset(edge: .trailing, spacing: 0) { EmptyView().frame(width: LayoutLength.valid(insets.trailing)) }
    }

    /// Adds `length` (nil: 16 points) to the safe area of this view on `edges` (iOS 17).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? 16
        return safeAreaPadding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length).on(edges))
    }

    /// Adds `length` to the safe area of this view on every edge (iOS 17).
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}
