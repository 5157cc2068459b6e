import Foundation
extension Optional: View where Wrapped: View {
    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension Optional: ChildViews where Wrapped: View {
    func children() -> [ChildView] {
        map { [ChildView(key: .index(0), view: $0)] } ?? []
    }
}
