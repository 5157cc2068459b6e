import Foundation
import Synchronization

/// The motion of a spring without blend at every whole chunk of ``stepsPerChunk`` integrator
/// steps from its start, over ten seconds of it: computed once per spring and read by every
/// animation running it, whenever it started.
///
/// Every step of such a spring is the same linear map, so the motion after `n` steps depends on
/// `n` alone: a frame reads the chunk at or before its step and takes the few steps left (none
/// at 60 Hz, where a frame is one chunk). Nothing in a table changes once it is made, so any
/// number of animators on any threads read it without locks, and it is the same numbers as
/// stepping from the start.
///
/// A spring's motion is kept in segments of ``chunksPerSegment`` chunks (ten seconds), each
/// made from the one before when a spring first runs that long. A segment ends early once the
/// motion has died away (every entry below 10⁻¹²): from there on the spring is at rest.
@usableFromInline
final class SpringMotionTable: ManagedBuffer<SpringMotionTable.Header, SpringMotion> {
    /// The steps of one 60 Hz frame.
    @inlinable static var stepsPerChunk: Int { 5 }
    /// The chunks of one segment: ten seconds.
    static let chunksPerSegment = 600
    /// Segments kept for springs to come; past this many the registry starts afresh (running
    /// springs keep theirs).
    static let registryLimit = 64

    /// What every chunk's motion was computed with, and which chunks the segment holds.
    @usableFromInline
    struct Header {
        @usableFromInline let stiffness: Double
        @usableFromInline let damping: Double
        /// One step's drag for `damping`: a division, so worth doing once, not every step.
        @usableFromInline let drag: Double
        /// The segment's first chunk, counted from the spring's start.
        @usableFromInline let firstChunk: Int
        @usableFromInline let count: Int
        /// Whether the motion died away within the segment, leaving the spring at rest after it.
        let diesAway: Bool
        @usableFromInline let response: Double
        let dampingFraction: Double
    }

    /// The first segment of `spring`'s motion.
    static func table(for spring: FluidSpringAnimation) -> SpringMotionTable {
        segment(0, response: spring.response, dampingFraction: spring.dampingFraction, after: nil)
    }

    /// The segment numbered `index` of the spring with these parameters, from the registry, or
    /// made and registered. `previous`, if given, is the segment before it.
    private static func segment(
        _ index: Int, response: Double, dampingFraction: Double, after previous: SpringMotionTable?
    ) -> SpringMotionTable {
        let key = Key(response: response, dampingFraction: dampingFraction, segment: index)
        if let entry = registry.withLock({ $0[key] }) { return entry.table }
        // Made outside the lock: two threads may make the same segment, and one of them is kept.
        let before = index == 0 ? nil
            : (previous ?? segment(index - 1, response: response, dampingFraction: dampingFraction, after: nil)).lastMotion
        let made = make(response: response, dampingFraction: dampingFraction, firstChunk: index * chunksPerSegment, after: before)
        return registry.withLock { tables in
            if let registered = tables[key] { return registered }
            if tables.count >= registryLimit { tables.removeAll() }
            tables[key] = Entry(table: made)
            return Entry(table: made)
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
        let segment: Int
    }

    private static let registry = Mutex<[Key: Entry]>([:])

    /// A segment starting at `firstChunk`, a chunk after the motion `last` (the previous
    /// segment's last one), or at the start when there is none.
    private static func make(response: Double, dampingFraction: Double, firstChunk: Int, after last: SpringMotion?) -> SpringMotionTable {
        let (stiffness, damping) = SpringIntegrator.coefficients(response: response, dampingFraction: dampingFraction)
        let dt = 1 / SpringIntegrator.stepsPerSecond
        let drag = SpringMotion.drag(damping: damping, dt: dt)
        var chunk = SpringMotion.identity
        for _ in 0..<stepsPerChunk { chunk = chunk.stepped(stiffness: stiffness, drag: drag, dt: dt) }
        var motions = [last.map(chunk.after) ?? .identity]
        while motions.count < chunksPerSegment, motions[motions.count - 1].largestEntry >= 1e-12 {
            motions.append(chunk.after(motions[motions.count - 1]))
        }
        let header = Header(
            stiffness: stiffness, damping: damping, drag: drag, firstChunk: firstChunk, count: motions.count,
            diesAway: motions[motions.count - 1].largestEntry < 1e-12, response: response, dampingFraction: dampingFraction)
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

    /// The motion at the segment's last chunk.
    var lastMotion: SpringMotion {
        withUnsafeMutablePointers { header, motions in motions[header.pointee.count - 1] }
    }

    /// The motion at time `t` since the start (from 0 to ``FluidSpringAnimation/maximumTime``),
    /// or nil outside the segment.
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
        return withUnsafeMutablePointers { header, motions in
            let index = nearest &- header.pointee.firstChunk
            return UInt(bitPattern: index) < UInt(header.pointee.count) ? motions[index] : nil
        }
    }

    /// ``motion(at:)`` between whole chunks: the steps from the chunk before, then the cubic to
    /// the next step. Out of line, so that reading a whole chunk stays small enough to be inlined
    /// into every frame.
    @usableFromInline @inline(never)
    func motion(between t: TimeInterval) -> SpringMotion? {
        withUnsafeMutablePointers { header, motions in
            let position = SpringIntegrator.stepPosition(at: t)
            let chunk = Int(position) / Self.stepsPerChunk
            let index = chunk - header.pointee.firstChunk
            guard index >= 0, index < header.pointee.count else { return nil }
            let (stiffness, drag) = (header.pointee.stiffness, header.pointee.drag)
            let dt = 1 / SpringIntegrator.stepsPerSecond
            return SpringMotion.motion(atStep: position, from: motions[index], at: chunk * Self.stepsPerChunk, dt: dt) { motion, _ in
                motion.stepped(stiffness: stiffness, drag: drag, dt: dt)
            }
        }
    }

    /// The motion at time `t` outside this segment, and the segment that holds it (nil once the
    /// spring is at rest: the motion then is zero).
    func motion(outside t: TimeInterval) -> (motion: SpringMotion, segment: SpringMotionTable?) {
        let chunk = Int(SpringIntegrator.stepPosition(at: t)) / Self.stepsPerChunk
        let index = chunk / Self.chunksPerSegment
        var segment = self
        while true {
            let parameters = segment.parameters
            if parameters.diesAway, chunk >= parameters.firstChunk + parameters.count { return (.zero, nil) }
            let current = parameters.firstChunk / Self.chunksPerSegment
            if current == index { return (segment.motion(at: t) ?? .zero, segment) }
            // The next segment is made from this one; an earlier one is found or made afresh.
            segment = Self.segment(index > current ? current + 1 : index, response: parameters.response,
                                   dampingFraction: parameters.dampingFraction, after: index > current ? segment : nil)
        }
    }

    /// Whether the table is `spring`'s.
    func runs(_ spring: FluidSpringAnimation) -> Bool {
        parameters.response == spring.response && parameters.dampingFraction == spring.dampingFraction
    }
}
