import OpenCombine

/// A view's subscription to the `objectWillChange` of an object it reads (through
/// ``ObservedObject``, ``StateObject`` or ``EnvironmentObject``): each change computes the
/// view's body again, in the transaction of the change.
@MainActor
final class ObjectSubscription {
    private weak var watched: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes `owner` to `object`, unless it already is (a new object replaces the old).
    func watch<Object: ObservableObject>(_ object: Object, for owner: DynamicPropertyOwner) {
        guard watched !== object else { return }
        watched = object
        cancellable = object.objectWillChange.sink { [weak owner] _ in
            // Objects change on the main queue in views' code; a change from elsewhere reaches
            // the view at its next update from the main queue.
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { owner?.objectWillChange() }
            } else {
                DispatchQueue.main.async { owner?.objectWillChange() }
            }
        }
    }
}
