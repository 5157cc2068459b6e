import Foundation
import PropertyBased
import Testing
@testable import KinemaAnimation

/// A spring without blend reads its motion from a table of whole 60 Hz chunks, shared by every
/// spring with its parameters; the numbers must be those of stepping the spring from its start.
@Suite("Spring motion tables")
struct SpringMotionTableTests {
    static let dt = 1 / SpringIntegrator.stepsPerSecond

    /// The motion after `steps` single steps from the start.
    static func stepped(_ table: SpringMotionTable, steps: Int) -> SpringMotion {
        let parameters = table.parameters
        var motion = SpringMotion.identity
        for _ in 0..<steps { motion = motion.stepped(stiffness: parameters.stiffness, drag: parameters.drag, dt: dt) }
        return motion
    }

    static func isClose(_ a: SpringMotion, _ b: SpringMotion) -> Bool {
        let pairs = [(a.offsetFromOffset, b.offsetFromOffset), (a.offsetFromVelocity, b.offsetFromVelocity),
                     (a.velocityFromOffset, b.velocityFromOffset), (a.velocityFromVelocity, b.velocityFromVelocity)]
        return pairs.allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
    }

    @Test("every step, whole chunk or not, is the spring stepped from its start", arguments: [
        (response: 0.5, dampingFraction: 1.0), (0.3, 0.4), (1.2, 0.15), (0.05, 0.8),
    ])
    func matchesStepping(response: Double, dampingFraction: Double) throws {
        let table = SpringMotionTable.table(for: FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: 0))
        let end = table.parameters.count * SpringMotionTable.stepsPerChunk
        for step in 0..<min(400, end) {
            let motion = try #require(table.motion(at: Double(step) * Self.dt))
            #expect(Self.isClose(motion, Self.stepped(table, steps: step)), "step \(step)")
        }
        #expect(table.motion(at: Double(end) * Self.dt) == nil, "past the end")
    }

    @Test("random springs at random times, whole steps or between them, match stepping from the start")
    func randomTimes() async {
        let input = zip(Gen.double(in: 0.05...3), Gen.double(in: 0...1.5), Gen.double(in: 0...25).array(of: 1...8))
        await propertyCheck(count: 60, input: input) { response, dampingFraction, times in
            let table = SpringMotionTable.table(
                for: FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: 0))
            var cache = SpringMotionCache()
            var state = FluidSpringState<Double>(
                spring: FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: 0),
                position: 1, velocity: 0, blendingFrom: nil, sharing: &cache)
            for time in times {
                let position = SpringIntegrator.stepPosition(at: time)
                let whole = Int(position)
                var reference = Self.stepped(table, steps: whole)
                let fraction = position - Double(whole)
                if fraction > 1e-9 {
                    let next = reference.stepped(stiffness: table.parameters.stiffness, drag: table.parameters.drag, dt: Self.dt)
                    reference = reference.hermite(to: next, amount: fraction, dt: Self.dt)
                }
                let motion = state.motion(at: time)
                // At rest once the motion has died away: the reference is below 10⁻¹² there too.
                #expect(Self.isClose(motion, reference) || (motion.largestEntry == 0 && reference.largestEntry < 1e-9),
                        "response \(response), damping \(dampingFraction), at \(time)")
            }
        }
    }

    @Test("the motion at a time does not depend on the times asked before it")
    func independentOfOrder() throws {
        let table = SpringMotionTable.table(for: FluidSpringAnimation(response: 0.4, dampingFraction: 0.7, blendDuration: 0))
        let times = (0..<200).map { Double($0) / 97 }
        let inOrder = times.map { table.motion(at: $0).map { [$0.offsetFromOffset, $0.velocityFromVelocity] } }
        let reversed = times.reversed().map { table.motion(at: $0).map { [$0.offsetFromOffset, $0.velocityFromVelocity] } }
        #expect(inOrder == Array(reversed.reversed()))
    }

    @Test("springs with the same parameters share one table; others have their own")
    func registry() {
        let smooth = FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0)
        #expect(SpringMotionTable.table(for: smooth) === SpringMotionTable.table(for: smooth))
        let other = FluidSpringAnimation(response: 0.5, dampingFraction: 0.9, blendDuration: 0)
        #expect(SpringMotionTable.table(for: smooth) !== SpringMotionTable.table(for: other))
        // Past the registry's limit, springs still get right tables.
        for index in 0..<(SpringMotionTable.registryLimit + 5) {
            let spring = FluidSpringAnimation(response: 0.2 + Double(index) / 100, dampingFraction: 0.5, blendDuration: 0)
            #expect(SpringMotionTable.table(for: spring).runs(spring))
        }
    }

    @Test("a segment ends once its motion has died away, and holds at most ten seconds")
    func length() {
        let smooth = SpringMotionTable.table(for: FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0))
        #expect(smooth.parameters.count < 300, "a critically damped spring dies away within 5 s")
        #expect(smooth.parameters.diesAway)
        let (motion, segment) = smooth.motion(outside: 20)
        #expect(motion.largestEntry == 0 && segment == nil, "at rest after it has died away")
        let undamped = SpringMotionTable.table(for: FluidSpringAnimation(response: 1, dampingFraction: 0, blendDuration: 0))
        #expect(undamped.parameters.count == SpringMotionTable.chunksPerSegment)
        #expect(!undamped.parameters.diesAway)
        #expect(undamped.motion(at: 10) == nil, "the next segment's")
    }

    @Test("an undamped spring runs on through later segments, on the same path, and back")
    func continuesPastTheFirstSegment() throws {
        var animator = Animator(value: 0.0)
        let spring = Animation.spring(response: 1, dampingFraction: 0)
        animator.setValue(1, animation: spring, at: 0)
        let first = SpringMotionTable.table(for: FluidSpringAnimation(response: 1, dampingFraction: 0, blendDuration: 0))
        var reference = SpringMotion.identity
        for frame in 0...(2 * SpringMotionTable.chunksPerSegment + 60) {
            let time = Double(frame) / 60
            animator.update(to: time)
            #expect(abs(animator.presentedValue - (1 - reference.offsetFromOffset)) < 1e-9, "at \(time)")
            for _ in 0..<SpringMotionTable.stepsPerChunk {
                reference = reference.stepped(stiffness: first.parameters.stiffness, drag: first.parameters.drag, dt: Self.dt)
            }
        }
        #expect(animator.isAnimating)
        guard case .table(let segment) = animator.runs.last?.context.state.fluidSpring?.source else {
            Issue.record("a spring without blend reads tables")
            return
        }
        #expect(segment.parameters.firstChunk == 2 * SpringMotionTable.chunksPerSegment, "the third segment")
        // Asked for a time in the first segment, it answers from there.
        var fresh = Animator(value: 0.0)
        fresh.setValue(1, animation: spring, at: 0)
        fresh.update(to: 0.5)
        #expect(animator.velocity(at: 1) == fresh.velocity(at: 1))
        #expect(animator.velocity(at: 1) != 0)
    }
}
