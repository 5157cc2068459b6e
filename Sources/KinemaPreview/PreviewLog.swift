import Foundation

/// Where the preview server writes what it rejected or could not do: malformed messages,
/// oversized frames, refused connections, frames it failed to render.
public struct PreviewLog: Sendable {
    private let write: @Sendable (String) -> Void

    /// Creates a log that hands each line to `write`.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Writes lines to standard error, prefixed with `kinema-preview:`.
    public static let standardError = PreviewLog { line in
        FileHandle.standardError.write(Data("kinema-preview: \(line)\n".utf8))
    }

    /// Writes one line.
    public func callAsFunction(_ line: String) {
        write(line)
    }
}
