import Kinema

/// One property animating at one moment: what a ``AttributeTimeline`` plots.
public struct AnimatableAttributeSample: Hashable, Sendable {
    /// Identifies the property from frame to frame; samples with the same id form one track.
    public var id: String
    /// The view the property belongs to, such as its accessibility identifier or type.
    public var view: String
    /// The property, such as `scale` or `shadow radius`.
    public var property: String
    /// The presented value's numeric components (one for a `Double`, four for a rectangle…).
    public var components: [Double]
    /// The animation driving the property: its preset name (`.bouncy`) when it is one of
    /// SwiftUI's, else its description.
    public var animation: String
    /// Where the animation was supplied in the source (`file:line`), when known.
    public var callSite: String?

    /// Creates a sample; a nil `id` identifies the property by its view and name.
    public init(
        id: String? = nil, view: String, property: String, components: [Double], animation: String, callSite: String? = nil
    ) {
        self.id = id ?? "\(view)/\(property)"
        self.view = view
        self.property = property
        self.components = components
        self.animation = animation
        self.callSite = callSite
    }
}

extension AnimatableAttributeSample {
    /// The sample of an attribute a host reports animating (`HeadlessHost.animatingAttributes`):
    /// its view named with its accessibility identifier when it has one, and the call that
    /// supplied its animation as the call site.
    public init(_ attribute: AnimatableAttributeSnapshot) {
        self.init(
            id: attribute.id,
            view: attribute.identifier.map { "\(attribute.view) '\($0)'" } ?? attribute.view,
            property: attribute.property,
            components: attribute.presented,
            animation: attribute.animation.codeDescription,
            callSite: attribute.source?.description)
    }

    /// What `host` is animating now, one sample per attribute.
    @MainActor
    public static func samples(of host: HeadlessHost) -> [AnimatableAttributeSample] {
        host.animatingAttributes.map(AnimatableAttributeSample.init)
    }
}
