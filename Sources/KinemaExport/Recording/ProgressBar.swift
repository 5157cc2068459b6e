#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// When a long export shows a progress bar on standard error.
public enum ProgressDisplay: Hashable, Sendable {
    /// When standard error is a terminal.
    case automatic
    /// Always, for example when standard error goes to a log that should show progress.
    case always
    /// Never.
    case never
}

/// A one-line progress bar on standard error, for work that runs longer than a second.
///
/// It stays silent for the first second, so quick exports print nothing. The wall clock only
/// decides when to draw; it never changes what is exported.
public final class ProgressBar {
    private let total: Int
    private let unit: String
    private let enabled: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?
    private var completed = 0

    /// Creates a bar for `total` pieces of work, counted in `unit` (such as "frames").
    public init(total: Int, unit: String, display: ProgressDisplay = .automatic) {
        self.total = max(total, 1)
        self.unit = unit
        switch display {
        case .automatic: enabled = isatty(STDERR_FILENO) == 1
        case .always: enabled = true
        case .never: enabled = false
        }
        start = clock.now
    }

    /// Records that `completed` pieces are done, redrawing at most ten times a second.
    public func update(completed: Int) {
        self.completed = min(max(completed, 0), total)
        guard enabled else { return }
        let now = clock.now
        guard now - start >= .seconds(1) else { return }
        if let lastDrawn, now - lastDrawn < .milliseconds(100), self.completed < total { return }
        lastDrawn = now
        draw()
    }

    /// Ends the bar's line, if it was drawn.
    public func finish() {
        guard lastDrawn != nil else { return }
        draw()
        emit("\n")
        lastDrawn = nil
    }

    private func draw() {
        let width = 30
        let filled = completed * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let percent = completed * 100 / total
        emit("\r[\(bar)] \(percent)% \(completed)/\(total) \(unit)")
    }

    private func emit(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { return }
            offset += written
        }
    }
}
