import Foundation

/// The tracking iOS gives the system font at each size, which Kinema gives its stand-in.
///
/// San Francisco is drawn with a size-specific tracking (Apple's Human Interface Guidelines
/// publish the table for SF Pro: tighter around body sizes, looser at display sizes). Inter,
/// drawn without it, set strings 5–6 % wider than iOS at 17 points in the fidelity benchmark
/// (FIDELITY.md); with SF Pro Text's tracking the widths measured there are within 3 %. Inter
/// Display, the cut drawn from 20 points, already matched SF Pro Display's widths there
/// without tracking (and came out 4 % narrower with it), so it is drawn as it is.
enum SystemFontTracking {
    /// Points added between characters (negative: removed) for text drawn in `family` (the
    /// family Pango is asked for) at `size`: SF Pro Text's for the system face below 20 points,
    /// interpolated between the table's sizes; none otherwise.
    static func points(family: String, size: Double) -> Double {
        family == "Inter" ? points(atSize: size) : 0
    }

    /// SF Pro's tracking at `size` points.
    static func points(atSize size: Double) -> Double {
        guard size.isFinite, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        let upper = table.firstIndex { $0.size >= size }!
        let (a, b) = (table[upper - 1], table[upper])
        return a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)
    }

    /// (size, tracking) in points, from the iOS table of Apple's Human Interface Guidelines
    /// (Typography, "Tracking values"), at the sizes where it turns.
    static let table: [(size: Double, tracking: Double)] = [
        (6, 0.24), (8, 0.21), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31),
        (17, -0.43), (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (26, 0.22), (28, 0.38),
        (29, 0.40), (34, 0.40), (36, 0.37), (44, 0.37), (48, 0.35), (56, 0.30), (64, 0.22), (72, 0.14), (80, 0),
    ]
}
