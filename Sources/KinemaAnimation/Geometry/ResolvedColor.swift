import Foundation

/// A concrete colour: red, green and blue components in the sRGB colour space, and an opacity.
///
/// Colours animate in linear RGB, as SwiftUI's do: a transition from red to green passes through
/// a bright yellow-brown rather than a muddy one. Components may leave 0…1 while a bouncy spring
/// overshoots; renderers clamp them.
public struct ResolvedColor: Hashable, Sendable {
    /// The gamma-encoded sRGB red component.
    public var red: Float
    /// The gamma-encoded sRGB green component.
    public var green: Float
    /// The gamma-encoded sRGB blue component.
    public var blue: Float
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var opacity: Float

    /// Creates a colour from sRGB components and an opacity.
    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
        (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }

    /// The red component in linear light.
    public var linearRed: Float {
        get { Self.linear(fromSRGB: red) }
        set { red = Self.sRGB(fromLinear: newValue) }
    }

    /// The green component in linear light.
    public var linearGreen: Float {
        get { Self.linear(fromSRGB: green) }
        set { green = Self.sRGB(fromLinear: newValue) }
    }

    /// The blue component in linear light.
    public var linearBlue: Float {
        get { Self.linear(fromSRGB: blue) }
        set { blue = Self.sRGB(fromLinear: newValue) }
    }

    /// The sRGB transfer function, odd-symmetric so that overshooting values convert back.
    static func linear(fromSRGB value: Float) -> Float {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : powf((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The inverse of ``linear(fromSRGB:)``.
    static func sRGB(fromLinear value: Float) -> Float {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * powf(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}

extension ResolvedColor: Animatable {
    /// The linear red, green and blue components and the opacity, each scaled by
    /// ``AnimatableScale/factor``.
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            let scale = Float(AnimatableScale.factor)
            return AnimatablePair(
                linearRed * scale,
                AnimatablePair(linearGreen * scale, AnimatablePair(linearBlue * scale, opacity * scale)))
        }
        set {
            let scale = Float(AnimatableScale.factor)
            linearRed = newValue.first / scale
            linearGreen = newValue.second.first / scale
            linearBlue = newValue.second.second.first / scale
            opacity = newValue.second.second.second / scale
        }
    }
}
