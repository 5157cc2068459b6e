import Foundation

/// The pointer that is down, if any, and the nodes following it: the host feeds it events in
/// any order, and each gets a defined result (a move or an up with no pointer down does
/// nothing; a second down cancels the first pointer).
@MainActor
struct PointerSession {
    private(set) var track: PointerTrack?
    /// The nodes following the pointer, innermost first.
    private var targets: [any PointerTarget] = []
    private var claimed: (any PointerTarget)?

    /// Whether a pointer is down.
    var isActive: Bool { track != nil }
    /// Whether any node follows the pointer that is down.
    var isFollowed: Bool { !targets.isEmpty }

    /// A pointer went down on `hit` (the leaf a hit test found, or nil): every pointer target
    /// from it outwards hears it, until one claims it.
    mutating func begin(at location: CGPoint, time: TimeInterval, on hit: ViewNode?) {
        cancel()
        let track = PointerTrack(location: location, time: time)
        self.track = track
        var node = hit
        while let current = node {
            // Views under `disabled(true)` take no interaction.
            if let target = current as? any PointerTarget, current.environment.isEnabled {
                switch target.pointerBegan(track) {
                case .none: break
                case .track: targets.append(target)
                case .claim:
                    // The inner ones that began to follow it let it go.
                    for other in targets { other.pointerCancelled(track) }
                    claimed = target
                    targets = [target]
                    return
                }
            }
            node = current.parent
        }
    }

    /// The pointer moved; returns false when no pointer is down.
    mutating func move(to location: CGPoint, time: TimeInterval) -> Bool {
        guard var track else { return false }
        track.move(to: location, at: time)
        self.track = track
        targets.removeAll { $0.isDetached }
        if let claimed {
            if !claimed.isDetached { _ = claimed.pointerMoved(track) }
            return true
        }
        var index = 0
        while index < targets.count {
            switch targets[index].pointerMoved(track) {
            case .none: targets.remove(at: index)
            case .track: index += 1
            case .claim:
                let winner = targets.remove(at: index)
                for other in targets { other.pointerCancelled(track) }
                targets = [winner]
                claimed = winner
                return true
            }
        }
        return true
    }

    /// The pointer went up at `location`; returns whether a node handled it (false as well when
    /// no pointer was down).
    mutating func end(at location: CGPoint, time: TimeInterval) -> Bool {
        guard track != nil else { return false }
        _ = move(to: location, time: time)
        guard let track else { return false }
        let following = targets.filter { !$0.isDetached }
        reset()
        var handled = false
        for target in following {
            if handled { target.pointerCancelled(track) } else { handled = target.pointerEnded(track) }
        }
        return handled
    }

    /// Cancels the pointer (it left the page, or another went down); returns whether one was down.
    @discardableResult
    mutating func cancel() -> Bool {
        guard let track else { return false }
        let following = targets.filter { !$0.isDetached }
        reset()
        for target in following { target.pointerCancelled(track) }
        return true
    }

    private mutating func reset() {
        track = nil
        targets = []
        claimed = nil
    }
}
