/// Failures reported by the renderer.
///
/// Bad drawing input is sanitised rather than reported, so errors are limited
/// to things the caller must act on: impossible canvases, Cairo failures and
/// I/O.
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The requested canvas cannot be created; `reason` says which limit was hit.
    case invalidCanvasSize(width: Double, height: Double, scale: Double, reason: String)
    /// Cairo reported a failure while performing `operation`.
    case cairo(operation: String, message: String)
    /// ``PixelCanvas/restore()`` was called without a matching ``PixelCanvas/save()``.
    case unbalancedRestore
    /// Writing output to `path` failed.
    case fileWrite(path: String, reason: String)
    /// Image data could not be decoded; `reason` says why.
    case invalidImage(reason: String)

    /// A human-readable explanation including the offending values.
    public var description: String {
        switch self {
        case let .invalidCanvasSize(width, height, scale, reason):
            return "Invalid canvas size \(width)×\(height) at scale \(scale): \(reason)"
        case let .cairo(operation, message):
            return "Cairo failed to \(operation): \(message)"
        case .unbalancedRestore:
            return "PixelCanvas.restore() was called more times than PixelCanvas.save()"
        case let .fileWrite(path, reason):
            return "Could not write '\(path)': \(reason)"
        case let .invalidImage(reason):
            return "Invalid image: \(reason)"
        }
    }
}
