import Foundation

/// Attaches a gesture to a view: `gesture`, `simultaneousGesture`, `highPriorityGesture`.
struct GestureModifier<G: Gesture>: PrimitiveModifier {
    let gesture: G
    let mask: GestureMask
    let priority: PointerPriority

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        GestureNode<G>(graph: graph, viewType: viewType)
    }
}

/// Recognizes its gesture in the pointers that go down on its content. A recognizer is made
/// from the gesture as it is when a pointer goes down, and lives until the gesture finishes
/// (across pointers, for a double tap); it waits on the graph's clock when it asks to.
final class GestureNode<G: Gesture>: PointerModifierNode<GestureModifier<G>>, PointerTarget {
    override var pointerTarget: (any PointerTarget)? { self }

    private var recognizer: _GestureRecognizer<G.Value>?
    private var timer: Int?
    private var isPointerDown = false
    /// Whether the gesture ended with the pointer still down (a long press): the node keeps
    /// the pointer from the views around until it goes up.
    private var holdsPointer = false

    var pointerPriority: PointerPriority { modifier?.priority ?? .normal }
    var excludesSubviews: Bool { !(modifier?.mask.contains(.subviews) ?? true) }

    func pointerBegan(_ track: PointerTrack) -> PointerInterest {
        holdsPointer = false
        guard let modifier, modifier.mask.contains(.gesture) else { return .none }
        isPointerDown = true
        let recognizer = self.recognizer ?? modifier.gesture._makeRecognizer()
        self.recognizer = recognizer
        return interest(after: withEffects { recognizer.begin(event(track), &$0) })
    }

    func pointerMoved(_ track: PointerTrack) -> PointerInterest {
        if holdsPointer { return claim }
        guard let recognizer else { return .none }
        return interest(after: withEffects { recognizer.move(event(track), &$0) })
    }

    func pointerEnded(_ track: PointerTrack) -> Bool {
        isPointerDown = false
        if holdsPointer {
            holdsPointer = false
            return true
        }
        guard let recognizer else { return false }
        let outcome = withEffects { recognizer.end(event(track), &$0) }
        settle(outcome)
        switch outcome {
        // Still possible once the pointer is up, it waits for the next (a double tap's second
        // tap): it keeps the release it counted.
        case .ended, .possible: return true
        case .changed, .failed: return false
        }
    }

    func pointerCancelled(_ track: PointerTrack) {
        isPointerDown = false
        holdsPointer = false
        stop()
    }

    override func removeFromTree() {
        // The gesture stops with its view: its `@GestureState`s return to their initial values
        // once the update that removed it is over.
        if let recognizer { graph.enqueueAction { Self.cancel(recognizer) } }
        recognizer = nil
        cancelTimer()
        super.removeFromTree()
    }

    /// What the pointer's event means for the node, the recognizer having answered `outcome`.
    private func interest(after outcome: GestureOutcome<G.Value>) -> PointerInterest {
        let isRecognized = recognizer?.isRecognized ?? false
        settle(outcome)
        switch outcome {
        case .failed: return .none
        case .possible: return .track
        case .changed: return isRecognized ? claim : .track
        case .ended:
            holdsPointer = isPointerDown
            return claim
        }
    }

    /// Taking the pointer: a simultaneous gesture only follows it.
    private var claim: PointerInterest { pointerPriority == .simultaneous ? .track : .claim }

    /// Forgets a finished recognizer; sets a timer for one that waits on the clock.
    private func settle(_ outcome: GestureOutcome<G.Value>) {
        cancelTimer()
        if outcome.isFinished {
            recognizer = nil
        } else if let deadline = recognizer?.deadline {
            timer = graph.clock.schedule(at: deadline) { [weak self] in self?.fire() }
        }
    }

    private func fire() {
        timer = nil
        guard let recognizer, !isDetached else { return }
        let time = graph.time
        let outcome = withEffects { recognizer.fire(at: time, &$0) }
        if case .ended = outcome { holdsPointer = isPointerDown }
        settle(outcome)
    }

    private func stop() {
        if let recognizer { Self.cancel(recognizer) }
        recognizer = nil
        cancelTimer()
    }

    private static func cancel(_ recognizer: _GestureRecognizer<G.Value>) {
        var effects: GestureEffects = []
        recognizer.cancel(&effects)
        effects.forEach { $0() }
    }

    /// Calls `recognizer` and runs the effects it called for.
    private func withEffects<T>(_ call: (inout GestureEffects) -> T) -> T {
        var effects: GestureEffects = []
        let result = call(&effects)
        effects.forEach { $0() }
        return result
    }

    private func cancelTimer() {
        if let timer { graph.clock.cancelTimer(timer) }
        timer = nil
    }

    private func event(_ track: PointerTrack) -> GestureEvent {
        GestureEvent(track: track, size: layoutFrame.size) { [unowned self] point, space in
            location(of: point, track: track, in: space)
        }
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the
    /// view: the views inside have theirs recognized first.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: Whether the gesture (`.gesture`), the subviews' gestures (`.subviews`), both
    ///     (`.all`) or neither (`.none`) take the pointer.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }

    /// Attaches a gesture to the view, enabled or not: a disabled gesture leaves the subviews'
    /// gestures working.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view: it is recognized before the subviews' gestures, and takes the pointer from them.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }

    /// Attaches a high-priority gesture to the view, enabled or not.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view: it follows the pointer beside whichever gesture takes it, and is never cancelled
    /// by them.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    /// Attaches a simultaneous gesture to the view, enabled or not.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }
}
