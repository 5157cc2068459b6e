import Foundation

/// Which of Kinema's own effects a ``FlatEffectNode`` draws, with the parts of the modifier that
/// do not animate: a frame makes the display effect from this and the presented data alone.
@MainActor
enum FlatEffectKind: Equatable {
    case scale, rotation, offset, opacity, hueRotation, colorMultiply
    case blur(isOpaque: Bool)
    case colorFilter(ColorFilterParameters.Kind)

    /// The display effect for presented data and frame.
    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        switch self {
        case .scale: _ScaleEffect.flatEffect(data, frame: frame)
        case .rotation: _RotationEffect.flatEffect(data, frame: frame)
        case .offset: _OffsetEffect.flatEffect(data, frame: frame)
        case .opacity: OpacityEffect.flatEffect(data, frame: frame)
        case .hueRotation: HueRotationEffect.flatEffect(data, frame: frame)
        case .colorMultiply: ColorMultiplyEffect.flatEffect(data, frame: frame)
        case .blur(let isOpaque): BlurEffect.flatEffect(data, isOpaque: isOpaque, frame: frame)
        case .colorFilter(let kind): ColorFilterEffect.flatEffect(data, kind: kind, frame: frame)
        }
    }

    /// The modifier's name (`scaleEffect`) and how many numbers its data has, for inspectors.
    var inspection: (name: String, count: Int) {
        switch self {
        case .scale: ("scaleEffect", 4)
        case .rotation: ("rotationEffect", 3)
        case .offset: ("offset", 2)
        case .opacity: ("opacity", 1)
        case .hueRotation: ("hueRotation", 1)
        case .colorMultiply: ("colorMultiply", 4)
        case .blur: ("blur", 1)
        case .colorFilter(let kind): ("\(kind)", 1)
        }
    }
}
