import Foundation

/// Multiplies the view's opacity.
struct OpacityEffect: RenderEffect {
    let opacity: Double
    func parameters(in environment: EnvironmentValues) -> Double { opacity.isNaN ? 1 : min(max(opacity, 0), 1) }
    static func effect(_ opacity: Double, frame: CGRect) -> DisplayList.Effect { .opacity(min(max(opacity, 0), 1)) }
}

/// The animatable parameters of a shadow.
struct ShadowParameters: Animatable, Equatable {
    var color: ResolvedColor
    var radius: CGFloat
    var offset: CGSize

    var animatableData: AnimatablePair<ResolvedColor.AnimatableData, AnimatablePair<CGFloat, CGSize.AnimatableData>> {
        get { AnimatablePair(color.animatableData, AnimatablePair(radius, offset.animatableData)) }
        set {
            color.animatableData = newValue.first
            radius = newValue.second.first
            offset.animatableData = newValue.second.second
        }
    }
}

/// Draws a blurred shadow of the view behind it.
struct ShadowEffect: RenderEffect {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    func parameters(in environment: EnvironmentValues) -> ShadowParameters {
        ShadowParameters(color: color.resolve(in: environment), radius: radius.finiteOrZero.clampedToZero,
                         offset: CGSize(width: x.finiteOrZero, height: y.finiteOrZero))
    }

    static func effect(_ shadow: ShadowParameters, frame: CGRect) -> DisplayList.Effect {
        .shadow(color: shadow.color, radius: max(shadow.radius, 0), offset: shadow.offset)
    }

    static var inspectionName: String? { "shadow" }
}

/// The animatable parameters of a blur: its radius; whether it is opaque does not animate.
struct BlurParameters: Animatable, Equatable {
    var radius: CGFloat
    var isOpaque: Bool

    var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }
}

/// Blurs the view.
struct BlurEffect: RenderEffect {
    let radius: CGFloat
    let opaque: Bool

    func parameters(in environment: EnvironmentValues) -> BlurParameters {
        BlurParameters(radius: radius.finiteOrZero.clampedToZero, isOpaque: opaque)
    }

    static func effect(_ blur: BlurParameters, frame: CGRect) -> DisplayList.Effect {
        .blur(radius: max(blur.radius, 0), isOpaque: blur.isOpaque)
    }
}

/// The animatable parameters of a colour filter with one amount.
struct ColorFilterParameters: Animatable, Equatable {
    enum Kind: Equatable { case brightness, contrast, saturation, grayscale }
    let kind: Kind
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
}

/// Brightness, contrast, saturation or grayscale: one amount each.
struct ColorFilterEffect: RenderEffect {
    let kind: ColorFilterParameters.Kind
    let amount: Double

    /// A non-finite amount leaves colours unchanged.
    func parameters(in environment: EnvironmentValues) -> ColorFilterParameters {
        let neutral: Double = kind == .contrast || kind == .saturation ? 1 : 0
        return ColorFilterParameters(kind: kind, amount: amount.isFinite ? amount : neutral)
    }

    static func effect(_ filter: ColorFilterParameters, frame: CGRect) -> DisplayList.Effect {
        switch filter.kind {
        case .brightness: .brightness(filter.amount)
        case .contrast: .contrast(filter.amount)
        case .saturation: .saturation(filter.amount)
        case .grayscale: .grayscale(filter.amount)
        }
    }
}

struct HueRotationEffect: RenderEffect {
    let angle: Angle
    func parameters(in environment: EnvironmentValues) -> Angle { angle.radians.isFinite ? angle : .zero }
    static func effect(_ angle: Angle, frame: CGRect) -> DisplayList.Effect { .hueRotation(angle) }
}

struct ColorMultiplyEffect: RenderEffect {
    let color: Color
    func parameters(in environment: EnvironmentValues) -> ResolvedColor { color.resolve(in: environment) }
    static func effect(_ color: ResolvedColor, frame: CGRect) -> DisplayList.Effect { .colorMultiply(color) }
}

/// The animatable parameters of a clip: the shape (whose data animates) and its fill style.
struct ClipParameters<S: Shape>: Animatable {
    var shape: S
    var style: FillStyle

    var animatableData: S.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// Clips the view to a shape laid over its frame.
struct ClipShapeEffect<S: Shape>: RenderEffect {
    let shape: S
    let style: FillStyle

    func parameters(in environment: EnvironmentValues) -> ClipParameters<S> { ClipParameters(shape: shape, style: style) }

    static func effect(_ clip: ClipParameters<S>, frame: CGRect) -> DisplayList.Effect {
        .clip(clip.shape.path(placedIn: frame), clip.style)
    }
}

/// Composites or rasterises the view as one group.
struct GroupEffect: RenderEffect {
    let isDrawingGroup: Bool

    func parameters(in environment: EnvironmentValues) -> GroupParameters { GroupParameters(isDrawingGroup: isDrawingGroup) }

    static func effect(_ group: GroupParameters, frame: CGRect) -> DisplayList.Effect {
        group.isDrawingGroup ? .drawingGroup : .compositingGroup
    }
}

/// The parameters of a group effect, which do not animate.
struct GroupParameters: Animatable, Equatable {
    let isDrawingGroup: Bool
}

extension CGFloat {
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
    var clampedToZero: CGFloat { Swift.max(self, 0) }
}

extension View {
    /// Multiplies the view's opacity by `opacity` (clamped to 0…1).
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityEffect(opacity: opacity))
    }

    /// Draws a shadow of the view behind it.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowEffect(color: color, radius: radius, x: x, y: y))
    }

    /// Blurs the view by `radius`; a negative or non-finite radius counts as 0.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurEffect(radius: radius, opaque: opaque))
    }

    /// Adds `amount` to each colour component.
    public func brightness(_ amount: Double) -> some View {
        modifier(ColorFilterEffect(kind: .brightness, amount: amount))
    }

    /// Scales colours away from (above 1) or towards (below 1) mid-grey.
    public func contrast(_ amount: Double) -> some View {
        modifier(ColorFilterEffect(kind: .contrast, amount: amount))
    }

    /// Mixes colours with grey: 0 is grey, 1 unchanged, above 1 more saturated.
    public func saturation(_ amount: Double) -> some View {
        modifier(ColorFilterEffect(kind: .saturation, amount: amount))
    }

    /// Makes colours grey by `amount` (0 unchanged, 1 grey).
    public func grayscale(_ amount: Double) -> some View {
        modifier(ColorFilterEffect(kind: .grayscale, amount: amount))
    }

    /// Rotates hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(HueRotationEffect(angle: angle))
    }

    /// Multiplies colours by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(ColorMultiplyEffect(color: color))
    }

    /// Clips the view to `shape`, laid over its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeEffect(shape: shape, style: style))
    }

    /// Clips the view to its frame, with antialiased edges only when `antialiased` is true (a
    /// frame on whole pixels looks the same either way). Taps hit the view only inside its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the view to a rounded rectangle over its frame.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    /// Composites the view's content offscreen as a group before effects around it apply.
    public func compositingGroup() -> some View {
        modifier(GroupEffect(isDrawingGroup: false))
    }

    /// Renders the view's content into one offscreen raster before drawing it. As in SwiftUI,
    /// the raster has the view's frame: content drawn outside the frame is cut off.
    public func drawingGroup(opaque: Bool = false) -> some View {
        modifier(GroupEffect(isDrawingGroup: true)).clipShape(Rectangle())
    }
}
