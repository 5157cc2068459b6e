import Foundation
import Kinema
import Testing

/// Each effect's motion, at chosen times on the virtual clock after the value changes: the
/// numbers the README's Behaviour section gives.
@MainActor
struct SymbolEffectMotionTests {
    /// A host whose symbol has just been told to play `effect`.
    private func played(_ effect: some DiscreteSymbolEffect & SymbolEffect) -> HeadlessHost {
        let host = HeadlessHost(symbol: tappedSymbol(effect))
        host.tapMiddle()
        return host
    }

    /// The symbol `seconds` after the effect started (the host's clock starts at 0).
    private func at(_ seconds: TimeInterval, _ host: HeadlessHost) throws -> DisplayList.FlatItem {
        host.advance(by: seconds - host.time)
        return try #require(host.symbol())
    }

    @Test func bounceGrowsTo1Point2ThenSpringsBack() throws {
        let host = played(.bounce)
        #expect(try at(0, host).scale == 1)
        #expect(abs(try at(0.075, host).scale - (1 + 0.2 * UnitCurve.easeOut.value(at: 0.5))) < 1e-9, "easing out")
        #expect(abs(try at(0.15, host).scale - 1.2) < 1e-9)
        let spring = host.samples(for: 0.35) { $0.scale }
        #expect(spring.min()! < 0.99, "a spring with a bounce of 0.5 goes past 1: \(spring.min()!)")
        #expect(abs(try at(2, host).scale - 1) < 1e-3)
        let settled = try at(2, host)
        #expect(settled.rotation == 0 && settled.opacity == 1)
    }

    @Test func bounceDownShrinksTo0Point8() throws {
        let host = played(.bounce.down)
        #expect(abs(try at(0.15, host).scale - 0.8) < 1e-9)
        #expect(abs(try at(2, host).scale - 1) < 1e-3)
    }

    @Test func theScaleIsAboutTheSymbolsCentre() throws {
        let host = played(.bounce.up.byLayer)
        let symbol = try at(0.15, host)
        #expect(abs(symbol.presentedFrame.midX - symbol.frame.midX) < 1e-9)
        #expect(abs(symbol.presentedFrame.width - symbol.frame.width * 1.2) < 1e-9)
    }

    @Test func pulseFadesTo30PercentAndBackInASecond() throws {
        let host = played(.pulse)
        #expect(abs(try at(0.25, host).opacity - 0.65) < 1e-9, "half way down, easing in and out")
        #expect(abs(try at(0.5, host).opacity - 0.3) < 1e-9)
        #expect(abs(try at(1, host).opacity - 1) < 1e-9)
        #expect(try at(1, host).scale == 1)
    }

    @Test func wiggleTurns10DegreesEachWayFourTimes() throws {
        let host = played(.wiggle)
        for (time, angle) in [(0.12, 10.0), (0.24, -10), (0.36, 10), (0.48, -10), (0.6, 0)] {
            #expect(abs(try at(time, host).rotation - angle) < 1e-9, "at \(time) s")
        }
        let counter = played(.wiggle.counterClockwise)
        #expect(abs(try at(0.12, counter).rotation + 10) < 1e-9)
    }

