import Foundation
/// A type-erased view. Changing the type it wraps replaces the view and its state.
public struct AnyView: View {
    let view: any View

    /// Wraps a view.
    public init<V: View>(_ view: V) {
        self.view = (view as? AnyView)?.view ?? view
    }

    /// Wraps a view of any type.
    public init(erasing view: some View) {
        self.init(view)
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension AnyView: ChildViews {
    func children() -> [ChildView] {
        [ChildView(key: .type(ObjectIdentifier(type(of: view))), view: view)]
    }
}
