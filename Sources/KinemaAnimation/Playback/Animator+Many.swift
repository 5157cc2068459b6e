import Foundation

extension Animator {
    /// Brings each of `animators` to `time`, as calling ``update(to:)`` on each in turn would,
    /// in less time when there are many.
    ///
    /// A frame over many animators waits on memory more than on arithmetic. This asks for each
    /// animator's running animations some animators ahead of updating it, so that their loads
    /// overlap instead of each waiting in turn; and springs look up their shared motion once.
    @inlinable
    public static func update(_ animators: inout [Animator], to time: TimeInterval) {
        animators.withUnsafeMutableBufferPointer { update($0, to: time) }
    }

    /// Brings each of `animators` to `time`, as the array version of this method does, for
    /// animators kept in memory of your own.
    @inlinable
    public static func update(_ animators: UnsafeMutableBufferPointer<Animator>, to time: TimeInterval) {
        var shared = SpringMotionCache()
        let count = animators.count
        for index in 0..<count {
            if index + 8 < count {
                let runs = animators[index + 8].runsMemory
                prefetch(runs.address, byteCount: runs.byteCount)
            }
            animators[index].update(to: time, sharing: &shared)
        }
    }
}
