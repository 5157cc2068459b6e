import Foundation
import Synchronization
import Testing
@testable import KinemaRender

/// The renderer's own threads draw every band after the first, each frame, and end with it.
@Suite("Band workers")
struct BandWorkersTests {
    @Test func everyBandRunsOnceAFrameAndTheFirstOnTheCaller() {
        let workers = BandWorkers(count: 3)
        let caller = UInt(bitPattern: Int(pthread_self()))
        for _ in 0..<100 {
            let ran = Mutex<[Int: UInt]>([:])
            workers.run { band in
                ran.withLock { $0[band] = UInt(bitPattern: Int(pthread_self())) }
            }
            let threads = ran.withLock { $0 }
            #expect(threads.keys.sorted() == [0, 1, 2, 3])
            #expect(threads[0] == caller)
            #expect(Set(threads.values).count == 4, "each band on a thread of its own")
        }
        workers.stop()
    }
}
