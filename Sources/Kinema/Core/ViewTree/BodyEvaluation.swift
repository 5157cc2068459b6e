import Foundation

/// What a graph knows of the bodies being computed: how deep they nest, whether the innermost
/// read an environment, and the state written meanwhile, which waits for the update's next pass.
@MainActor
final class BodyEvaluation {
    /// How many bodies were computed so far.
    private(set) var count = 0
    private var depth = 0
    /// Whether the body being computed read an environment.
    private var environmentRead = false
    private var deferredWrites: [() -> Void] = []
    private let log: DiagnosticLog

    init(log: DiagnosticLog) {
        self.log = log
    }

    /// Runs a body computation, noting that one is under way; also returns whether it read an
    /// environment (see ``noteEnvironmentRead()``).
    func evaluating<Result>(_ body: () -> Result) -> (result: Result, readEnvironment: Bool) {
        let outerRead = environmentRead
        environmentRead = false
        depth += 1
        count += 1
        let result = body()
        depth -= 1
        let read = environmentRead
        // What a body computed inside another reads, the outer one depends on too.
        environmentRead = outerRead || read
        return (result, read)
    }

    /// Notes that a view's environment was read. During a body computation, that body depends
    /// on its environment: whoever's environment it is, since a closure an ancestor's body made
    /// may read the ancestor's `@Environment` in a descendant's body.
    func noteEnvironmentRead() {
        if depth > 0 { environmentRead = true }
    }

    /// Applies a state write now, or after the update when a body is being computed.
    func writeState(of owner: String, _ write: @escaping () -> Void) {
        if depth > 0 {
            log.report(KinemaDiagnostic(
                .stateWrittenDuringBody,
                "\(owner): state was modified while a body was being computed; the change applies after this update"))
            deferredWrites.append(write)
        } else {
            write()
        }
    }

    var hasDeferredWrites: Bool { !deferredWrites.isEmpty }

    /// Removes and returns the writes made during bodies, in order.
    func takeDeferredWrites() -> [() -> Void] {
        defer { deferredWrites = [] }
        return deferredWrites
    }
}
