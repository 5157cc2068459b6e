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

/// Reads one effect of a run from views of one modified-view type, and the view inside: what a
/// ``FlatEffectNode`` does at each update, without casting the view and the effect to protocols.
@MainActor
protocol FlatEffectLevel {
    /// The effect's data (in `environment`, when given) and kind, and the view inside it.
    func read(_ view: any View, in environment: EnvironmentValues?) -> (data: FlatVector, kind: FlatEffectKind, content: any View)
}

/// The level of a modified-view type whose modifier is a flat effect. Generic over the
/// modified view's own type, not its content and effect: a method of this class then finds the
/// view's type in the class's arguments instead of looking up `ModifiedContent<Content, Effect>`
/// in the runtime's metadata cache at each read.
final class TypedFlatEffectLevel<Modified: FlatEffectModifiedView>: FlatEffectLevel {
    func read(_ view: any View, in environment: EnvironmentValues?) -> (data: FlatVector, kind: FlatEffectKind, content: any View) {
        let modified = unsafeOpen(view, as: Modified.self)
        let data = environment.map { modified.flatEffect.flatData(in: $0) } ?? FlatVector()
        return (data, modified.flatEffect.flatKind, modified.contentView)
    }
}

/// A modified view whose modifier is a flat effect.
@MainActor
protocol FlatEffectModifiedView: ModifiedView {
    associatedtype Effect: FlatEffect
    var flatEffect: Effect { get }
}

extension ModifiedContent: FlatEffectModifiedView where Content: View, Modifier: FlatEffect {
    var flatEffect: Modifier { modifier }
}

/// A modified-view type that can list the levels of the run of flat effects it starts.
@MainActor
protocol FlatEffectRun {
    static func appendFlatEffectLevels(to levels: inout [any FlatEffectLevel])
}

extension ModifiedContent: FlatEffectRun where Content: View, Modifier: ViewModifier {
    @MainActor static func appendFlatEffectLevels(to levels: inout [any FlatEffectLevel]) {
        guard let modified = Self.self as? any FlatEffectModifiedView.Type else { return }
        levels.append(level(modified))
        (Content.self as? any FlatEffectRun.Type)?.appendFlatEffectLevels(to: &levels)
    }

    @MainActor private static func level<Modified: FlatEffectModifiedView>(_: Modified.Type) -> any FlatEffectLevel {
        TypedFlatEffectLevel<Modified>()
    }

    /// The levels of the run this type starts, found once per type.
    @MainActor static var flatEffectLevels: [any FlatEffectLevel] {
        let type = ObjectIdentifier(Self.self)
        if let levels = flatEffectLevelsByType[type] { return levels }
        var levels: [any FlatEffectLevel] = []
        appendFlatEffectLevels(to: &levels)
        flatEffectLevelsByType[type] = levels
        return levels
    }
}

/// The levels of the runs of flat effects met so far, by the type of view that starts them.
@MainActor
private var flatEffectLevelsByType: [ObjectIdentifier: [any FlatEffectLevel]] = [:]
