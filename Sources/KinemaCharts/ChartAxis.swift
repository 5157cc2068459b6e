#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The numeric extent of one axis and its "nice" tick values (multiples of
/// 1, 2 or 5 × 10ⁿ), the way people label axes by hand.
struct ChartAxis: Equatable {
    /// The value at the start (left or bottom) of the plot.
    let lower: Double
    /// The value at the end (right or top) of the plot.
    let upper: Double
    /// Tick positions within `lower...upper`, ascending.
    let ticks: [Double]
    /// Decimal places that distinguish adjacent ticks.
    let decimals: Int

    /// Fits an axis to `values`.
    ///
    /// - Parameters:
    ///   - values: Data along this axis; non-finite values are ignored.
    ///   - fixed: A caller-chosen extent, used as is when finite.
    ///   - padding: Fraction of the data span added on both sides so lines
    ///     do not run along the frame.
    ///   - targetTickCount: Roughly how many ticks fit.
    init(fitting values: [Double], fixed: ClosedRange<Double>?, padding: Double, targetTickCount: Int) {
        var lower: Double
        var upper: Double
        if let fixed, fixed.lowerBound.isFinite, fixed.upperBound.isFinite, fixed.lowerBound < fixed.upperBound {
            (lower, upper) = (fixed.lowerBound, fixed.upperBound)
        } else {
            let finite = values.filter(\.isFinite)
            if let low = finite.min(), let high = finite.max() {
                (lower, upper) = Self.widenedIfFlat(low, high)
                let pad = (upper - lower) * padding
                if pad.isFinite, (lower - pad).isFinite, (upper + pad).isFinite {
                    lower -= pad
                    upper += pad
                }
            } else {
                (lower, upper) = (0, 1)
            }
        }
        self.init(lower: lower, upper: upper, targetTickCount: targetTickCount)
    }

    /// An axis over `lower...upper` with about `targetTickCount` ticks.
    init(lower: Double, upper: Double, targetTickCount: Int) {
        self.lower = lower
        self.upper = upper
        let span = upper - lower
        let step = Self.niceStep(near: span / Double(max(targetTickCount, 1)))
        guard span.isFinite, span > 0, let step, step > 0 else {
            // Spans too large (or small) for arithmetic: label just the ends.
            ticks = [lower, upper]
            decimals = 0
            return
        }
        var ticks: [Double] = []
        let first = (lower / step - 1e-9).rounded(.up)
        var index = 0.0
        while ticks.count <= 100 {
            var tick = (first + index) * step
            if tick > upper + step * 1e-9 { break }
            if abs(tick) < step * 1e-9 { tick = 0 }
            ticks.append(tick)
            index += 1
        }
        self.ticks = ticks.count > 100 ? [lower, upper] : ticks
        decimals = Self.decimals(for: step)
    }

    /// Where `value` falls along the axis: 0 at `lower`, 1 at `upper`.
    ///
    /// Halving first keeps the arithmetic finite for ranges near the limits of `Double`.
    func fraction(of value: Double) -> Double {
        let span = upper / 2 - lower / 2
        guard span > 0 else { return 0.5 }
        return (value / 2 - lower / 2) / span
    }

    /// Whether `value` lies within the axis extent.
    func contains(_ value: Double) -> Bool {
        value >= lower && value <= upper
    }

    /// The tick label for `value`.
    func label(for value: Double) -> String {
        ChartNumberFormat.string(value, decimals: decimals)
    }

    /// Expands a zero-width extent so a constant series sits mid-panel.
    static func widenedIfFlat(_ low: Double, _ high: Double) -> (Double, Double) {
        let magnitude = max(abs(low), abs(high))
        guard high - low <= magnitude * 1e-12 else { return (low, high) }
        let center = low / 2 + high / 2
        let half = center == 0 ? 1 : abs(center) * 0.1
        return (center - half, center + half)
    }

    /// The value of the form {1, 2, 5} × 10ⁿ closest (geometrically) to
    /// `raw`, as D3 picks tick steps: round steps beat hitting the target count.
    static func niceStep(near raw: Double) -> Double? {
        guard raw.isFinite, raw > 0 else { return nil }
        let magnitude = pow(10, floor(log10(raw)))
        guard magnitude.isFinite, magnitude > 0 else { return nil }
        let error = raw / magnitude
        let factor: Double = error >= 50.0.squareRoot() ? 10 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
        return factor * magnitude
    }

    /// The fewest decimals that show `step` exactly (0.2 → 1, 0.05 → 2).
    static func decimals(for step: Double) -> Int {
        var scaled = step
        for decimals in 0...12 {
            if abs(scaled - scaled.rounded()) <= 1e-6 * max(1, scaled) { return decimals }
            scaled *= 10
        }
        return 12
    }
}
