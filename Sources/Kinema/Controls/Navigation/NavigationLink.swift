import Foundation

/// A view that pushes a screen on the navigation stack around it when tapped: a destination
/// view, or the screen `navigationDestination` makes for a value. In a list it shows a chevron.
public struct NavigationLink<Label: View, Destination: View>: View {
    private let label: Label
    private let target: Target
    private let isActive: Binding<Bool>?

    private enum Target {
        case view(Destination)
        case value(AnyHashable?)
    }

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
        isActive = nil
    }

    /// A link that pushes `destination` (the iOS 13 form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
        isActive = nil
    }

    /// A link that pushes `destination` and sets `isActive` when tapped. (Setting `isActive`
    /// from elsewhere does not push: use a path.)
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
        self.isActive = isActive
    }

    /// The label, which pushes when tapped.
    public var body: some View {
        LinkBody(label: AnyView(label), push: push, isActive: isActive)
    }

    private func push(_ model: NavigationModel) {
        switch target {
        case .view(let destination): model.push(AnyView(destination))
        case .value(let value?): model.push(value: value)
        case .value(nil): break
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes the screen `navigationDestination` makes for `value` (nothing when
    /// nil).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
        isActive = nil
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(title) })
    }

    /// A link titled `title` that pushes `destination` (the iOS 13 form).
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination, label: { Text(title) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes the screen for `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value, label: { Text(title) })
    }
}

/// A link's label: tappable, with a chevron in a list; it pushes in `.default`.
private struct LinkBody: View {
    let label: AnyView
    let push: (NavigationModel) -> Void
    let isActive: Binding<Bool>?
    @Environment(\.navigation) private var navigation
    @Environment(\.isInList) private var isInList

    var body: some View {
        HStack(spacing: 8) {
            label.foregroundColor(isInList ? nil : .accentColor)
            if isInList {
                Spacer(minLength: 0)
                Image(systemName: "chevron.right").imageScale(.small).foregroundStyle(Color.gray)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture {
            guard let navigation else { return }
            withAnimation(.default) {
                push(navigation)
                isActive?.wrappedValue = true
            }
        }
    }
}

extension View {
    /// Makes the screens of values of type `data` that links in this stack push.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(type: ObjectIdentifier(D.self)) { value in
            AnyView((value.base as? D).map(destination))
        })
    }
}

/// Registers how to make screens for a type of value with the stack around it.
struct NavigationDestinationModifier: PrimitiveModifier {
    let type: ObjectIdentifier
    let destination: (AnyHashable) -> AnyView

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        NavigationDestinationNode(graph: graph, viewType: viewType)
    }
}

final class NavigationDestinationNode: ModifierNode<NavigationDestinationModifier> {
    override func apply(_ modifier: NavigationDestinationModifier, previous: NavigationDestinationModifier?, context: inout UpdateContext) {
        context.environment.navigation?.register(modifier.type, destination: modifier.destination)
    }
}
