import Foundation

/// Views shown in Xcode's canvas, the older way: Kinema's tools list and run `previews`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// A preview that `#Preview` declares: a name and the view to show.
@MainActor
public struct Preview {
    /// The preview's name, if it was given one.
    public let name: String?
    private let makeBody: @MainActor () -> any View

    /// A preview of the views `body` builds.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        makeBody = body
    }

    /// A preview with traits; Kinema's tools choose the window's size themselves, so the traits
    /// are not used.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.init(name, body: body)
    }

    /// The previewed view.
    public var content: AnyView { AnyView(makeBody()) }

    /// The traits of a view preview.
    public struct ViewTraits: Sendable {}
}

/// A setting of Xcode's preview canvas (size, orientation); Kinema's tools set the size themselves.
public struct PreviewTrait<T>: Sendable {
    let description: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview sized to fit its content.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(description: "sizeThatFitsLayout") }
    /// The preview at a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(description: "fixedLayout") }
    /// The preview in portrait.
    public static var portrait: PreviewTrait { PreviewTrait(description: "portrait") }
    /// The preview in landscape, turned left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(description: "landscapeLeft") }
    /// The preview in landscape, turned right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(description: "landscapeRight") }
    /// The preview upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(description: "portraitUpsideDown") }
}

extension View {
    /// Names a preview in Xcode's canvas; Kinema's tools name previews themselves.
    public func previewDisplayName(_ value: String?) -> some View { self }
}
