extension Text {
    /// Where text that does not fit its lines is cut off and ellipsized.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start: "…end of the text".
        case head
        /// At the end: "Start of the…".
        case tail
        /// In the middle: "Start…end".
        case middle
    }
}
