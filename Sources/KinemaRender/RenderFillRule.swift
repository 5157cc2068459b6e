/// Decides which regions of a self-intersecting path count as inside.
public enum RenderFillRule: Hashable, Sendable {
    /// Inside if the winding number is non-zero (SwiftUI's default).
    case nonZero
    /// Inside if a ray crosses an odd number of edges.
    case evenOdd
}
