import Foundation

/// A transition that moves the view in from, and out to, one edge of itself: by its own width
/// or height.
public struct MoveTransition: Transition, DirectTransition {
    /// The edge the view moves from and to.
    public var edge: Edge

    /// Creates a transition that moves the view from and to `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, moved to the edge outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(MoveTransitionEffect(edge: phase.isIdentity ? nil : edge))
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        modifiedView(content, MoveTransitionEffect(edge: phase.isIdentity ? nil : edge))
    }
}

extension Transition where Self == MoveTransition {
    /// A transition that moves the view from and to `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

/// Moves a view by its own size towards an edge (or not at all): what the move, slide and push
/// transitions apply.
///
/// The animatable data is the offset in units of the view's size, so that a view turned back
/// mid-way returns from where it is even when the edge changes (a slide leaves by the other
/// edge than it came from). SwiftUI moves the view's placement; an effect draws the same.
struct MoveTransitionEffect: GeometryEffect, Equatable {
    /// The offset in units of the view's width and height.
    var unitOffset: CGSize

    init(edge: Edge?) {
        unitOffset = switch edge {
        case .top?: CGSize(width: 0, height: -1)
        case .leading?: CGSize(width: -1, height: 0)
        case .bottom?: CGSize(width: 0, height: 1)
        case .trailing?: CGSize(width: 1, height: 0)
        case nil: .zero
        }
    }

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(unitOffset.width, unitOffset.height) }
        set { unitOffset = CGSize(width: newValue.first, height: newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: unitOffset.width * size.width, y: unitOffset.height * size.height))
    }
}

extension Edge {
    /// The edge across the rectangle.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}

extension MoveTransition {
    var inspectionName: String { "move(edge: .\(edge))" }
}