    @Test func wiggleAlongAnAxisMoves10PercentOfTheSymbol() throws {
        let side = 21.0
        for (effect, first) in [(WiggleSymbolEffect.wiggle.left, CGSize(width: -0.1, height: 0)), (.wiggle.right, CGSize(width: 0.1, height: 0)),
                                (.wiggle.up, CGSize(width: 0, height: -0.1)), (.wiggle.down, CGSize(width: 0, height: 0.1)),
                                (.wiggle.forward, CGSize(width: 0.1, height: 0)), (.wiggle.backward, CGSize(width: -0.1, height: 0)),
                                (.wiggle.custom(angle: 90), CGSize(width: 0, height: 0.1)),
                                (.wiggle.custom(angle: .degrees(180)), CGSize(width: -0.1, height: 0))] {
            let host = played(effect)
            let offset = try at(0.12, host).offset
            #expect(abs(offset.width - first.width * side) < 1e-9 && abs(offset.height - first.height * side) < 1e-9,
                    "\(effect.configuration): \(offset)")
            #expect(abs(try at(0.24, host).offset.width + first.width * side) < 1e-9, "then the other way")
            let end = try at(0.6, host).offset
            #expect(abs(end.width) < 1e-9 && abs(end.height) < 1e-9)
        }
    }

    @Test func rotateMakesAFullTurnInASecond() throws {
        let host = played(.rotate)
        #expect(abs(try at(0.25, host).rotation - 360 * UnitCurve.easeInOut.value(at: 0.25)) < 1e-9)
        #expect(abs(try at(0.5, host).rotation - 180) < 1e-6)
        let turned = try at(1, host)
        #expect(abs(turned.rotation) < 1e-9 && abs(turned.scale - 1) < 1e-9, "a full turn, then none")
        let counter = played(.rotate.counterClockwise)
        #expect(abs(try at(0.25, counter).rotation + 360 * UnitCurve.easeInOut.value(at: 0.25)) < 1e-9)
    }

    @Test func breatheGrowsTo1Point1AndBackIn1Point6Seconds() throws {
        let host = played(.breathe)
        #expect(abs(try at(0.8, host).scale - 1.1) < 1e-9)
        #expect(try at(0.8, host).opacity == 1, "plain")
        #expect(abs(try at(1.6, host).scale - 1) < 1e-9)
        let pulsing = played(.breathe.pulse)
        #expect(abs(try at(0.8, pulsing).opacity - 0.6) < 1e-9)
    }

    @Test func variableColorIterativeFlashesOncePerLayer() throws {
        let host = played(.variableColor)
        let levels = try [0.2, 0.4, 0.6, 0.8, 1.0, 1.2].map { try at($0, host).opacity }
        for (level, expected) in zip(levels, [0.3, 1, 0.3, 1, 0.3, 1]) { #expect(abs(level - expected) < 1e-9, "\(levels)") }
    }

    @Test func variableColorCumulativeRisesAThirdAtATime() throws {
        let host = played(.variableColor.cumulative)
        let levels = try [0.2, 0.4, 0.6, 0.8].map { try at($0, host).opacity }
        for (level, expected) in zip(levels, [0.3, 0.3 + 0.7 / 3, 0.3 + 1.4 / 3, 1]) { #expect(abs(level - expected) < 1e-9, "\(levels)") }
        let hidden = played(.variableColor.cumulative.hideInactiveLayers)
        #expect(abs(try at(0.2, hidden).opacity) < 1e-9)
        #expect(abs(try at(0.4, hidden).opacity - 1.0 / 3) < 1e-9)
    }

    @Test func variableColorReversingPlaysEveryOtherRepeatBackwards() throws {
        let host = HeadlessHost(symbol: toggledSymbol(.variableColor.cumulative.reversing))
        let forwards = try [0.2, 0.4, 0.6, 0.8].map { try at($0, host).opacity }
        let backwards = try [1.0, 1.2, 1.4, 1.6].map { try at($0, host).opacity }
        for (level, expected) in zip(forwards + backwards, [0.3, 0.3 + 0.7 / 3, 0.3 + 1.4 / 3, 1, 1, 0.3 + 1.4 / 3, 0.3 + 0.7 / 3, 0.3]) {
            #expect(abs(level - expected) < 1e-9, "\(forwards + backwards)")
        }
        #expect(abs(try at(2.4, host).opacity - 1) < 1e-9, "forwards again")
    }

    @Test func scaleUpHoldsWhileActiveAndSpringsBack() throws {
        let host = HeadlessHost(symbol: toggledSymbol(.scale.up))
        let rising = host.samples(for: 1) { $0.scale }
        #expect(rising.max()! > 1.2, "a spring with a bounce of 0.2 goes past 1.2")
        #expect(abs(rising.last! - 1.2) < 0.01)
        #expect(abs(try at(3, host).scale - 1.2) < 1e-3, "held")
        host.tapMiddle()
        #expect(abs(try at(4.5, host).scale - 1) < 1e-3)
        let down = HeadlessHost(symbol: toggledSymbol(.scale.down))
        #expect(abs(try at(2, down).scale - 0.8) < 1e-3)
    }

    @Test func speedScalesTheMotionsDurations() throws {
        let host = HeadlessHost(symbol: tappedSymbol(.pulse, options: .speed(2)))
        host.tapMiddle()
        #expect(abs(try at(0.25, host).opacity - 0.3) < 1e-9)
        #expect(abs(try at(0.5, host).opacity - 1) < 1e-9)
    }
}
