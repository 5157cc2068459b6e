import Foundation
import Kinema
import Testing

/// `onGeometryChange(for:of:action:)` reports values read from a view's geometry as it moves.
@MainActor
struct GeometryChangeTests {
    final class Log {
        var values: [CGFloat] = []
        var changes: [(CGFloat, CGFloat)] = []
    }

    @Test func aValueIsReportedFirstAndOnEachChange() {
        let log = Log()
        let host = HeadlessHost(
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 100)
                    Rectangle().frame(height: 50)
                        .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }) { log.values.append($0) }
                        .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }) { old, new in log.changes.append((old, new)) }
                    Color.clear.frame(height: 1000)
                }
            },
            size: CGSize(width: 200, height: 300))
        #expect(log.values == [100])
        #expect(log.changes.isEmpty, "the two-value form runs on changes only")
        host.scroll(by: CGSize(width: 0, height: 30))
        #expect(log.values == [100, 70])
        #expect(log.changes.map(\.0) == [100] && log.changes.map(\.1) == [70])
        host.scroll(by: CGSize(width: 0, height: 0))
        #expect(log.values.count == 2, "no change, no report")
    }
}
