import Foundation

/// How the latest build of the files a preview runs went, as the page shows it: building, built,
/// or failed with the compiler's errors (or trapped, with the message and backtrace) over the last
/// good frame.
///
/// `kinema preview PATH` rebuilds the files on each save and sends the program it runs the
/// status, one JSON object per line on its standard input; the program hands each to
/// ``PreviewServer/show(_:)``.
public struct BuildStatus: Codable, Sendable, Equatable {
    /// Where the build is.
    public enum Phase: String, Codable, Sendable {
        /// A save is being built; the page shows the last good frame meanwhile.
        case building
        /// The view running is the newest build.
        case ok
        /// The files do not compile; the page keeps the last good frame under the errors.
        case failed
        /// The view trapped (or was stopped) at run time; the page shows why.
        case trapped
    }

    /// A compiler error or a trap's place, with the lines around it to show when clicked.
    public struct Diagnostic: Codable, Sendable, Equatable {
        /// The file's path.
        public var file: String
        /// The line, from 1 (0 when it is not known).
        public var line: Int
        /// The column, from 1 (0 when it is not known).
        public var column: Int
        /// What is wrong.
        public var message: String
        /// The lines around `line`, each with its number.
        public var excerpt: [ExcerptLine]

        /// Creates a diagnostic.
        public init(file: String, line: Int, column: Int, message: String, excerpt: [ExcerptLine] = []) {
            (self.file, self.line, self.column, self.message, self.excerpt) = (file, line, column, message, excerpt)
        }
    }

    /// A line of a file, with its number.
    public struct ExcerptLine: Codable, Sendable, Equatable {
        /// The line's number, from 1.
        public var number: Int
        /// The line's text.
        public var text: String

        /// Creates a line.
        public init(number: Int, text: String) {
            (self.number, self.text) = (number, text)
        }
    }

    /// Where the build is.
    public var phase: Phase
    /// One line saying what happened ("Cards.swift does not compile", "Spinner trapped").
    public var title: String
    /// The errors, in order.
    public var diagnostics: [Diagnostic]
    /// More text to show as it is (a trap's backtrace).
    public var detail: String

    /// Creates a status.
    public init(phase: Phase, title: String = "", diagnostics: [Diagnostic] = [], detail: String = "") {
        (self.phase, self.title, self.diagnostics, self.detail) = (phase, title, diagnostics, detail)
    }

    /// The most a status carries to a page: its first 50 errors and 200 lines of detail.
    func bounded() -> BuildStatus {
        var status = self
        status.diagnostics = Array(diagnostics.prefix(50))
        status.detail = detail.split(separator: "\n", omittingEmptySubsequences: false).prefix(200).joined(separator: "\n")
        return status
    }
}

/// A view the page may switch to: a `#Preview`, a `PreviewProvider`, an app or a view with
/// `init()` of the files a preview runs.
public struct PreviewChoice: Codable, Sendable, Equatable {
    /// Its name (a preview's title, or the type's name).
    public var name: String
    /// What declares it: `preview`, `previewProvider`, `app` or `view`.
    public var kind: String
    /// Where it is declared, `FILE:LINE`: how it is chosen.
    public var location: String

    /// Creates a choice.
    public init(name: String, kind: String, location: String) {
        (self.name, self.kind, self.location) = (name, kind, location)
    }
}
