import Foundation
import Kinema
import Testing
import KinemaTestSupport

/// Steppers: the − and + buttons step the value within its range; bad ranges, steps and values
/// are reported and change nothing, or come back into the range.
@MainActor
struct StepperTests {
    /// A stepper of its own state, shown beside it.
    struct Counter<V: Strideable & CustomStringConvertible>: View {
        @State var value: V
        let bounds: ClosedRange<V>
        let step: V.Stride

        var body: some View {
            VStack {
                Stepper("Count", value: $value, in: bounds, step: step)
                Text(value.description).accessibilityIdentifier("value")
            }
        }
    }

    private func value(_ host: HeadlessHost) -> String? {
        host.displayList.items(identifiedAs: "value").compactMap { if case .text(let text) = $0.content { text.string } else { nil } }.first
    }

    private func button(_ name: String, in host: HeadlessHost) throws -> DisplayList.FlatItem {
        try #require(host.displayList.flattened.first { if case .symbol(let symbol) = $0.content { symbol.name == name } else { false } })
    }

    @discardableResult
    private func tap(_ name: String, in host: HeadlessHost) throws -> Bool {
        let frame = try button(name, in: host).presentedFrame
        return host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test func theButtonsStepTheValueWithinTheRange() throws {
        let host = HeadlessHost(Counter(value: 1, bounds: 0...4, step: 2), size: CGSize(width: 300, height: 120))
        try tap("plus", in: host)
        #expect(value(host) == "3")
        try tap("plus", in: host)
        #expect(value(host) == "4", "clamped to the upper bound")
        let disabled = try button("plus", in: host)
        #expect(disabled.color != Color.primary.resolve(in: EnvironmentValues()), "greyed out at the end of the range")
        try tap("plus", in: host)
        #expect(value(host) == "4")
        for _ in 0..<3 { try tap("minus", in: host) }
        #expect(value(host) == "0", "and to the lower bound")
        #expect(try button("plus", in: host).frame.maxX <= 300)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func closuresRunForEachButtonAndEditingIsReported() throws {
        var log: [String] = []
        let host = HeadlessHost(
            Stepper("Log", onIncrement: { log.append("+") }, onDecrement: nil, onEditingChanged: { log.append($0 ? "begin" : "end") }),
            size: CGSize(width: 300, height: 100))
        try tap("plus", in: host)
        try tap("minus", in: host)
        #expect(log == ["begin", "+", "end"], "a nil action greys its button out")
    }

    @Test func hiddenLabelsLeaveTheButtonsAlone() throws {
        let host = HeadlessHost(Stepper("Hidden", value: .constant(1), in: 0...2).labelsHidden(), size: CGSize(width: 300, height: 100))
        #expect(!host.displayList.flattened.contains { if case .text = $0.content { true } else { false } })
        let minus = try button("minus", in: host).presentedFrame, plus = try button("plus", in: host).presentedFrame
        #expect(abs((minus.minX + plus.maxX) / 2 - 150) < 1, "centred, as wide as the buttons")
    }

    @Test func aRangeThatHoldsNoValueIsReportedAndChangesNothing() throws {
        let host = HeadlessHost(Counter(value: 1.0, bounds: uncheckedRange(Double.nan, 5), step: 1),
                                size: CGSize(width: 300, height: 120))
        try tap("plus", in: host)
        #expect(value(host) == "1.0")
        #expect(host.diagnostics.map(\.kind) == [.invalidValue])
        let inverted = HeadlessHost(Counter(value: 1, bounds: uncheckedRange(5, 0), step: 1),
                                    size: CGSize(width: 300, height: 120))
        try tap("minus", in: inverted)
        #expect(value(inverted) == "1")
        #expect(inverted.diagnostics.count == 1)
    }

    @Test func aRangeOfOneValueGreysOutBothButtons() throws {
        let host = HeadlessHost(Counter(value: 3, bounds: 3...3, step: 1), size: CGSize(width: 300, height: 120))
        let grey = try button("plus", in: host).color
        #expect(try button("minus", in: host).color == grey)
        #expect(grey != Color.primary.resolve(in: EnvironmentValues()))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aStepThatIsNotPositiveIsReportedAndChangesNothing() throws {
        let host = HeadlessHost(Counter(value: 1, bounds: 0...5, step: 0), size: CGSize(width: 300, height: 120))
        try tap("plus", in: host)
        #expect(value(host) == "1")
        #expect(host.diagnostics.first?.message.contains("step") == true)
    }

    @Test func aValueThatIsNotANumberComesBackToTheRange() throws {
        let host = HeadlessHost(Counter(value: Double.nan, bounds: 2...5, step: 1), size: CGSize(width: 300, height: 120))
        #expect(host.diagnostics.map(\.kind) == [.invalidValue])
        try tap("plus", in: host)
        #expect(value(host) == "2.0")
    }
}
