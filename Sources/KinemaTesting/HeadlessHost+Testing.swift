import Foundation
import Kinema

extension HeadlessHost {
    /// Advances the clock a frame at a time until no animation runs, as a test waits for an
    /// interaction to come to rest; returns the seconds that took.
    ///
    /// A spring is at rest when SwiftUI would call its animation logically complete, so this ends
    /// where a test on iOS would have to guess. An animation that never ends (`repeatForever`)
    /// makes it throw ``AnimationTestError/neverSettles(seconds:running:)`` once `limit` seconds
    /// have passed, naming what still runs.
    @discardableResult
    public func settle(within limit: TimeInterval = 10, frameRate: Double = 60) throws -> TimeInterval {
        let limit = limit.isFinite ? max(limit, 0) : 10
        let step = frameRate.isFinite && frameRate > 0 ? 1 / frameRate : 1.0 / 60
        let start = time
        while !animatingAttributes.isEmpty {
            guard time - start < limit else {
                throw AnimationTestError.neverSettles(
                    seconds: limit, running: animatingAttributes.map { "\($0.identifier.map { "'\($0)'" } ?? $0.view) · \($0.property): \($0.animation)" })
            }
            advance(by: step)
        }
        return time - start
    }

    /// What is animating now on the view marked `.accessibilityIdentifier(identifier)`: its
    /// property's presented value, from and to values, and the animation that drives it (as the
    /// live inspector shows them).
    ///
    /// - Throws: ``AnimationTestError/noView(identifier:present:)`` when no such view is on
    ///   screen, ``AnimationTestError/notAnimating(identifier:property:animating:)`` when that
    ///   property of it is not animating.
    public func animatedValue(of identifier: String, property: String) throws -> AnimatableAttributeSnapshot {
        let animating = animatingAttributes.filter { $0.identifier == identifier }
        if let attribute = animating.first(where: { $0.property == property }) { return attribute }
        let list = displayList
        guard !list.items(identifiedAs: identifier).isEmpty else {
            var present: [String] = []
            for item in list.flattened { if let id = item.identifier, !present.contains(id) { present.append(id) } }
            throw AnimationTestError.noView(identifier: identifier, present: present)
        }
        throw AnimationTestError.notAnimating(identifier: identifier, property: property, animating: animating.map(\.property))
    }

    /// A property's presented value and its rate of change, frame by frame, for `duration`
    /// seconds from now: `(time, value, velocity)`, the velocity being the change since the frame
    /// before divided by the frame's length (0 at the first frame). A frame where the property no
    /// longer animates repeats its target value, with velocity 0.
    public func timeline(
        of identifier: String, property: String, for duration: TimeInterval, frameRate: Double = 60
    ) throws -> [(time: TimeInterval, value: [Double], velocity: [Double])] {
        if let problem = AnimationTestError.invalid(time: duration) { throw problem }
        let step = frameRate.isFinite && frameRate > 0 ? 1 / frameRate : 1.0 / 60
        var target = try animatedValue(of: identifier, property: property).to
        var samples: [(time: TimeInterval, value: [Double], velocity: [Double])] = []
        let end = time + duration
        while true {
            let value = (try? animatedValue(of: identifier, property: property)).map { attribute -> [Double] in
                target = attribute.to
                return attribute.presented
            } ?? target
            let velocity = samples.last.map { last in zip(value, last.value).map { ($0 - $1) / (time - last.time) } }
                ?? Array(repeating: 0, count: value.count)
            samples.append((time, value, velocity))
            guard time + step / 2 < end else { break }
            advance(by: step)
        }
        return samples
    }
}
