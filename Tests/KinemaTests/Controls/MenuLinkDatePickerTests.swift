import Foundation
import Kinema
import Testing

/// `Menu`, `Link` and `DatePicker` as Kinema draws them.
@MainActor
struct MenuLinkDatePickerTests {
    func texts(_ host: HeadlessHost) -> [String] {
        host.displayList.flattened.compactMap { if case .text(let text) = $0.content { text.string } else { nil } }
    }

    func frame(of string: String, in host: HeadlessHost) -> CGRect? {
        host.displayList.flattened.first { if case .text(let text) = $0.content { text.string == string } else { false } }?.presentedFrame
    }

    final class Log { var chosen: [String] = [] }

    @Test func aMenuShowsItsContentWhenTappedAndClosesOnAChoice() throws {
        let log = Log()
        let host = HeadlessHost(
            Menu("Sort") {
                Button("Name") { log.chosen.append("name") }
                Button("Date") { log.chosen.append("date") }
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding(20),
            size: CGSize(width: 300, height: 300))
        #expect(texts(host) == ["Sort"])
        let label = try #require(frame(of: "Sort", in: host))
        host.tap(at: CGPoint(x: label.midX, y: label.midY))
        host.advance(by: 1)
        #expect(texts(host) == ["Sort", "Name", "Date"])
        let date = try #require(frame(of: "Date", in: host))
        #expect(date.minY > label.maxY, "the panel opens under the label")
        host.tap(at: CGPoint(x: date.midX, y: date.midY))
        host.advance(by: 1)
        #expect(log.chosen == ["date"])
        #expect(texts(host) == ["Sort"], "a choice closes the menu")
    }

    @Test func aLinkIsATintedButtonThatOpensNothingAndSaysSo() throws {
        let host = HeadlessHost(Link("Apple", destination: URL(string: "https://apple.com")!), size: CGSize(width: 200, height: 100))
        let item = try #require(host.displayList.flattened.first { if case .text = $0.content { true } else { false } })
        guard case .text(let text) = item.content else { return }
        #expect(text.style.color == Color.accentColor.resolve(in: EnvironmentValues()))
        host.tap(at: CGPoint(x: item.presentedFrame.midX, y: item.presentedFrame.midY))
        #expect(host.diagnostics.contains { $0.kind == .externalURL && $0.message.contains("https://apple.com") })
    }

    @Test func aDatePickerShowsTheSelectionsDateAndTime() {
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour, components.minute) = (2026, 11, 28, 15, 5)
        let date = Calendar.current.date(from: components)!
        let host = HeadlessHost(
            VStack {
                DatePicker("Start", selection: .constant(date))
                DatePicker("Day", selection: .constant(date), displayedComponents: .date).datePickerStyle(.compact)
            },
            size: CGSize(width: 360, height: 200))
        #expect(texts(host) == ["Start", "Nov 28, 2026", "3:05 PM", "Day", "Nov 28, 2026"])
    }
}
