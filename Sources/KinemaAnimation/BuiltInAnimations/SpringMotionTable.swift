import Foundation
import Synchronization

/// The motion of a spring without blend at every whole chunk of ``stepsPerChunk`` integrator
/// steps from its start, computed once per spring and read by every animation running it,
/// whenever it started.
///
/// Every step of such a spring is the same linear map, so the motion after `n` steps depends on
/// `n` alone: a frame reads the chunk at or before its step and takes the few steps left (none
/// at 60 Hz, where a frame is one chunk). Nothing in the table changes once it is made, so any
/// number of animators on any threads read it without locks, and it is the same numbers as
/// stepping from the start.
///
/// The table ends once the motion has died away (every entry below 10⁻¹²) or after
/// ``maximumDuration``; a spring still running then continues on a ``SpringIntegrator`` of its
/// own, from the table's last chunk.
@usableFromInline
final class SpringMotionTable: ManagedBuffer<SpringMotionTable.Header, SpringMotion> {
    /// The steps of one 60 Hz frame.
    @inlinable static var stepsPerChunk: Int { 5 }
    /// The longest time a table covers.
    static let maximumDuration: TimeInterval = 10
    /// Tables kept for springs to come; past this many distinct springs the registry starts
    /// afresh (running springs keep theirs).
    static let registryLimit = 64

    /// What every chunk's motion was computed with, and how many chunks there are.
    @usableFromInline
    struct Header {
        @usableFromInline let stiffness: Double
        @usableFromInline let damping: Double
        /// One step's drag for `damping`: a division, so worth doing once, not every step.
        @usableFromInline let drag: Double
        @usableFromInline let count: Int
        @usableFromInline let response: Double
        let dampingFraction: Double
    }

    /// The table for `spring`, from the registry, or made and registered.
    static func table(for spring: FluidSpringAnimation) -> SpringMotionTable {
        let key = Key(response: spring.response, dampingFraction: spring.dampingFraction)
        if let entry = registry.withLock({ $0[key] }) { return entry.table }
        // Made outside the lock: two threads may make the same table, and one of them is kept.
        let made = Entry(table: make(spring: spring))
        return registry.withLock { tables in
            if let registered = tables[key] { return registered }
            if tables.count >= registryLimit { tables.removeAll() }
            tables[key] = made
            return made
        }.table
    }

    /// A table in the registry. Tables cross threads safely: nothing in one changes once it is
    /// made, and its reference count is atomic. (`ManagedBuffer` rules out `Sendable` itself.)
    private struct Entry: @unchecked Sendable {
        let table: SpringMotionTable
    }

    private struct Key: Hashable {
        let response: Double
        let dampingFraction: Double
    }

    private static let registry = Mutex<[Key: Entry]>([:])

    private static func make(spring: FluidSpringAnimation) -> SpringMotionTable {
        let (stiffness, damping) = SpringIntegrator.coefficients(response: spring.response, dampingFraction: spring.dampingFraction)
        let dt = 1 / SpringIntegrator.stepsPerSecond
        let drag = SpringMotion.drag(damping: damping, dt: dt)
        var chunk = SpringMotion.identity
        for _ in 0..<stepsPerChunk { chunk = chunk.stepped(stiffness: stiffness, drag: drag, dt: dt) }
        var motions = [SpringMotion.identity]
        let limit = Int(maximumDuration * SpringIntegrator.stepsPerSecond) / stepsPerChunk
        while motions.count < limit, motions[motions.count - 1].largestEntry >= 1e-12 {
            motions.append(chunk.after(motions[motions.count - 1]))
        }
        let header = Header(stiffness: stiffness, damping: damping, drag: drag, count: motions.count, response: spring.response,
                            dampingFraction: spring.dampingFraction)
        let buffer = create(minimumCapacity: motions.count) { _ in header }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(from: motions, count: motions.count) }
        return unsafeDowncast(buffer, to: SpringMotionTable.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, motions in motions.deinitialize(count: header.pointee.count) }
    }

    /// What the chunks were computed with. Read through the header's pointer: `header` itself
    /// is a stored property of the class, checked for exclusive access at run time.
    @inlinable
    var parameters: Header { withUnsafeMutablePointerToHeader { $0.pointee } }

    /// The step of the table's last chunk.
    var lastStep: Int { (parameters.count - 1) * Self.stepsPerChunk }

    /// The motion at the table's last chunk.
    var lastMotion: SpringMotion {
        withUnsafeMutablePointers { header, motions in motions[header.pointee.count - 1] }
    }

    /// The motion at time `t` since the start (from 0 to ``FluidSpringAnimation/maximumTime``),
    /// or nil past the table's end.
    @inlinable @inline(__always)
    func motion(at t: TimeInterval) -> SpringMotion? {
        // A frame on a whole chunk (every one at 60 Hz) reads it as it is: the same snapping as
        // `SpringIntegrator.stepPosition(at:)`, a millionth of a step, counted in chunks.
        //
        // Rounded by adding 1.5 × 2⁵² and taking it away again, which leaves no fraction below
        // 2⁵¹ (an hour is 216,000 chunks); the sum's low bits are then the whole number, read
        // without the range checks of a conversion to `Int`.
        let chunks = t * (SpringIntegrator.stepsPerSecond / Double(Self.stepsPerChunk))
        let rounder = 6_755_399_441_055_744.0
        let sum = chunks + rounder
        guard abs(chunks - (sum - rounder)) < 1e-6 / Double(Self.stepsPerChunk) else { return motion(between: t) }
        let nearest = Int(truncatingIfNeeded: sum.bitPattern & (1 << 51 - 1))
        return withUnsafeMutablePointers { header, motions in nearest < header.pointee.count ? motions[nearest] : nil }
    }

    /// ``motion(at:)`` between whole chunks: the steps from the chunk before, then the cubic to
    /// the next step. Out of line, so that reading a whole chunk stays small enough to be inlined
    /// into every frame.
    @usableFromInline @inline(never)
    func motion(between t: TimeInterval) -> SpringMotion? {
        withUnsafeMutablePointers { header, motions in
            let position = SpringIntegrator.stepPosition(at: t)
            let chunk = Int(position) / Self.stepsPerChunk
            guard chunk < header.pointee.count else { return nil }
            let (stiffness, drag) = (header.pointee.stiffness, header.pointee.drag)
            let dt = 1 / SpringIntegrator.stepsPerSecond
            return SpringMotion.motion(atStep: position, from: motions[chunk], at: chunk * Self.stepsPerChunk, dt: dt) { motion, _ in
                motion.stepped(stiffness: stiffness, drag: drag, dt: dt)
            }
        }
    }

    /// Whether the table is `spring`'s.
    func runs(_ spring: FluidSpringAnimation) -> Bool {
        parameters.response == spring.response && parameters.dampingFraction == spring.dampingFraction
    }
}
