import Foundation

/// The problems a graph met (state written during a body, a layout that kept changing, bad clock
/// steps…), each kept once, oldest first: what ``HeadlessHost/diagnostics`` reads.
@MainActor
final class DiagnosticLog {
    private var reported: [KinemaDiagnostic] = []
    /// Where code off the main actor (a geometry proxy in a visual effect) notes problems.
    let pending = PendingDiagnostics()

    /// Notes `diagnostic`, unless it was noted already.
    func report(_ diagnostic: KinemaDiagnostic) {
        guard !reported.contains(diagnostic) else { return }
        reported.append(diagnostic)
    }

    /// Problems met so far, each once, oldest first.
    var all: [KinemaDiagnostic] {
        pending.take().forEach(report)
        return reported
    }

    func clear() {
        _ = pending.take()
        reported = []
    }
}
