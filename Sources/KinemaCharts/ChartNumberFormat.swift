/// Fixed-decimal number formatting for tick labels, free of Foundation and of
/// locale settings so rendered charts are identical everywhere.
enum ChartNumberFormat {
    /// `value` with exactly `decimals` fraction digits and a typographic minus
    /// sign; falls back to Swift's shortest representation when the value is
    /// too large for fixed notation.
    static func string(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "−∞" : "∞") }
        let decimals = min(max(decimals, 0), 12)
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (abs(value) * factor).rounded()
        guard scaled < 1e15 else {
            return value < 0 ? "−" + String(-value) : String(value)
        }
        let digits = UInt64(scaled)
        let divisor = UInt64(factor)
        var text = String(digits / divisor)
        if decimals > 0 {
            let fraction = String(digits % divisor)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        // Avoid "−0.0" for tiny negatives that round to zero.
        return value < 0 && digits != 0 ? "−" + text : text
    }
}
