import Foundation

/// A transition that scales the view.
public struct ScaleTransition: Transition, DirectTransition {
    /// The scale outside the identity phase.
    public var scale: Double
    /// The point the view is scaled about.
    public var anchor: UnitPoint

    /// Creates a transition that scales the view by `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The content, scaled outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        func apply<C: View>(_ content: C) -> any View {
            content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
        }
        return apply(content)
    }
}

extension Transition where Self == ScaleTransition {
    /// A transition that scales the view from (and to) almost nothing: 10⁻⁵, as SwiftUI does,
    /// so that the view's transform stays invertible.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }

    /// A transition that scales the view by `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension ScaleTransition {
    var inspectionName: String { scale == 1e-5 && anchor == .center ? "scale" : "scale(\(scale))" }
}
