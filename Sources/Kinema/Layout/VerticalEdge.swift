import Foundation

/// The top or the bottom edge of a rectangle.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

extension Edge {
    /// The edge that `edge` is.
    init(vertical edge: VerticalEdge) {
        self = edge == .top ? .top : .bottom
    }
}
