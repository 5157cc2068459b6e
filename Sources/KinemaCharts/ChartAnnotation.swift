import Foundation

/// A label at an x coordinate of a panel, drawn at the top of its plot with a faint line down:
/// on a timeline, the animation that starts there.
public struct ChartAnnotation: Hashable, Sendable {
    /// Where it is.
    public var x: Double
    /// What it says.
    public var text: String

    /// Creates an annotation.
    public init(x: Double, text: String) {
        (self.x, self.text) = (x, text)
    }
}
