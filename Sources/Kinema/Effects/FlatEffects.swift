import Foundation

// Kinema's own effects on the concrete per-frame path. Each flattens exactly its
// `animatableData` (same order, same scaling), so animations behave as on the generic path.

extension _ScaleEffect: FlatEffect {
    var inspection: (name: String, count: Int) { ("scaleEffect", 4) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        let data = animatableData
        return FlatVector(data.first.first, data.first.second, data.second.first, data.second.second)
    }

    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        var effect = self
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
    var inspection: (name: String, count: Int) { ("rotationEffect", 3) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        let data = animatableData
        return FlatVector(data.first, data.second.first, data.second.second)
    }

    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        var effect = self
        effect.animatableData = AnimatablePair(data[0], AnimatablePair(data[1], data[2]))
        return globalTransform(effect.effectValue(size: frame.size).affine, in: frame)
    }
}

extension _OffsetEffect: FlatEffect {
    var inspection: (name: String, count: Int) { ("offset", 2) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(offset.width, offset.height)
    }

    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        // A translation is the same in every coordinate space.
        .transform(CGAffineTransform(translationX: data[0], y: data[1]))
    }
}

extension OpacityEffect: FlatEffect {
    var inspection: (name: String, count: Int) { ("opacity", 1) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(parameters(in: environment))
    }

    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        Self.effect(data[0], frame: frame)
    }
}

extension ShadowEffect: FlatEffect {
    var inspection: (name: String, count: Int) { ("shadow", 7) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        let shadow = parameters(in: environment)
        let color = shadow.color.animatableData
        return FlatVector(
            Double(color.first), Double(color.second.first), Double(color.second.second.first),
            Double(color.second.second.second), shadow.radius, shadow.offset.width, shadow.offset.height)
    }

    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        var shadow = ShadowParameters(color: ResolvedColor(red: 0, green: 0, blue: 0), radius: data[4],
                                      offset: CGSize(width: data[5], height: data[6]))
        shadow.color.animatableData = AnimatablePair(
            Float(data[0]), AnimatablePair(Float(data[1]), AnimatablePair(Float(data[2]), Float(data[3]))))
        return Self.effect(shadow, frame: frame)
    }
}

extension BlurEffect: FlatEffect {
    var inspection: (name: String, count: Int) { ("blur", 1) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(parameters(in: environment).radius)
    }

    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        Self.effect(BlurParameters(radius: data[0], isOpaque: opaque), frame: frame)
    }
}

extension ColorFilterEffect: FlatEffect {
    var inspection: (name: String, count: Int) { ("\(kind)", 1) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(parameters(in: environment).amount)
    }

    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        Self.effect(ColorFilterParameters(kind: kind, amount: data[0]), frame: frame)
    }
}

extension HueRotationEffect: FlatEffect {
    var inspection: (name: String, count: Int) { ("hueRotation", 1) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        FlatVector(parameters(in: environment).animatableData)
    }

    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        var angle = Angle.zero
        angle.animatableData = data[0]
        return Self.effect(angle, frame: frame)
    }
}

extension ColorMultiplyEffect: FlatEffect {
    var inspection: (name: String, count: Int) { ("colorMultiply", 4) }

    func flatData(in environment: EnvironmentValues) -> FlatVector {
        let color = parameters(in: environment).animatableData
        return FlatVector(Double(color.first), Double(color.second.first), Double(color.second.second.first),
                          Double(color.second.second.second))
    }

    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect {
        var color = ResolvedColor(red: 0, green: 0, blue: 0)
        color.animatableData = AnimatablePair(
            Float(data[0]), AnimatablePair(Float(data[1]), AnimatablePair(Float(data[2]), Float(data[3]))))
        return Self.effect(color, frame: frame)
    }
}
