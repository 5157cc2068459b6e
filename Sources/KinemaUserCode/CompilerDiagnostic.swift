import Foundation

/// One line of the compiler's output in its plain form: `FILE:LINE:COLUMN: error: MESSAGE`.
public struct CompilerDiagnostic: Equatable, Sendable {
    /// How serious it is.
    public enum Severity: String, Sendable {
        /// The file does not compile.
        case error
        /// The file compiles, with a warning.
        case warning
        /// More about the diagnostic before it.
        case note
    }

    /// The file, as the compiler named it; empty for diagnostics about no file.
    public var file: String
    /// The line, from 1; 0 for none.
    public var line: Int
    /// The column, from 1; 0 for none.
    public var column: Int = 0
    /// How serious it is.
    public var severity: Severity
    /// What the compiler said.
    public var message: String

    /// A diagnostic.
    public init(file: String, line: Int, column: Int = 0, severity: Severity, message: String) {
        (self.file, self.line, self.column, self.severity, self.message) = (file, line, column, severity, message)
    }

    /// The diagnostics in the compiler's output (`-diagnostic-style=llvm`), in order.
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { parse(line: String($0)) }
    }

    static func parse(line: String) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound]
            let message = String(line[marker.upperBound...])
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
                return CompilerDiagnostic(file: parts.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
                                          severity: severity, message: message)
            }
            return CompilerDiagnostic(file: "", line: 0, severity: severity, message: message)
        }
        return nil
    }

    /// Whether the error only says that the compiler could not infer a member's base type, which
    /// follows from another error on the line when there is one.
    var isInferenceFollowUp: Bool {
        message.hasPrefix("cannot infer contextual base in reference to member") || message.hasPrefix("reference to member")
    }

    /// Whether the compiler gave up on an expression.
    var isTypeCheckTimeout: Bool {
        message.contains("unable to type-check this expression in reasonable time")
    }
}
