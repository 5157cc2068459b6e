import Kinema

/// One value animating now, as the inspector lists it: which view and property, where it is
/// and where it goes, and which animation — supplied where — moves it.
public struct InspectorRow: Codable, Sendable, Equatable, Identifiable {
    /// Names the attribute uniquely among those animating: the view and the property.
    public var id: String
    /// The view that owns the attribute: the nearest enclosing view type of the app's.
    public var view: String
    /// The nearest `accessibilityIdentifier` around the attribute's view, if any.
    public var identifier: String?
    /// The animated property, such as `scaleEffect`.
    public var property: String
    /// The presented value's numeric components now (a scale has two: width and height).
    public var presented: [Double]
    /// The components the animation started from.
    public var from: [Double]
    /// The components the animation is heading to.
    public var to: [Double]
    /// The animation as code writes it (`.bouncy`, `.easeInOut(duration: 1)`…).
    public var animation: String
    /// The modifier or `withAnimation` call that supplied the animation, or empty if unknown.
    public var source: String
    /// What each component is (`scale x`, `shadow radius`), for the plot's legend.
    public var components: [String]
    /// The components that are angles (radians times 128, as `Angle` animates them), which the
    /// plot shows in degrees.
    public var angles: [Int]
    /// Where a colour's four components start (linear red, green, blue, opacity, times 128),
    /// which the plot shows as swatches; nil without one.
    public var colorStart: Int?

    /// Creates an attribute; `id` defaults to the view and the property.
    public init(
        id: String? = nil, view: String, identifier: String? = nil, property: String, presented: [Double], from: [Double], to: [Double],
        animation: String, source: String
    ) {
        self.id = id ?? "\(view).\(property)"
        self.view = view
        self.identifier = identifier
        self.property = property
        // JSON has no NaN or infinity: keep the page's numbers finite.
        self.presented = presented.map(Self.finite)
        self.from = from.map(Self.finite)
        self.to = to.map(Self.finite)
        self.animation = animation
        self.source = source
        let layout = AttributeLayout(property: property, count: presented.count)
        components = layout.names
        angles = layout.angles.sorted()
        colorStart = layout.colorStart
    }

    /// Describes an attribute the engine reports as animating.
    public init(_ attribute: AnimatableAttributeSnapshot) {
        self.init(
            id: attribute.id, view: attribute.view, identifier: attribute.identifier, property: attribute.property,
            presented: attribute.presented, from: attribute.from, to: attribute.to,
            animation: attribute.animation.codeDescription, source: attribute.source?.description ?? "")
    }

    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
