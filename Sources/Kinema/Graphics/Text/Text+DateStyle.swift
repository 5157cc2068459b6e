import Foundation

extension Text {
    /// How `Text(_:style:)` writes a date, as iOS writes it in English: a time or a date, or the
    /// time from or to now, kept up to date as the clock runs.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time: "3:05 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "November 28, 2026".
        public static let date = DateStyle(kind: .date)
        /// How long from or until now: "2 min, 5 sec".
        public static let relative = DateStyle(kind: .relative)
        /// How far from now, signed: "+2 min, 5 sec", "-5 sec".
        public static let offset = DateStyle(kind: .offset)
        /// A count of the time from or until now: "2:05", "1:02:05".
        public static let timer = DateStyle(kind: .timer)

        /// Whether the text changes as the clock runs.
        var isLive: Bool { kind == .relative || kind == .offset || kind == .timer }

        /// The text for `date` when it is `now`. A date to come counts whole seconds up (a
        /// countdown shows 3 until 3 seconds are left), a date gone by counts them down, so the
        /// text changes as each whole second is reached.
        func string(for date: Date, now: Date) -> String {
            let ahead = date.timeIntervalSince(now)
            let seconds = ahead > 0 ? Int(ahead.rounded(.up)) : Int((-ahead).rounded(.down))
            switch kind {
            case .time: return Self.format(date, "h:mm a")
            case .date: return Self.format(date, "MMMM d, yyyy")
            case .relative: return Self.components(seconds)
            case .offset: return (ahead > 0 ? "+" : "-") + Self.components(seconds)
            case .timer:
                let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
            }
        }

        /// The largest unit of a duration and, when not zero, the next one, as iOS abbreviates
        /// them: "1 hr, 5 min", "2 min", "0 sec".
        private static func components(_ total: Int) -> String {
            let units = [(86_400, "day", "days"), (3600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec")]
            guard let first = units.firstIndex(where: { total >= $0.0 }) else { return "0 sec" }
            func part(_ index: Int, _ count: Int) -> String { "\(count) \(count == 1 ? units[index].1 : units[index].2)" }
            let count = total / units[first].0
            var text = part(first, count)
            if first + 1 < units.count {
                let next = total % units[first].0 / units[first + 1].0
                if next > 0 { text += ", " + part(first + 1, next) }
            }
            return text
        }

        private static func format(_ date: Date, _ pattern: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = pattern
            return formatter.string(from: date)
        }
    }

    /// Text showing a date in a style; the relative, offset and timer styles follow the clock.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: "")
        dateSource = DateSource(date: date, style: style)
    }

    /// A date and its style, written when the text is shown.
    struct DateSource: Equatable, Sendable {
        let date: Date
        let style: DateStyle
    }
}
