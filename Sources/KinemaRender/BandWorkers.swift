import Dispatch
import Foundation

/// Threads of a renderer's own that draw the bands after the first, while the calling thread
/// draws the first.
///
/// Hand-written rather than `DispatchQueue.concurrentPerform`: that runs its iterations on the
/// process's shared pool, and when the pool's threads are busy (an app's own work, a server's
/// event loops) it runs them one after another on the caller, so a frame quietly takes twice
/// as long. These threads wait on a semaphore each and do nothing else.
final class BandWorkers: @unchecked Sendable {
    /// How many threads there are: one per band after the first.
    let count: Int
    private let starts: [DispatchSemaphore]
    private let finished = DispatchSemaphore(value: 0)
    // Written by the caller before it signals the threads, read by them after: the semaphores
    // order the accesses.
    private var work: ((Int) -> Void)?
    private var stopping = false

    /// Starts `count` threads.
    init(count: Int) {
        self.count = count
        starts = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        for index in 0..<count {
            let thread = Thread { [self] in loop(index) }
            thread.name = "kinema-band-\(index + 1)"
            thread.start()
        }
    }

    private func loop(_ index: Int) {
        while true {
            starts[index].wait()
            guard runWork(index + 1) else { break }
            finished.signal()
        }
        finished.signal()
    }

    /// Runs the work for band `band`; false when the threads are stopping. Its own function so
    /// that the thread lets go of the work before signalling: `run` checks it did not escape.
    private func runWork(_ band: Int) -> Bool {
        guard !stopping, let work else { return false }
        work(band)
        return true
    }

    /// Runs `body(0)` on the calling thread and `body(1)` … `body(count)` on the threads, and
    /// returns once all have returned.
    func run(_ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            work = body
            for start in starts { start.signal() }
            body(0)
            for _ in starts { finished.wait() }
            work = nil
        }
    }

    /// Ends the threads; called once, when the renderer goes.
    func stop() {
        stopping = true
        for start in starts { start.signal() }
        for _ in starts { finished.wait() }
    }
}
