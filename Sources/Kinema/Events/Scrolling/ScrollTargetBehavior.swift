import Foundation

/// Where a scroll view settles when an interaction ends: a behaviour moves the target that the
/// motion would reach (by UIKit's normal deceleration) to a place of its choosing, such as a
/// page or a view's edge. Set it on a scroll view with `scrollTargetBehavior(_:)`.
public protocol ScrollTargetBehavior {
    /// The context a behaviour updates its target in.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Moves `target`, where the scroll would come to rest, to where it should.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// The region a scroll view tries to show when it comes to rest.
public struct ScrollTarget {
    /// The region to show, in the content's coordinates: its origin is the offset.
    public var rect: CGRect
    /// Where in the visible region the rectangle is aligned, if anywhere.
    public var anchor: UnitPoint?

    init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` knows of the scroll view and the interaction that ended.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The region shown when the interaction ended (Kinema does not see it begin).
    public let originalTarget: ScrollTarget
    /// How fast the offset was changing, in points per second.
    public let velocity: CGVector
    /// The size of the content.
    public let contentSize: CGSize
    /// The size of the scroll view's visible region.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public let axes: Axis.Set
    let environment: EnvironmentValues
    /// The frames of the views of the scroll view's target layout (`scrollTargetLayout()`), in
    /// the content's coordinates, for view-aligned behaviour.
    let targetFrames: [CGRect]

    /// A value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}

/// A behaviour of any type.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    private let base: any ScrollTargetBehavior

    /// Wraps `base`.
    public init(_ base: some ScrollTargetBehavior) {
        self.base = base
    }

    /// Moves the target as the wrapped behaviour does.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }
}

private enum ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

extension EnvironmentValues {
    /// The behaviour of the scroll views in this environment; nil for the natural one.
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets where the scroll views in this view come to rest after an interaction: on pages
    /// (`.paging`), on views of their target layout (`.viewAligned`), or a behaviour of yours.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }
}

/// UIKit's normal deceleration: the velocity falls by a factor of 0.998 a millisecond.
enum ScrollDeceleration {
    /// The rate at which the velocity decays, per second (1000 · ln(1 / 0.998)).
    static let decay = 1000 * log(1 / 0.998)
    /// How far a motion at unit velocity glides before it stops.
    static let glide = 1 / decay
    /// The natural frequency of the critically damped spring that settles on a target a
    /// behaviour chose: the `spring(response: 0.35, dampingFraction: 1)` of a quick snap.
    static let snap = 2 * Double.pi / 0.35
}

extension ScrollNode {
    /// The settling animation of an interaction ended at `velocity` towards `target`: a
    /// critically damped spring that starts at the velocity (no faster than it can reach the
    /// target without overshooting, so there is no bounce). A target the behaviour left where
    /// the motion would glide to is reached as UIKit decelerates (the spring is then exactly
    /// its exponential decay); one it moved is snapped to.
    func settleAnimation(from current: CGPoint, to target: CGPoint, natural: CGPoint, velocity: CGVector) -> Animation {
        let delta = CGVector(dx: target.x - current.x, dy: target.y - current.y)
        let frequency = abs(target.x - natural.x) < 0.5 && abs(target.y - natural.y) < 0.5
            ? ScrollDeceleration.decay : ScrollDeceleration.snap
        let squared = delta.dx * delta.dx + delta.dy * delta.dy
        // The velocity along the change, in units of the change per second.
        let relative = squared > 0 ? (velocity.dx * delta.dx + velocity.dy * delta.dy) / squared : 0
        return .interpolatingSpring(mass: 1, stiffness: frequency * frequency, damping: 2 * frequency,
                                    initialVelocity: min(max(relative, -frequency), frequency))
    }

    /// The target of an interaction that ended at `velocity`: where the motion would glide to,
    /// moved by the environment's behaviour.
    func behaviorTarget(velocity: CGVector) -> (target: CGPoint, natural: CGPoint) {
        let current = presentedOffset
        let natural = CGPoint(x: axes.contains(.horizontal) ? current.x + velocity.dx * ScrollDeceleration.glide : current.x,
                              y: axes.contains(.vertical) ? current.y + velocity.dy * ScrollDeceleration.glide : current.y)
        guard let behavior = environment.scrollTargetBehavior else { return (natural, natural) }
        let size = viewport.size
        var target = ScrollTarget(rect: CGRect(origin: natural, size: size))
        let origin = viewport.origin
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: current, size: size)), velocity: velocity,
            contentSize: contentSize, containerSize: size, axes: axes, environment: environment,
            targetFrames: scrollTargetLayoutFrames.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) })
        behavior.updateTarget(&target, context: context)
        return (target.rect.origin, natural)
    }

    /// The frames of the views of the first enabled target layout in the content: the layout
    /// units under the first node below it with more than one child.
    private var scrollTargetLayoutFrames: [CGRect] {
        var marked: ViewNode?
        func find(_ node: ViewNode) {
            guard marked == nil else { return }
            if (node as? ScrollTargetLayoutNode)?.isEnabled == true { marked = node } else { node.forEachChild(find) }
        }
        forEachChild(find)
        guard var layout = marked else { return [] }
        while true {
            var children: [ViewNode] = []
            layout.forEachChild { children.append($0) }
            guard children.count == 1 else { break }
            layout = children[0]
        }
        var units: [ViewNode] = []
        layout.forEachChild { $0.appendLayoutUnits(to: &units) }
        return units.map(\.layoutFrame)
    }
}
