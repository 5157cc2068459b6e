import Foundation

/// Diagnostics noted by code that may run off the main actor (a geometry proxy is used in
/// nonisolated closures), kept until the graph takes them into its own.
final class PendingDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [KinemaDiagnostic] = []

    /// Notes `diagnostic` (once until taken: code may note it every frame).
    func note(_ diagnostic: KinemaDiagnostic) {
        lock.withLock { if !pending.contains(diagnostic) { pending.append(diagnostic) } }
    }

    /// The diagnostics noted since the last call.
    func take() -> [KinemaDiagnostic] {
        lock.withLock {
            defer { pending = [] }
            return pending
        }
    }
}
