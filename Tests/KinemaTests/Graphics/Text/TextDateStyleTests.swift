import Foundation
import Kinema
import Testing

/// `Text(_:style:)` writes a date as iOS does, and the styles measured from now follow the clock.
@MainActor
struct TextDateStyleTests {
    func shown(_ host: HeadlessHost) -> [String] {
        host.displayList.flattened.compactMap { if case .text(let text) = $0.content { text.string } else { nil } }
    }

    @Test func theLiveStylesFollowTheVirtualClock() {
        let start = HeadlessHost.defaultStartDate
        let host = HeadlessHost(
            VStack {
                Text(start, style: .timer)
                Text(start.addingTimeInterval(-65), style: .relative)
                Text(start.addingTimeInterval(5), style: .offset)
            },
            size: CGSize(width: 300, height: 200))
        #expect(shown(host) == ["0:00", "1 min, 5 sec", "+5 sec"])
        host.advance(by: 2.5)
        #expect(shown(host) == ["0:02", "1 min, 7 sec", "+3 sec"], "a countdown shows the seconds still to go, rounded up")
        host.advance(by: 3600)
        #expect(shown(host) == ["1:00:02", "1 hr, 1 min", "-59 min, 57 sec"])
    }

    @Test func timeAndDateAreWrittenAsIOSWritesThemInEnglish() {
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour, components.minute) = (2026, 11, 28, 9, 41)
        let date = Calendar.current.date(from: components)!
        let host = HeadlessHost(VStack { Text(date, style: .time); Text(date, style: .date) }, size: CGSize(width: 300, height: 100))
        #expect(shown(host) == ["9:41 AM", "November 28, 2026"])
        #expect(!host.isAnimating, "a fixed date sets no timer")
    }
}
