import Foundation

/// A part of an app's interface: in Kinema, a window group whose root view the tools run.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes that hold a root view, and those made of other scenes.
@MainActor
protocol RootViewScene {
    /// The first window's root view, if the scene has one.
    var rootView: AnyView? { get }
}

extension Scene {
    /// The root view of the scene's first window group: what Kinema's tools run for an app.
    var firstRootView: AnyView? {
        if let scene = self as? any RootViewScene { return scene.rootView }
        if Body.self == Never.self { return nil }
        return body.firstRootView
    }
}

/// Builds a scene from the scenes listed in a closure.
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// One scene builds itself.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes build a group of them.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }

    /// Passes a scene through.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// Scenes listed together in a ``SceneBuilder``.
public struct TupleScene<each Content: Scene>: Scene, RootViewScene {
    let scenes: (repeat each Content)

    init(_ scenes: repeat each Content) {
        self.scenes = (repeat each scenes)
    }

    /// A group of scenes has no body of its own.
    public var body: Never { fatalError("TupleScene has no body") }

    var rootView: AnyView? {
        for scene in repeat each scenes {
            if let root = scene.firstRootView { return root }
        }
        return nil
    }
}

/// A window of an app, showing `content`: the view Kinema's tools run for the app.
public struct WindowGroup<Content: View>: Scene, RootViewScene {
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title, showing `content`; the title is not shown.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A window group with a title and an identifier, showing `content`; neither is shown.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A window group has no body of its own.
    public var body: Never { fatalError("WindowGroup has no body") }

    var rootView: AnyView? { AnyView(content) }
}
