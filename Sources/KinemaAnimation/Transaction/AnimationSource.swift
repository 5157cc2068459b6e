/// Where an animation came from: the `withAnimation` or `withTransaction` call, or the
/// modifier, that supplied it. Inspectors show it next to each animating value.
public struct AnimationSource: Hashable, Sendable, CustomStringConvertible {
    /// The API that supplied the animation, such as `withAnimation` or `.animation(_:value:)`.
    public var function: String
    /// The file of the call, as `#fileID` names it.
    public var fileID: String
    /// The line of the call.
    public var line: Int

    /// Creates a source.
    public init(function: String, fileID: String, line: Int) {
        (self.function, self.fileID, self.line) = (function, fileID, line)
    }

    /// The function, then the file and line: `withAnimation at App/Avatar.swift:12`.
    public var description: String { "\(function) at \(fileID):\(line)" }
}
