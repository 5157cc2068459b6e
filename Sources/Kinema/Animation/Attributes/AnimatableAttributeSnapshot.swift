import Foundation

/// An attribute animating at this moment: what an inspector lists and a timeline plots.
///
/// Read them from ``HeadlessHost/animatingAttributes``. Values are the attribute's animatable
/// data as numbers (for example a scale effect's x and y scale and anchor; a frame's x, y, width
/// and height), scaled as its `animatableData` scales them.
public struct AnimatableAttributeSnapshot: Equatable, Sendable, Identifiable {
    /// Identifies the attribute for as long as its view stays in the tree, so that samples of
    /// one attribute can be followed from frame to frame.
    public var id: String
    /// The nearest enclosing view of yours (the type whose `body` holds the attribute).
    public var view: String
    /// The nearest `accessibilityIdentifier` around (or inside) the attribute's view, if any.
    public var identifier: String?
    /// What animates: a modifier (`scaleEffect`, `opacity`, `shadow`…), a leaf's `frame` or
    /// `style` (`Circle.frame`), or the `animatableData` of an `Animatable` view or layout.
    public var property: String
    /// The value presented now.
    public var presented: [Double]
    /// The value before the latest change.
    public var from: [Double]
    /// The value the animation goes to: the latest one set.
    public var to: [Double]
    /// The latest animation running on the attribute.
    public var animation: Animation
    /// Where that animation came from, when known.
    public var source: AnimationSource?

    /// Creates a description of an animating attribute.
    public init(
        id: String, view: String, identifier: String?, property: String, presented: [Double], from: [Double],
        to: [Double], animation: Animation, source: AnimationSource?
    ) {
        (self.id, self.view, self.identifier, self.property) = (id, view, identifier, property)
        (self.presented, self.from, self.to, self.animation, self.source) = (presented, from, to, animation, source)
    }
}
