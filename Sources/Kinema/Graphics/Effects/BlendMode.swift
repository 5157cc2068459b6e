import Foundation

/// Modes for compositing a view with overlapping content: `.blendMode(_:)`.
///
/// In each formula `S` is the view's colour, `D` the colour of what is drawn below it.
public enum BlendMode: Hashable, Sendable {
    /// Paints the view over what is below: the default.
    case normal
    /// Multiplies the colours: `S × D`, darker unless one is white.
    case multiply
    /// Multiplies the inverses and inverts: `1 − (1 − S)(1 − D)`, lighter unless one is black.
    case screen
    /// Multiplies or screens depending on what is below, keeping its highlights and shadows.
    case overlay
    /// Keeps the darker of the two colours.
    case darken
    /// Keeps the lighter of the two colours.
    case lighten
    /// Brightens what is below to reflect the view's colour.
    case colorDodge
    /// Darkens what is below to reflect the view's colour.
    case colorBurn
    /// Darkens or lightens depending on the view's colour, softly.
    case softLight
    /// Multiplies or screens depending on the view's colour.
    case hardLight
    /// Subtracts the darker colour from the lighter one.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The hue of the view with the saturation and luminosity of what is below.
    case hue
    /// The saturation of the view with the hue and luminosity of what is below.
    case saturation
    /// The hue and saturation of the view with the luminosity of what is below.
    case color
    /// The luminosity of the view with the hue and saturation of what is below.
    case luminosity
    /// Paints the view only where something is drawn below it.
    case sourceAtop
    /// Paints the view behind what is already drawn.
    case destinationOver
    /// Erases what is below wherever the view is opaque.
    case destinationOut
    /// Adds the inverses and inverts: `max(0, S + D − 1)`. Kinema's renderer (Cairo has no such
    /// operator) multiplies instead, the closest of Cairo's operators.
    case plusDarker
    /// Adds the colours: `min(1, S + D)`.
    case plusLighter
}

/// Composites a view with what is below it in a blend mode.
struct BlendModeEffect: RenderEffect {
    let mode: BlendMode

    func parameters(in environment: EnvironmentValues) -> BlendModeParameters { BlendModeParameters(mode: mode) }

    static func effect(_ parameters: BlendModeParameters, frame: CGRect) -> DisplayList.Effect {
        .blendMode(parameters.mode)
    }
}

/// The parameters of a blend mode, which do not animate: a change of mode shows at once.
struct BlendModeParameters: Animatable, Equatable {
    let mode: BlendMode
}

extension View {
    /// Sets the blend mode for compositing this view with overlapping views.
    ///
    /// The view is composited as one group, then blended with what is drawn below it within the
    /// nearest enclosing `compositingGroup()` or `drawingGroup()` (or the window).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(BlendModeEffect(mode: blendMode))
    }
}
