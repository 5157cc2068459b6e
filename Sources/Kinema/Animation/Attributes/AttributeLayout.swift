import Foundation

/// What the numbers of an animating attribute are, for plots and inspectors: each component's
/// name (`scale x`, `shadow radius`), which are angles (radians times `AnimatableScale.factor`,
/// as `Angle` animates them; shown in degrees), and
/// where a colour's four components start (linear red, green, blue and opacity, each times
/// `AnimatableScale.factor`), to be shown as a colour rather than as four lines.
public struct AttributeLayout: Equatable, Sendable {
    /// One name per component.
    public var names: [String]
    /// The components that are angles: radians times `AnimatableScale.factor`.
    public var angles: Set<Int>
    /// The first of the four components of a colour, if the attribute has one.
    public var colorStart: Int?

    /// The layout of `property` (as ``AnimatableAttributeSnapshot/property`` names it) with
    /// `count` components; a property Kinema does not know is named `value 1`, `value 2`….
    public init(property: String, count: Int) {
        let known: (names: [String], angles: Set<Int>, color: Int?)? = switch property {
        case "scaleEffect": (["scale x", "scale y", "anchor x", "anchor y"], [], nil)
        case "rotationEffect": (["angle", "anchor x", "anchor y"], [0], nil)
        case "offset": (["offset x", "offset y"], [], nil)
        case "hueRotation": (["hue rotation"], [0], nil)
        case "colorMultiply": (["red", "green", "blue", "opacity"], [], 0)
        case "blur": (["blur radius"], [], nil)
        case "shadow": (["shadow red", "shadow green", "shadow blue", "shadow opacity", "shadow radius", "shadow x", "shadow y"], [], 0)
        case "ScrollView.contentOffset": (["content offset x", "content offset y"], [], nil)
        case "brightness", "contrast", "saturation", "grayscale": ([property], [], nil)
        default:
            if property == "opacity" || property.hasSuffix("· opacity") {
                (["opacity"], [], nil)
            } else if property.hasSuffix(".frame") {
                (["x", "y", "width", "height"], [], nil)
            } else if property.hasSuffix(".style") {
                (["red", "green", "blue", "opacity"], [], 0)
            } else {
                nil
            }
        }
        var names = known?.names ?? []
        // Components beyond the known ones (a gradient's stops after a style's colour) are numbered.
        while names.count < count { names.append("value \(names.count + 1)") }
        self.names = Array(names.prefix(max(count, 0)))
        angles = (known?.angles ?? []).filter { $0 < count }
        colorStart = known?.color.flatMap { $0 + 4 <= count ? $0 : nil }
    }

    /// The colour of the four components from ``colorStart`` in `components`, in sRGB.
    public func color(in components: [Double]) -> ResolvedColor? {
        guard let start = colorStart, start + 4 <= components.count else { return nil }
        var color = ResolvedColor(red: 0, green: 0, blue: 0)
        color.animatableData = AnimatablePair(
            Float(components[start]), AnimatablePair(Float(components[start + 1]), AnimatablePair(Float(components[start + 2]), Float(components[start + 3]))))
        return color
    }

    /// Component `index` of `value` as a person reads it: an angle in degrees, others as they are.
    public func displayed(_ value: Double, component index: Int) -> Double {
        angles.contains(index) ? value / AnimatableScale.factor * 180 / .pi : value
    }

    /// Whether component `index` is part of the colour.
    public func isColor(_ index: Int) -> Bool {
        colorStart.map { (($0)..<($0 + 4)).contains(index) } ?? false
    }
}
