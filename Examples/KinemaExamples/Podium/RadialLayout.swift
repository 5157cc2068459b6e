import Kinema

/// Places its subviews evenly around a circle, the first at `angle` (0° points right, angles
/// grow clockwise).
public struct RadialLayout: Layout {
    /// Where the first subview sits.
    public var angle: Angle
    /// The circle's radius, in points.
    public var radius: CGFloat

    /// A circle of `radius` with the first subview at `angle`.
    public init(angle: Angle, radius: CGFloat) {
        self.angle = angle
        self.radius = radius
    }

    /// The circle's diameter plus the largest subview, whatever the proposal.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        return CGSize(width: 2 * radius + largest.width, height: 2 * radius + largest.height)
    }

    /// Puts each subview's centre on the circle, evenly spaced from `angle`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let theta = angle.radians + Double(index) * 2 * .pi / Double(subviews.count)
            let point = CGPoint(x: bounds.midX + radius * cos(theta), y: bounds.midY + radius * sin(theta))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
