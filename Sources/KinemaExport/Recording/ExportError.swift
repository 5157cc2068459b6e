/// Why a recording or an export failed.
public enum ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A program an encoder runs is not installed; `debianPackage` provides it.
    case encoderMissing(tool: String, debianPackage: String)
    /// An encoder reported a failure.
    case encoderFailed(encoder: String, message: String)
    /// A file or directory could not be written.
    case fileWrite(path: String, reason: String)
    /// The script names an action the recorder was not given.
    case unknownAction(name: String, available: [String])
    /// A step of the script could not run at `time` seconds into the recording.
    case stepFailed(step: String, time: Double, reason: String)
    /// A recording option is unusable.
    case invalidOption(String)

    /// A sentence saying what went wrong and, where there is one, what to do.
    public var description: String {
        switch self {
        case let .encoderMissing(tool, package):
            "\(tool) is not installed (or not on PATH): install the Debian package \(package)"
        case let .encoderFailed(encoder, message):
            "the \(encoder) encoder failed: \(message)"
        case let .fileWrite(path, reason):
            "could not write '\(path)': \(reason)"
        case let .unknownAction(name, available):
            available.isEmpty
                ? "the script runs the action '\(name)', but the recorder was given no actions"
                : "the script runs the action '\(name)', but the recorder only knows \(available.sorted().joined(separator: ", "))"
        case let .stepFailed(step, time, reason):
            "'\(step)' at \(time) s failed: \(reason)"
        case let .invalidOption(message):
            message
        }
    }
}
