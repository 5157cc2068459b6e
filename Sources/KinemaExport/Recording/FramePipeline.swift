import Foundation
import Kinema
import KinemaRender

/// Hands a recording's frames from the engine to a thread of their own, which draws and encodes
/// them while the engine computes the next: the engine, the raster (itself in bands on the
/// renderer's threads) and ffmpeg (a process of its own) all run at once.
///
/// At most ``capacity`` frames wait, so memory stays flat. A failure on the drawing thread stops
/// it, and the next ``submit(_:)`` or ``finish()`` throws it on the engine's thread.
final class FramePipeline: @unchecked Sendable {
    /// What the drawing thread needs of one frame: values only, so the engine can move on.
    struct Job: Sendable {
        let index: Int
        let time: Double
        let list: DisplayList
        let background: PixelColor
    }

    /// How many frames may wait: two keep the drawing thread busy without holding memory.
    static let capacity = 2

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [Job] = []
    private var closed = false
    private var done = false
    private var failure: (any Error)?

    /// Starts the drawing thread, which runs `draw` on each job in order.
    init(draw: @escaping @Sendable (Job) throws -> Void) {
        let thread = Thread { [self] in run(draw) }
        thread.name = "kinema-recording"
        thread.start()
    }

    private func run(_ draw: (Job) throws -> Void) {
        while true {
            condition.lock()
            while jobs.isEmpty && !closed { condition.wait() }
            guard let job = jobs.first, failure == nil else {
                done = true
                condition.broadcast()
                condition.unlock()
                return
            }
            condition.unlock()
            do {
                try draw(job)
                condition.lock()
                jobs.removeFirst()
            } catch {
                condition.lock()
                failure = error
                jobs.removeAll()
                closed = true
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Queues `job`, waiting while ``capacity`` frames wait; throws what stopped the drawing thread.
    func submit(_ job: Job) throws {
        condition.lock()
        defer { condition.unlock() }
        while jobs.count >= Self.capacity && failure == nil { condition.wait() }
        if let failure { throw failure }
        jobs.append(job)
        condition.broadcast()
    }

    /// Waits until every queued frame is drawn and the thread has ended; throws what stopped it.
    /// Called once, also after a failure on the engine's side, so the thread never outlives the
    /// recording.
    func finish() throws {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while !done { condition.wait() }
        if let failure { throw failure }
    }
}
