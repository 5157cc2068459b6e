import Foundation
/// Views gathered without a layout of their own: in a stack they count as separate subviews.
public struct Group<Content: View>: View {
    let content: Content

    /// Gathers the views the closure builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension Group: ChildViews {
    func children() -> [ChildView] { [ChildView(key: .index(0), view: content)] }
}
