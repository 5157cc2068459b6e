import Foundation

/// Estimates a pointer's velocity from its latest positions: the change over the samples of the
/// last tenth of a second. A pointer that paused before it was released has no velocity, so a
/// drag held still and then let go does not fling.
///
/// Hand-written rather than a least-squares fit: the samples come at the frame rate from the
/// host or the page, and the two ends of the window are what a fling should carry.
struct VelocityTracker {
    private struct Sample {
        var location: CGPoint
        var time: TimeInterval
    }

    /// The samples of the window, oldest first; few, since older ones are dropped as new come.
    private var samples: [Sample]
    /// How far back the estimate looks.
    static let window: TimeInterval = 0.1

    init(location: CGPoint, time: TimeInterval) {
        samples = [Sample(location: location, time: time)]
    }

    /// Adds a sample; one at the time of the latest replaces it (events between two frames).
    mutating func add(_ location: CGPoint, at time: TimeInterval) {
        if let last = samples.last, last.time >= time {
            samples[samples.count - 1].location = location
        } else {
            samples.append(Sample(location: location, time: time))
        }
        // Older samples than the window's can never be read again.
        while samples.count > 1, samples[0].time < time - Self.window { samples.removeFirst() }
    }

    /// The velocity at `time`, in points per second: zero when the pointer has not moved within
    /// the window before `time`.
    func velocity(at time: TimeInterval) -> CGVector {
        guard let last = samples.last, time - last.time < Self.window,
              let first = samples.first(where: { $0.time >= time - Self.window }),
              last.time > first.time else { return .zero }
        let elapsed = last.time - first.time
        return CGVector(dx: (last.location.x - first.location.x) / elapsed, dy: (last.location.y - first.location.y) / elapsed)
    }
}
