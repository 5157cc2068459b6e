import Foundation

/// Effects that change how a view looks, not its layout: what `visualEffect(_:)` and
/// `scrollTransition(_:axis:transition:)` apply, made from ``EmptyVisualEffect`` with the same
/// modifiers views have (`offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur`, colour
/// adjustments).
public protocol VisualEffect: Sendable {}

/// No effect: the start of a chain of visual effects.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
}

/// One visual effect of a chain, with its amounts.
enum VisualEffectStep: Equatable, Sendable {
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case opacity(Double)
    case blur(CGFloat, isOpaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case rotation3D(Angle, axis: Axis3D, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)

    /// The axis of a 3D rotation, comparable.
    struct Axis3D: Equatable, Sendable {
        var x: CGFloat, y: CGFloat, z: CGFloat
    }

    /// The effect `amount` of the way from `self` to `other`, when both are of one kind.
    func interpolated(to other: VisualEffectStep, amount: Double) -> VisualEffectStep? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        switch (self, other) {
        case (.offset(let a), .offset(let b)): return .offset(mix(a, b))
        case (.scale(let a, let anchor), .scale(let b, _)): return .scale(mix(a, b), anchor)
        case (.rotation(let a, let anchor), .rotation(let b, _)): return .rotation(.radians(mix(a.radians, b.radians)), anchor)
        case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
        case (.blur(let a, let opaque), .blur(let b, _)): return .blur(mix(a, b), isOpaque: opaque)
        case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
        case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
        case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
        case (.grayscale(let a), .grayscale(let b)): return .grayscale(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(.radians(mix(a.radians, b.radians)))
        case (.rotation3D(let a, let axis, let anchor, let anchorZ, let perspective), .rotation3D(let b, let other, _, _, _)) where axis == other:
            return .rotation3D(.radians(mix(a.radians, b.radians)), axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        default: return nil
        }
    }
}

/// A chain of visual effects, outermost last, as the modifiers of ``VisualEffect`` build it.
struct VisualEffectChain: VisualEffect {
    let steps: [VisualEffectStep]

    /// The chain `amount` of the way from `self` to `other`: step by step when the chains have
    /// the same steps, else the nearer of the two.
    func interpolated(to other: VisualEffectChain, amount: Double) -> VisualEffectChain {
        guard steps.count == other.steps.count else { return amount < 0.5 ? self : other }
        let mixed = zip(steps, other.steps).map { $0.interpolated(to: $1, amount: amount) }
        guard mixed.allSatisfy({ $0 != nil }) else { return amount < 0.5 ? self : other }
        return VisualEffectChain(steps: mixed.compactMap { $0 })
    }

    /// The display effects of the chain for a view in `frame`, outermost first.
    func displayEffects(in frame: CGRect) -> [DisplayList.Effect] {
        var transform = CGAffineTransform.identity
        // A 3D rotation makes the whole chain a projection, from the steps before it on.
        var projection: ProjectionTransform?
        var opacity = 1.0
        var effects: [DisplayList.Effect] = []
        func about(_ anchor: UnitPoint, _ local: CGAffineTransform) -> CGAffineTransform {
            let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
            return CGAffineTransform(translationX: -x, y: -y).concatenating(local).concatenating(CGAffineTransform(translationX: x, y: y))
        }
        for step in steps {
            switch step {
            case .offset(let offset): transform = transform.concatenating(CGAffineTransform(translationX: offset.width, y: offset.height))
            case .scale(let scale, let anchor): transform = transform.concatenating(about(anchor, CGAffineTransform(scaleX: scale.width, y: scale.height)))
            case .rotation(let angle, let anchor): transform = transform.concatenating(about(anchor, CGAffineTransform(rotationAngle: angle.radians)))
            case .opacity(let value): opacity *= min(max(value, 0), 1)
            case .blur(let radius, let isOpaque): effects.append(.blur(radius: max(radius, 0), isOpaque: isOpaque))
            case .brightness(let amount): effects.append(.brightness(amount))
            case .contrast(let amount): effects.append(.contrast(amount))
            case .saturation(let amount): effects.append(.saturation(amount))
            case .grayscale(let amount): effects.append(.grayscale(amount))
            case .hueRotation(let angle): effects.append(.hueRotation(angle))
            case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
                let local = _Rotation3DEffect(angle: angle, axis: (axis.x, axis.y, axis.z), anchor: anchor, anchorZ: anchorZ,
                                              perspective: perspective).effectValue(size: frame.size)
                let toLocal = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
                let back = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
                projection = (projection ?? ProjectionTransform()).concatenating(ProjectionTransform(transform))
                    .concatenating(toLocal).concatenating(local).concatenating(back)
                transform = .identity
            }
        }
        let t = transform
        let finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        let opacityEffect = DisplayList.Effect.opacity(opacity.isFinite ? opacity : 1)
        if let projection {
            return [.projection(projection.concatenating(ProjectionTransform(finite ? transform : .identity))), opacityEffect] + effects
        }
        return [.transform(finite ? transform : .identity), opacityEffect] + effects
    }
}

extension VisualEffect {
    /// This effect's steps.
    var steps: [VisualEffectStep] { (self as? VisualEffectChain)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep) -> VisualEffectChain {
        VisualEffectChain(steps: steps + [step])
    }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Turns the view in three dimensions about `axis` through `anchor`, seen in perspective.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D(angle, axis: VisualEffectStep.Axis3D(x: axis.x, y: axis.y, z: axis.z), anchor: anchor, anchorZ: anchorZ,
                           perspective: perspective))
    }

    /// Moves the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    /// Scales the view about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor)) }

    /// Scales the view equally along both axes about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor))
    }

    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }

    /// Rotates the view about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor)) }

    /// Makes the view transparent by `opacity` (0 invisible, 1 opaque).
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Blurs the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius, isOpaque: opaque)) }

    /// Brightens the view by `amount`.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }

    /// Changes the view's contrast by `amount`.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }

    /// Changes the view's saturation by `amount`.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }

    /// Takes `amount` of the view's colour away.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }

    /// Rotates the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
}
