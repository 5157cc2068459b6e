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

    /// Writes one line, with its control characters escaped (`\n`, `\u{1B}`…): what a page
    /// sent reaches the log inside some lines, and must not forge others or drive a terminal.
    public func callAsFunction(_ line: String) {
        write(Self.escapingControlCharacters(line))
    }

    /// `text` with every control character (C0, DEL, C1) written as a Swift escape.
    static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where isControl(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
