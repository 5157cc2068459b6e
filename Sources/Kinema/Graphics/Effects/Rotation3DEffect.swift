import Foundation

/// Rotates a view in three dimensions about an axis, seen in perspective: the effect of
/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
///
/// Its projection is SwiftUI's: the view's plane is moved so that the anchor (at depth
/// `anchorZ`) is at the origin, rotated by `angle` about `axis` (a positive angle about the
/// y-axis takes the right side away from the viewer; about the z-axis it turns the view
/// clockwise, as `rotationEffect` does), seen from a camera at distance
/// `max(width, height) / perspective` and moved back. A perspective of 0 puts the camera
/// infinitely far away (no foreshortening); a negative one behind the view.
///
/// Values that are not numbers have defined stand-ins (and the view reports them in
/// `HeadlessHost.diagnostics`): an angle or an axis component that is not finite rotates
/// nothing; an anchor that is not finite is the centre; `anchorZ` counts as 0 and `perspective`
/// as 1. A zero axis rotates nothing, as in SwiftUI.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    /// The angle of the rotation.
    public var angle: Angle
    /// The axis of the rotation; its length does not matter.
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point of the view's plane the axis goes through.
    public var anchor: UnitPoint
    /// The depth of the point the axis goes through.
    public var anchorZ: CGFloat
    /// The relative nearness of the camera: the camera is `max(width, height) / perspective`
    /// away.
    public var perspective: CGFloat

    /// Creates the effect.
    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                perspective: CGFloat = 1) {
        (self.angle, self.axis, self.anchor, self.anchorZ, self.perspective) = (angle, axis, anchor, anchorZ, perspective)
    }

    /// The angle, each component of the axis, the anchor, `anchorZ` and the perspective, each
    /// animating on its own, as in SwiftUI.
    public var animatableData: AnimatablePair<Angle.AnimatableData, AnimatablePair<CGFloat, AnimatablePair<CGFloat,
        AnimatablePair<CGFloat, AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>>>> {
        get {
            AnimatablePair(angle.animatableData, AnimatablePair(axis.x, AnimatablePair(axis.y, AnimatablePair(axis.z,
                AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))))
        }
        set {
            angle.animatableData = newValue.first
            let axisData = newValue.second
            axis = (axisData.first, axisData.second.first, axisData.second.second.first)
            let rest = axisData.second.second.second
            anchor.animatableData = rest.first
            (anchorZ, perspective) = (rest.second.first, rest.second.second)
        }
    }

    /// The rotation seen in perspective, in the view's own coordinates.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let effect = checked.effect
        let (ax, ay, az) = (effect.anchor.x * size.width, effect.anchor.y * size.height, effect.anchorZ)
        let distance = max(size.width, size.height) / effect.perspective
        // An infinite distance (perspective 0) or none (an empty view) leaves no perspective.
        let k = distance.isFinite && distance != 0 ? 1 / distance : 0
        let r = effect.rotation
        // A point p = (x − ax, y − ay, −az) rotates to q = p·r; the camera divides by
        // w = 1 − q.z·k, and the anchor moves back: (q.x + ax·w, q.y + ay·w) / w. Written out
        // as a matrix on (x, y, 1), with c = q at x = y = 0.
        let c = (x: -(ax * r.0.x + ay * r.1.x + az * r.2.x), y: -(ax * r.0.y + ay * r.1.y + az * r.2.y),
                 z: -(ax * r.0.z + ay * r.1.z + az * r.2.z))
        let w = 1 - c.z * k
        return ProjectionTransform(
            rows: (r.0.x - ax * r.0.z * k, r.0.y - ay * r.0.z * k, -r.0.z * k),
            (r.1.x - ax * r.1.z * k, r.1.y - ay * r.1.z * k, -r.1.z * k),
            (c.x + ax * w, c.y + ay * w, w))
    }

    /// The rotation's matrix on row vectors (x, y, z), by Rodrigues' formula; the identity for an
    /// axis of zero length.
    private var rotation: (Vector, Vector, Vector) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return ((1, 0, 0), (0, 1, 0), (0, 0, 1)) }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        let t = 1 - c
        return ((c + t * x * x, t * x * y + s * z, t * x * z - s * y),
                (t * x * y - s * z, c + t * y * y, t * y * z + s * x),
                (t * x * z + s * y, t * y * z - s * x, c + t * z * z))
    }

    private typealias Vector = (x: CGFloat, y: CGFloat, z: CGFloat)

    /// The effect with the stand-ins for values that are not numbers, and what they replaced.
    var checked: (effect: _Rotation3DEffect, problems: [String]) {
        var effect = self
        var problems: [String] = []
        if !angle.radians.isFinite {
            effect.angle = .zero
            problems.append("rotation3DEffect's angle is \(angle.radians); the view is not rotated")
        }
        if !(axis.x.isFinite && axis.y.isFinite && axis.z.isFinite) {
            effect.axis = (0, 0, 0)
            problems.append("rotation3DEffect's axis \(axis) is not finite; the view is not rotated")
        }
        if !anchor.x.isFinite || !anchor.y.isFinite {
            effect.anchor = .center
            problems.append("rotation3DEffect's anchor \(anchor) is not finite; the centre is used")
        }
        if !anchorZ.isFinite {
            effect.anchorZ = 0
            problems.append("rotation3DEffect's anchorZ is \(anchorZ); 0 is used")
        }
        if !perspective.isFinite {
            effect.perspective = 1
            problems.append("rotation3DEffect's perspective is \(perspective); 1 is used")
        }
        return (effect, problems)
    }

    /// Two effects are equal when all their values are.
    nonisolated public static func == (lhs: _Rotation3DEffect, rhs: _Rotation3DEffect) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }
}

extension _Rotation3DEffect: PrimitiveModifier {
    /// A geometry effect's node whose parameters are the checked effect, so that what animates is
    /// always a number; what was replaced is reported.
    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        EffectNode<Self, Self>(graph: graph, viewType: viewType, parameters: { [unowned graph] effect, _ in
            let (checked, problems) = effect.checked
            for problem in problems { graph.report(KinemaDiagnostic(.invalidValue, problem)) }
            return checked
        }, effect: { effect, frame in
            globalEffect(effect.effectValue(size: frame.size), in: frame)
        })
    }
}

extension View {
    /// Renders the view's content as if it were rotated in three dimensions around `axis`.
    ///
    /// The view keeps its layout; its content is drawn rotated about the line through `anchor`
    /// (at depth `anchorZ`) along `axis`, in perspective: `perspective` scales how near the camera
    /// is (1 puts it the view's larger side away; 0 removes the perspective). A quarter turn about
    /// the y-axis shows the view edge-on, so nothing; past it, its back, mirrored. Every value
    /// animates, each on its own, with the transaction visible where the effect stands.
    ///
    /// Taps reach the content where it is drawn, through the projection.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
