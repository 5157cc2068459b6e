import Dispatch

/// Tells whether code runs on the main queue, where the main actor runs on Linux as on Apple
/// platforms. `Thread.isMainThread` does not tell: the main queue need not be drained by the
/// process's first thread (Swift Testing's runner drains it elsewhere).
package enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()

    /// Marks the main queue so ``isCurrent`` recognises it.
    @MainActor
    static func mark() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    /// Whether the current code runs on the main queue.
    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
