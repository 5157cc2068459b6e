import Foundation
import Testing
@testable import KinemaAnimation
import KinemaTestSupport

/// Springs with the same parameters read one motion table, whenever they start, and a
/// `SpringMotionCache` shared over many animators (`setValue(…, sharing:)`) only saves the
/// look-up: each animator must present exactly what it presents alone.
@Suite("Shared spring motion")
struct SharedSpringMotionTests {
    /// Changes to seven animators, in time order: springs that share (same spring, same start)
    /// and springs that must not (another response, another start, a blend from an interrupted
    /// spring, a curve).
    static let changes: [(animator: Int, value: Double, animation: Animation, time: Double)] = [
        (0, 1, .bouncy, 0), (1, -40, .bouncy, 0), (2, 2, .smooth, 0), (4, 1, .bouncy, 0), (5, 7, .easeInOut, 0),
        (6, 100, .bouncy, 0), (3, 3, .bouncy, 0.05),
        (4, 5, .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.5), 0.1), (6, 50, .bouncy, 0.1),
    ]

    @Test("present what each animator presents alone, at whole and fractional steps")
    func sharedEqualsAlone() throws {
        var alone = Array(repeating: Animator(value: 0.0), count: 7)
        var together = alone
        var shared = SpringMotionCache()
        var time = 0.0
        var changes = Self.changes[...]
        for frame in 0..<120 {
            while let change = changes.first, change.time <= time {
                alone[change.animator].setValue(change.value, animation: change.animation, at: change.time)
                together[change.animator].setValue(change.value, animation: change.animation, completions: [],
                                                   at: change.time, environment: EnvironmentValues(), sharing: &shared)
                changes = changes.dropFirst()
            }
            time += frame.isMultiple(of: 3) ? 1.0 / 60 : 1.0 / 97
            for index in alone.indices { alone[index].update(to: time) }
            for index in together.indices { together[index].update(to: time, sharing: &shared) }
            #expect(together.map(\.presentedValue) == alone.map(\.presentedValue), "at \(time)")
            #expect(together.map(\.isAnimating) == alone.map(\.isAnimating))
            if frame == 10 {
                func source(_ index: Int) -> AnyObject? {
                    switch together[index].runs.last?.context.state.fluidSpring?.source {
                    case .table(let table): table
                    case .integrator(let integrator): integrator
                    case nil: nil
                    }
                }
                #expect(source(0) === source(1), "same spring, same start")
                #expect(source(0) !== source(2), "another spring")
                #expect(source(0) === source(3), "same spring, another start")
                #expect(source(6) === source(0), "merged later")
                #expect(source(4) is SpringIntegrator, "a blend steps by itself")
            }
        }
    }
}
