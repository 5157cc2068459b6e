public import OpenCombine

/// Runs an action with each value a publisher emits while its view is shown.
struct ReceiveActionModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ReceiveActionNode<P>(graph: graph, viewType: viewType)
    }
}

/// Subscribes once the view has appeared (after the update that inserted it, with the
/// `onAppear` actions), again when the view is given another publisher, and cancels when the
/// view leaves. Each value runs the latest action the view gave.
final class ReceiveActionNode<P: Publisher>: ModifierNode<ReceiveActionModifier<P>> where P.Failure == Never {
    private var subscription: AnyCancellable?
    private var subscribed: P?
    private var isGone = false

    override func update(view: any View, context: UpdateContext) {
        super.update(view: view, context: context)
        guard let publisher = modifier?.publisher, subscribed.map({ !areEqual($0, publisher) }) ?? true else { return }
        subscribed = publisher
        graph.enqueueAction { [weak self] in self?.subscribe(to: publisher) }
    }

    private func subscribe(to publisher: P) {
        guard !isGone else { return }
        subscription = publisher.sink { [weak self] value in
            guard let self else { return }
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { self.receive(value) }
            } else {
                DispatchQueue.main.async { self.receive(value) }
            }
        }
    }

    private func receive(_ value: P.Output) {
        guard !isGone, let action = modifier?.action else { return }
        // Values come in the event that sent them (a timer's fire, an action): its update
        // applies what the action changes.
        action(value)
    }

    override func removeFromTree() {
        super.removeFromTree()
        isGone = true
        subscription = nil
    }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// The view subscribes when it appears and cancels when it leaves; each value runs `action`
    /// as an event, its state changes applied in one update (a timer publisher made with
    /// `Timer.publish(every:on:in:)` fires on the host's virtual clock in the files Kinema's
    /// tools build).
    ///
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: The action to perform when an event is emitted by `publisher`. The event
    ///     emitted by publisher is passed as a parameter to `action`.
    /// - Returns: A view that triggers `action` when `publisher` emits an event.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(ReceiveActionModifier(publisher: publisher, action: action))
    }
}
