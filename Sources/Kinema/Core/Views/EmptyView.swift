import Foundation
/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension EmptyView: ChildViews {
    func children() -> [ChildView] { [] }
}
