import Foundation
/// The identity of a child within its parent: its position, its data id, its branch of a
/// condition, the type it erases, or an explicit `.id(_:)`.
enum ChildKey: Hashable {
    case index(Int)
    case id(AnyHashable)
    case branch(Bool)
    case type(ObjectIdentifier)
    case explicit(AnyHashable)
}

/// One child view with its identity.
struct ChildView {
    let key: ChildKey
    let view: any View
}

/// A view that stands for zero or more child views, each with an identity: tuples, optionals,
/// conditions, `ForEach`, `Group`, `AnyView`, `.id(_:)`. In layout it counts as its children.
@MainActor
protocol ChildViews {
    func children() -> [ChildView]
    /// Whether making the children runs code of the app's (`ForEach`'s content closure), whose
    /// reads of `@Observable` properties must update the children when they change.
    var runsContentClosure: Bool { get }
}

extension ChildViews {
    var runsContentClosure: Bool { false }
}

/// The views `content` stands for, lists (tuples, `ForEach`, conditions, groups) opened into
/// theirs, each with the key it had in the innermost list (nil for `content` itself): the
/// options of a picker, the tabs of a tab view.
@MainActor
func leafViews(of content: any View) -> [(view: any View, key: ChildKey?)] {
    var leaves: [(view: any View, key: ChildKey?)] = []
    func append(_ view: any View, key: ChildKey?) {
        if let list = view as? any ChildViews {
            for child in list.children() { append(child.view, key: child.key) }
        } else {
            leaves.append((view, key))
        }
    }
    append(content, key: nil)
    return leaves
}

/// List content whose children can be made one at a time, by position, without making the
/// others: what lazy stacks read, so that 100,000 elements cost only the ones in view.
@MainActor
protocol IndexedChildViews: ChildViews {
    /// How many children there are.
    var childCount: Int { get }
    /// The child at `index`, made now.
    func child(at index: Int) -> ChildView
    /// The position of the child whose id is `id`, if any.
    func index(ofID id: AnyHashable) -> Int?
}
