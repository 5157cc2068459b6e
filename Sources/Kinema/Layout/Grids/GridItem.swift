import Foundation

/// A column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``): its size, the space after it, and
/// how cells sit in it.
public struct GridItem: Sendable {
    /// How large a grid item is.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left, between a minimum and a maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` (at most `maximum`) as fit in its share of the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after the item, or nil for the default (8 points).
    public var spacing: CGFloat?
    /// How cells sit in the item, or nil for the grid's alignment.
    public var alignment: Alignment?

    /// A grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// Reports what is wrong with the lengths of a lazy grid's `items` and its `spacing`, if
    /// anything: lengths and spacings that are negative (they count as 0) or not finite (0, or
    /// for a spacing the default), and maxima below minima (they count as the minima).
    @MainActor
    static func report(_ items: [GridItem], spacing: CGFloat?, grid: String) {
        guard let problem = problem(in: items, spacing: spacing) else { return }
        ViewGraph.current?.report(KinemaDiagnostic(.invalidValue, "\(grid): \(problem)"))
    }

    private static func problem(in items: [GridItem], spacing: CGFloat?) -> String? {
        func bad(_ value: CGFloat?) -> Bool { value.map { $0.isNaN || $0 < 0 } ?? false }
        let problems = items.enumerated().compactMap { index, item -> String? in
            let size: Bool = switch item.size {
            case .fixed(let length): bad(length) || length.isInfinite
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                bad(minimum) || minimum.isInfinite || bad(maximum) || maximum < minimum
            }
            guard size || bad(item.spacing) || item.spacing?.isInfinite == true else { return nil }
            return "item \(index) (\(item.size), spacing \(item.spacing.map { "\($0)" } ?? "nil"))"
        }
        let spacingProblem = bad(spacing) || spacing?.isInfinite == true ? ["spacing \(spacing!)"] : []
        guard !problems.isEmpty || !spacingProblem.isEmpty else { return nil }
        return (problems + spacingProblem).joined(separator: "; ")
            + ": negative lengths count as 0, non-finite ones as 0 (a spacing as the default), a maximum below its minimum as the minimum"
    }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) that grid items make in a
/// length: SwiftUI's order — fixed items take their length, then the space left is shared
/// equally among the others, an adaptive item filling its share with as many tracks of its
/// minimum as fit.
struct GridTracks {
    struct Track {
        var length: CGFloat
        var spacing: CGFloat
        var alignment: Alignment?
    }

    let tracks: [Track]

    static let defaultSpacing: CGFloat = 8

    init(items: [GridItem], length: CGFloat) {
        let available = length.isFinite ? max(length, 0) : 0
        let spacings = items.map { Self.valid($0.spacing) ?? Self.defaultSpacing }
        let fixed = items.reduce(CGFloat(0)) { total, item in
            if case .fixed(let length) = item.size { total + (Self.valid(length) ?? 0) } else { total }
        }
        let flexibleCount = items.filter { if case .fixed = $0.size { false } else { true } }.count
        let gaps = spacings.dropLast().reduce(0, +)
        let share = flexibleCount == 0 ? 0 : max(available - fixed - gaps, 0) / CGFloat(flexibleCount)
        var tracks: [Track] = []
        for (item, spacing) in zip(items, spacings) {
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: Self.valid(length) ?? 0, spacing: spacing, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let (low, high) = Self.bounds(minimum, maximum)
                tracks.append(Track(length: min(max(share, low), high), spacing: spacing, alignment: item.alignment))
            case .adaptive(let minimum, let maximum):
                let (low, high) = Self.bounds(minimum, maximum)
                let count = max(Int(((share + spacing) / (max(low, 1) + spacing)).rounded(.down)), 1)
                let length = min(max((share - CGFloat(count - 1) * spacing) / CGFloat(count), low), high)
                tracks += Array(repeating: Track(length: length, spacing: spacing, alignment: item.alignment), count: count)
            }
        }
        self.tracks = tracks
    }

    /// A length that is a usable number, or nil.
    private static func valid(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return max(value, 0)
    }

    private static func bounds(_ minimum: CGFloat, _ maximum: CGFloat) -> (CGFloat, CGFloat) {
        let low = valid(minimum) ?? 0
        let high = maximum.isNaN ? .infinity : max(maximum, low)
        return (low, high)
    }
}
