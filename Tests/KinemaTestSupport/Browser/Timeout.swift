/// Runs `operation`, cancelling it and throwing ``WebSocketError/timedOut`` if it has not
/// finished after `seconds`.
public func withTimeout<T: Sendable>(_ seconds: Double, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            throw WebSocketError.timedOut
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}
