import Foundation

/// The pointer that is down, if any, and the nodes following it: the host feeds it events in
/// any order, and each gets a defined result (a move or an up with no pointer down does
/// nothing; a second down cancels the first pointer).
///
/// The nodes under the pointer hear it in order of rank: high-priority gestures first, then the
/// others, inner before outer within each. The first that claims it cancels every other but
/// the simultaneous ones, which follow the pointer beside whoever has it.
@MainActor
struct PointerSession {
    private(set) var track: PointerTrack?
    /// The nodes following the pointer, in order of rank.
    private var targets: [any PointerTarget] = []
    private var claimed: (any PointerTarget)?

    /// Whether a pointer is down.
    var isActive: Bool { track != nil }
    /// Whether any node follows the pointer that is down.
    var isFollowed: Bool { !targets.isEmpty }

    /// A pointer went down on `hit` (the leaf a hit test found, or nil): the pointer targets
    /// from it outwards hear it, in order of rank, until one claims it. `touches` is 2 for a
    /// pinch or rotation centred at `location`.
    mutating func begin(at location: CGPoint, time: TimeInterval, touches: Int = 1, on hit: ViewNode?) {
        cancel()
        let track = PointerTrack(location: location, time: time, touches: touches)
        self.track = track
        for target in Self.ranked(Self.targets(from: hit)) {
            // Once one has claimed the pointer, only the simultaneous ones hear it too.
            if claimed != nil && target.pointerPriority != .simultaneous { continue }
            targets.append(target)
            respond(target, target.pointerBegan(track), track)
        }
    }

    /// The pointer targets from `hit` outwards that take the pointer: those under
    /// `disabled(true)` take none, and neither do those inside a gesture that excludes its
    /// subviews.
    private static func targets(from hit: ViewNode?) -> [any PointerTarget] {
        var found: [any PointerTarget] = []
        var node = hit
        while let current = node {
            if let target = current.pointerTarget, current.environment.isEnabled {
                if target.excludesSubviews { found.removeAll() }
                found.append(target)
            }
            node = current.parent
        }
        return found
    }

    /// `targets`, innermost first, in order of rank (a stable sort).
    private static func ranked(_ targets: [any PointerTarget]) -> [any PointerTarget] {
        targets.filter { $0.pointerPriority == .high } + targets.filter { $0.pointerPriority != .high }
    }

    /// The pointer moved; returns false when no pointer is down.
    mutating func move(to location: CGPoint, time: TimeInterval) -> Bool {
        guard var track else { return false }
        track.move(to: location, at: time)
        self.track = track
        moved(track)
        return true
    }

    /// The fingers of a pinch or rotation spread and turned (see
    /// ``PointerTrack/transform(magnification:rotation:)``); returns false when no pointer is down.
    mutating func transform(magnification: CGFloat, rotation: Double, time: TimeInterval) -> Bool {
        guard var track else { return false }
        track.move(to: track.location, at: time)
        track.transform(magnification: magnification, rotation: rotation)
        self.track = track
        moved(track)
        return true
    }

    private mutating func moved(_ track: PointerTrack) {
        targets.removeAll { $0.isDetached }
        for target in targets where targets.contains(where: { $0 === target }) {
            respond(target, target.pointerMoved(track), track)
        }
    }

    /// Acts on what `target` answered: drops it, or lets it take the pointer from the others.
    private mutating func respond(_ target: any PointerTarget, _ interest: PointerInterest, _ track: PointerTrack) {
        switch interest {
        case .none: targets.removeAll { $0 === target }
        case .track: break
        case .claim:
            guard claimed == nil || claimed === target else { return }
            claimed = target
            let others = targets.filter { $0 !== target && $0.pointerPriority != .simultaneous }
            targets.removeAll { other in others.contains { $0 === other } }
            for other in others { other.pointerCancelled(track) }
        }
    }

    /// The pointer went up at `location`; returns whether a node handled it (false as well when
    /// no pointer was down). The first node in rank that handles the release wins, and those
    /// after it are cancelled; the simultaneous ones all hear the release.
    mutating func end(at location: CGPoint, time: TimeInterval) -> Bool {
        guard track != nil else { return false }
        _ = move(to: location, time: time)
        guard let track else { return false }
        let following = targets.filter { !$0.isDetached }
        reset()
        var handled = false
        var released = false
        for target in following {
            if target.pointerPriority == .simultaneous {
                if target.pointerEnded(track) { handled = true }
            } else if released {
                target.pointerCancelled(track)
            } else {
                released = target.pointerEnded(track)
                handled = handled || released
            }
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
