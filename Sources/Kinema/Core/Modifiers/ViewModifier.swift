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
        switch Self.modifierKind(type) {
        case .flatEffect: return FlatEffectNode(graph: graph, viewType: type, view: self, levels: Self.flatEffectLevels)
        case .primitive(let primitive): return primitive.makeNode(opening: modifier, in: graph, viewType: type)
        case .geometryEffect(let effect): return effect.makeGeometryNode(in: graph, viewType: type)
        case .user: return UserModifierNode<Modifier>(graph: graph, viewType: type)
        }
    }

    /// How the modifier of this type of view makes its node, found once per type: a protocol
    /// cast, failed or not, costs a conformance look-up for every view made.
    @MainActor private static func modifierKind(_ type: ObjectIdentifier) -> ModifierKind {
        if let kind = modifierKinds[type] { return kind }
        let kind: ModifierKind = if Modifier.self is any FlatEffect.Type {
            .flatEffect
        } else if let primitive = Modifier.self as? any PrimitiveModifier.Type {
            .primitive(primitive)
        } else if let effect = Modifier.self as? any GeometryEffect.Type {
            .geometryEffect(effect)
        } else {
            .user
        }
        modifierKinds[type] = kind
        return kind
    }

    var contentView: any View { content }

    func modifier<M>(as type: M.Type) -> M {
        unsafeCast(modifier, to: M.self)
    }
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
    /// The modifier, whose type the caller knows to be `M` (checked in debug builds only).
    func modifier<M>(as type: M.Type) -> M
}

extension ModifiedView {
    /// `view`, of this type, opened into its modifier (of type `M`) and its content, without
    /// casts.
    static func open<M>(_ view: any View, modifier: M.Type) -> (modifier: M, content: any View) {
        let opened = unsafeOpen(view, as: Self.self)
        return (opened.modifier(as: M.self), opened.contentView)
    }
}

/// A modifier Kinema applies through a node of its own.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode
}

extension PrimitiveModifier {
    /// Makes the node of `modifier`, whose type is `Self`, without casting it (see
    /// ``PrimitiveView/makeNode(opening:in:)``).
    static func makeNode<M: ViewModifier>(opening modifier: M, in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        unsafeCast(modifier, to: Self.self).makeNode(in: graph, viewType: viewType)
    }
}

/// How a modifier type makes its node, with the type as the protocol it makes it through.
private enum ModifierKind {
    case flatEffect, primitive(any PrimitiveModifier.Type), geometryEffect(any GeometryEffect.Type), user
}

/// The kinds of modifier types met so far, by the type of the modified view.
@MainActor
private var modifierKinds: [ObjectIdentifier: ModifierKind] = [:]
