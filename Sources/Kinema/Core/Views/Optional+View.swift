import Foundation
extension Optional: View where Wrapped: View {
    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension Optional: ListContent where Wrapped: View {
    func children() -> [ListChild] {
        map { [ListChild(key: .index(0), view: $0)] } ?? []
    }
}
