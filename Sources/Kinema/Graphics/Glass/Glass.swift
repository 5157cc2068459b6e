import Foundation

/// iOS 26's Liquid Glass: a material that lets what is behind it through, tinted and lit at its
/// edge. Kinema draws it as it draws materials (a translucent tint of the background colour, no
/// blur or refraction), with a tint of its own and a thin light rim.
public struct Glass: Equatable, Sendable {
    /// How much of the background colour it lays over what is behind it.
    let opacity: Double
    let tint: Color?
    /// The glass that draws nothing (`.identity`).
    let isIdentity: Bool

    /// The standard glass.
    public static let regular = Glass(opacity: 0.45, tint: nil, isIdentity: false)
    /// A clearer glass, for content over media.
    public static let clear = Glass(opacity: 0.2, tint: nil, isIdentity: false)
    /// No glass: the view is drawn as it is.
    public static let identity = Glass(opacity: 0, tint: nil, isIdentity: true)

    /// The glass tinted with a colour.
    public func tint(_ color: Color?) -> Glass { Glass(opacity: opacity, tint: color, isIdentity: isIdentity) }

    /// The glass reacting to touches (Kinema draws it the same).
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

extension View {
    /// Draws Liquid Glass behind the view, in `shape` (a capsule by default).
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
        background {
            if !glass.isIdentity {
                ZStack {
                    shape.fill(Material(opacity: glass.opacity))
                    if let tint = glass.tint { shape.fill(tint.opacity(0.35)) }
                    shape.stroke(Color.white.opacity(0.35), lineWidth: 0.75)
                }
            }
        }
    }

    /// Names the view's glass so that glass shapes morph between views with the same id (Kinema
    /// draws each view's glass on its own).
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// Joins the view's glass with others of the same id into one shape (drawn apart by Kinema).
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }
}

/// Views whose glass shapes blend into each other when close; Kinema draws its content as it is.
public struct GlassEffectContainer<Content: View>: View {
    private let content: Content

    /// A container whose glass shapes blend within `spacing` points.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content.
    public var body: some View { content }
}
