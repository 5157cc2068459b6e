import Foundation

/// An animation that can say how code writes it.
protocol CodeDescribedAnimation {
    /// SwiftUI's spelling of the animation: `.spring(response: 0.3, dampingFraction: 0.6)`.
    var codeDescription: String { get }
}

extension Animation {
    /// The animation as code writes it, for legends and inspectors: a preset by its name
    /// (`.bouncy`), others as the call that makes them (`.spring(response: 0.3, dampingFraction:
    /// 0.6)`, `.easeOut(duration: 0.15)`, `.bouncy.delay(0.2)`, `.linear(duration: 1)
    /// .repeatForever(autoreverses: true)`), an animation of your own by its type's name.
    public var codeDescription: String {
        if let presetName { return presetName }
        if let described = base as? CodeDescribedAnimation { return described.codeDescription }
        return "\(type(of: base))()"
    }

    /// A number as code writes it: `0.5`, `1`, `0.15`.
    static func code(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        return value.formatted(.number.precision(.fractionLength(0...4)).grouping(.never))
    }
}

extension FluidSpringAnimation: CodeDescribedAnimation {
    var codeDescription: String {
        ".spring(response: \(Animation.code(response)), dampingFraction: \(Animation.code(dampingFraction))"
            + (blendDuration == 0 ? ")" : ", blendDuration: \(Animation.code(blendDuration)))")
    }
}

extension SpringAnimation: CodeDescribedAnimation {
    var codeDescription: String {
        ".interpolatingSpring(mass: \(Animation.code(spring.mass)), stiffness: \(Animation.code(spring.stiffness)), "
            + "damping: \(Animation.code(spring.damping))"
            + (initialVelocity == 0 ? ")" : ", initialVelocity: \(Animation.code(initialVelocity)))")
    }
}

extension BezierAnimation: CodeDescribedAnimation {
    var codeDescription: String {
        let named: [(UnitCurve, String)] = [(.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut")]
        if let name = named.first(where: { $0.0 == curve })?.1 { return ".\(name)(duration: \(Animation.code(duration)))" }
        return ".timingCurve(\(curve), duration: \(Animation.code(duration)))"
    }
}

extension DefaultAnimation: CodeDescribedAnimation {
    var codeDescription: String { ".default" }
}

extension DelayAnimation: CodeDescribedAnimation {
    var codeDescription: String { "\(animation.codeDescription).delay(\(Animation.code(delay)))" }
}

extension SpeedAnimation: CodeDescribedAnimation {
    var codeDescription: String { "\(animation.codeDescription).speed(\(Animation.code(speed)))" }
}

extension RepeatAnimation: CodeDescribedAnimation {
    var codeDescription: String {
        let count = repeatCount.map { ".repeatCount(\($0), autoreverses: \(autoreverses))" } ?? ".repeatForever(autoreverses: \(autoreverses))"
        return animation.codeDescription + count
    }
}

extension LogicallyCompleteAnimation: CodeDescribedAnimation {
    var codeDescription: String { "\(animation.codeDescription).logicallyComplete(after: \(Animation.code(duration)))" }
}
