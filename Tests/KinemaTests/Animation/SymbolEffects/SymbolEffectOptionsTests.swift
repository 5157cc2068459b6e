import Foundation
import Kinema
import Testing

/// `SymbolEffectOptions`, and effects given values they cannot use: each plays a defined motion
/// (or none) with a diagnostic, and nothing hangs.
@MainActor
struct SymbolEffectOptionsTests {
    @Test func theOptionsCompose() {
        #expect(SymbolEffectOptions.default == .default)
        #expect(SymbolEffectOptions.repeating == .default.repeating)
        #expect(SymbolEffectOptions.repeating == .repeat(.continuous))
        #expect(SymbolEffectOptions.nonRepeating == .repeat(1))
        #expect(SymbolEffectOptions.speed(2).repeat(3) == .repeat(3).speed(2))
        #expect(SymbolEffectOptions.repeat(3) != .repeat(.periodic(3)))
        #expect(SymbolEffectOptions.repeat(nil) == .default)
    }

    @Test func aRepeatCountBelowOnePlaysNothing() {
        for count in [0, -2] {
            let host = HeadlessHost(symbol: tappedSymbol(.bounce, options: .repeat(count)))
            host.tapMiddle()
            #expect(host.samples(for: 1) { $0.scale }.allSatisfy { $0 == 1 })
            #expect(host.diagnostics.contains { $0.kind == .invalidValue && $0.message.contains("repeat count \(count)") })
        }
        let periodic = HeadlessHost(symbol: toggledSymbol(.pulse, options: .repeat(.periodic(0))))
        #expect(periodic.samples(for: 1) { $0.opacity }.allSatisfy { $0 == 1 })
        #expect(periodic.diagnostics.count == 1)
    }

    @Test func aSpeedThatIsNotAPositiveNumberCountsAsOne() throws {
        for speed in [Double.nan, .infinity, -1, 0] {
            let host = HeadlessHost(symbol: tappedSymbol(.pulse, options: .speed(speed)))
            host.tapMiddle()
            host.advance(by: 0.5)
            #expect(abs(try #require(host.symbol()).opacity - 0.3) < 1e-9, "speed \(speed) plays at speed 1")
            #expect(host.diagnostics.contains { $0.kind == .invalidValue && $0.message.contains("speed") }, "\(speed)")
        }
    }

    @Test func extremeSpeedsAreClamped() throws {
        let fast = HeadlessHost(symbol: tappedSymbol(.pulse, options: .speed(1e12)))
        fast.tapMiddle()
        fast.advance(by: 0.005)
        #expect(abs(try #require(fast.symbol()).opacity - 0.3) < 1e-9, "100 times as fast: 5 ms down")
        let slow = HeadlessHost(symbol: tappedSymbol(.pulse, options: .speed(1e-12)))
        slow.tapMiddle()
        slow.advance(by: 50)
        #expect(abs(try #require(slow.symbol()).opacity - 0.3) < 1e-9, "a hundredth as fast: 50 s down")
        #expect(fast.diagnostics.isEmpty && slow.diagnostics.isEmpty)
    }

    @Test func aBadDelayCountsAsZero() throws {
        for delay in [-1, Double.nan, .infinity] {
            let host = HeadlessHost(symbol: toggledSymbol(.pulse, options: .repeat(.periodic(delay: delay))))
            #expect(host.samples(for: 2.5) { $0.opacity }.crossings(below: 0.4) == 3, "one play after another")
            #expect(host.diagnostics.contains { $0.message.contains("delay") })
        }
    }

    @Test func aWiggleAngleThatIsNotANumberMovesRight() throws {
        let host = HeadlessHost(symbol: tappedSymbol(.wiggle.custom(angle: .nan)))
        host.tapMiddle()
        host.advance(by: 0.12)
        let offset = try #require(host.symbol()).offset
        #expect(abs(offset.width - 2.1) < 1e-9 && abs(offset.height) < 1e-9)
        #expect(host.diagnostics.contains { $0.message.contains("custom(angle: nan)") })
    }

    @Test func aLongRepeatCountDoesNotHang() {
        let host = HeadlessHost(symbol: tappedSymbol(.rotate, options: .repeat(Int.max)))
        host.tapMiddle()
        host.advance(by: 3600.5)
        #expect(abs(abs(host.symbol()?.rotation ?? 0) - 180) < 1e-3, "half way through the 3601st turn")
        #expect(host.diagnostics.isEmpty)
    }
}
