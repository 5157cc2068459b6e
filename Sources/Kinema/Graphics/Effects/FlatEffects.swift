import Foundation

// Kinema's own effects on the concrete per-frame path. Each flattens exactly its
// `animatableData` (same order, same scaling), so animations behave as on the generic path.
// (Shadows, with seven numbers, take the generic path: the flat vector holds four.)

extension _ScaleEffect: FlatEffect {
    var flatKind: FlatEffectKind { .scale }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        let data = animatableData
        return FlatVector(data.first.first, data.first.second, data.second.first, data.second.second)
    }

    static func flatEffect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        var effect = _ScaleEffect(scale: CGSize(width: 1, height: 1), anchor: UnitPoint(x: 0, y: 0))
        effect.animatableData = AnimatablePair(AnimatablePair(data[0], data[1]), AnimatablePair(data[2], data[3]))
        // The scale about the anchor, in root coordinates, written out: this runs for every
        // scaled view in every frame.
        let (sx, sy) = (effect.scale.width, effect.scale.height)
        let x = frame.minX + effect.anchor.x * frame.width
        let y = frame.minY + effect.anchor.y * frame.height
        return .transform(CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: x - sx * x, ty: y - sy * y))
    }
}

extension _RotationEffect: FlatEffect {
    var flatKind: FlatEffectKind { .rotation }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        let data = animatableData
        return FlatVector(data.first, data.second.first, data.second.second)
    }

    static func flatEffect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        var effect = _RotationEffect(angle: .zero, anchor: UnitPoint(x: 0, y: 0))
        effect.animatableData = AnimatablePair(data[0], AnimatablePair(data[1], data[2]))
        return globalTransform(effect.effectValue(size: frame.size).affine, in: frame)
    }
}

extension _OffsetEffect: FlatEffect {
    var flatKind: FlatEffectKind { .offset }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(offset.width, offset.height)
    }

    static func flatEffect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        // A translation is the same in every coordinate space.
        .transform(CGAffineTransform(translationX: data[0], y: data[1]))
    }
}

extension OpacityEffect: FlatEffect {
    var flatKind: FlatEffectKind { .opacity }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(parameters(in: environment))
    }

    static func flatEffect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        effect(data[0], frame: frame)
    }
}

extension BlurEffect: FlatEffect {
    var flatKind: FlatEffectKind { .blur(isOpaque: opaque) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(parameters(in: environment).radius)
    }

    static func flatEffect(_ data: FlatVector, isOpaque: Bool, frame: CGRect) -> DisplayList.Effect {
        effect(BlurParameters(radius: data[0], isOpaque: isOpaque), frame: frame)
    }
}

extension ColorFilterEffect: FlatEffect {
    var flatKind: FlatEffectKind { .colorFilter(kind) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(parameters(in: environment).amount)
    }

    static func flatEffect(_ data: FlatVector, kind: ColorFilterParameters.Kind, frame: CGRect) -> DisplayList.Effect {
        effect(ColorFilterParameters(kind: kind, amount: data[0]), frame: frame)
    }
}

extension HueRotationEffect: FlatEffect {
    var flatKind: FlatEffectKind { .hueRotation }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(parameters(in: environment).animatableData)
    }

    static func flatEffect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        var angle = Angle.zero
        angle.animatableData = data[0]
        return effect(angle, frame: frame)
    }
}

extension ColorMultiplyEffect: FlatEffect {
    var flatKind: FlatEffectKind { .colorMultiply }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        let color = parameters(in: environment).animatableData
        return FlatVector(Double(color.first), Double(color.second.first), Double(color.second.second.first),
                          Double(color.second.second.second))
    }

    static func flatEffect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        var color = ResolvedColor(red: 0, green: 0, blue: 0)
        color.animatableData = AnimatablePair(
            Float(data[0]), AnimatablePair(Float(data[1]), AnimatablePair(Float(data[2]), Float(data[3]))))
        return effect(color, frame: frame)
    }
}
