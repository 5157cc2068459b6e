import Foundation
/// The node of a ``ViewModifier`` of the user's: its body is computed like a view's (with its
/// own state), and the placeholder in it shows the modified content.
final class UserModifierNode<M: ViewModifier>: ModifierNode<M>, ContentOwner {
    private var contentValue: any View = EmptyView()
    private var placeholders: [WeakPlaceholder] = []

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let (modifier, contentView) = openModified(view, modifier: M.self)
        contentValue = contentView
        let token = ObjectIdentifier(self)
        let bodyView = ModifierBodyView(modifier: modifier, placeholder: _ViewModifier_Content<M>(token: token))
        var bodyContext = context
        bodyContext.contentOwners[token] = self
        updateChild(&content, with: bodyView, context: bodyContext)
        // The content may have changed though the modifier's body did not run again.
        placeholders.compactMap(\.node).forEach { $0.updateContent() }
    }

    var ownedContent: any View { contentValue }

    func transactionForOwnedContent(atPlaceholder transaction: Transaction) -> Transaction { transaction }

    func register(_ placeholder: PlaceholderNode) {
        placeholders.register(placeholder)
    }
}

struct WeakPlaceholder {
    weak var node: PlaceholderNode?
}

extension Array where Element == WeakPlaceholder {
    /// Adds `placeholder` unless it is there, dropping those that are gone.
    mutating func register(_ placeholder: PlaceholderNode) {
        removeAll { $0.node == nil }
        if !contains(where: { $0.node === placeholder }) { append(WeakPlaceholder(node: placeholder)) }
    }
}

/// A modifier's body as a view, so that it is computed, tracked and keeps state like one.
struct ModifierBodyView<M: ViewModifier>: View, DynamicPropertyContainer {
    var modifier: M
    let placeholder: _ViewModifier_Content<M>

    var body: M.Body { BodyWatchdog.watching(M.self) { modifier.body(content: placeholder) } }

    var dynamicPropertySource: Any { modifier }
}

/// A view whose dynamic properties are those of another value.
@MainActor
protocol DynamicPropertyContainer {
    var dynamicPropertySource: Any { get }
}

/// A modifier that is `Animatable` animates as an animatable view does: its body is computed
/// each frame with the modifier's interpolated data, as SwiftUI does for `AnimatableModifier`.
extension ModifierBodyView: @MainActor Animatable where M: Animatable {
    var animatableData: M.AnimatableData {
        get { modifier.animatableData }
        set { modifier.animatableData = newValue }
    }
}
