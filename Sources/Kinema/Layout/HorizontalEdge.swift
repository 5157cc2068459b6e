import Foundation

/// The leading or the trailing edge of a rectangle.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

extension Edge {
    /// The edge that `edge` is.
    init(horizontal edge: HorizontalEdge) {
        self = edge == .leading ? .leading : .trailing
    }
}
