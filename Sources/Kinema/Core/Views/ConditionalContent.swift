import Foundation
/// The view of an `if`/`else` or `switch` in a builder: one branch or the other, each with its
/// own identity, so switching branches replaces the view (and its state).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension _ConditionalContent: ChildViews {
    func children() -> [ChildView] {
        switch storage {
        case .trueContent(let content): [ChildView(key: .branch(true), view: content)]
        case .falseContent(let content): [ChildView(key: .branch(false), view: content)]
        }
    }
}
