import Foundation
/// A modifier that you apply to a view to produce a different version of it.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The placeholder for the view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// Makes the modified view from a placeholder for the original.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Modifiers that Kinema applies itself have no body; calling it is a programming error.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is applied by Kinema itself and has no body to call")
    }
}

/// A modifier that leaves views unchanged.
public struct EmptyModifier: ViewModifier {
    /// The modifier.
    public static let identity = EmptyModifier()

    /// Creates the modifier.
    public init() {}

    /// The content, unchanged.
    public func body(content: Content) -> Content { content }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Creates a modified view.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Views that Kinema applies itself have no body.
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView, ModifiedView where Content: View, Modifier: ViewModifier {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        let type = ObjectIdentifier(Self.self)
        if modifier is any FlatEffect {
            return FlatEffectNode(graph: graph, viewType: type, view: self, levels: Self.flatEffectLevels)
        }
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeNode(in: graph, viewType: type)
        }
        if let effect = modifier as? any GeometryEffect {
            return effect.makeGeometryNode(in: graph, viewType: type)
        }
        return UserModifierNode<Modifier>(graph: graph, viewType: type)
    }

    var contentView: any View { content }
    var modifierValue: any ViewModifier { modifier }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A view with a modifier applied, opened.
@MainActor
protocol ModifiedView {
    var contentView: any View { get }
    var modifierValue: any ViewModifier { get }
}

/// A modifier Kinema applies through a node of its own.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode
}
