/// A mistake in the text of a ``RecordingScript``, with where it is.
public struct RecordingScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the mistake, from 1.
    public var line: Int
    /// The column of the mistake, from 1, in characters.
    public var column: Int
    /// What is wrong, and what was expected.
    public var message: String

    /// Creates an error at a place in the text.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The place and the message, as in `line 2, column 6: …`.
    public var description: String {
        "line \(line), column \(column): \(message)"
    }
}
