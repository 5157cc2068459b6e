import Foundation
import Kinema
import Testing

/// Bad keyframe durations and timeline steps are reported, one diagnostic each, not only
/// survived.
@MainActor
struct KeyframeBadInputTests {
    struct Bouncer: View {
        @State private var trigger = 0

        var body: some View {
            Circle().frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: 1.0, trigger: trigger) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(2.0, duration: .nan)
                    LinearKeyframe(1.5, duration: -1)
                    SpringKeyframe(1.0, duration: 0)
                    LinearKeyframe(1.2, duration: 0.3)
                }
                .onTapGesture { trigger += 1 }
                .accessibilityIdentifier("ball")
        }
    }

    @Test func eachBadKeyframeDurationAddsOneDiagnostic() throws {
        let host = HeadlessHost(Bouncer(), size: CGSize(width: 100, height: 100))
        try host.tap("ball")
        host.advance(by: 0.5)
        try host.tap("ball")
        host.advance(by: 0.5)
        let reports = host.diagnostics.filter { $0.message.contains("keyframe's duration") }
        #expect(reports.count == 3, "\(reports.map(\.message))")
        #expect(reports.contains { $0.message.contains("nan") } && reports.contains { $0.message.contains("-1.0") })
    }

    struct Ticker: View {
        let step: TimeInterval

        var body: some View {
            TimelineView(.periodic(from: .now, by: step)) { context in Text("\(context.date)") }
        }
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity])
    func aPeriodicStepThatIsNotPositiveAndFiniteIsReported(step: Double) {
        let host = HeadlessHost(Ticker(step: step), size: CGSize(width: 100, height: 100))
        host.advance(by: 1)
        #expect(host.diagnostics.filter { $0.message.contains(".periodic(from:by:)") }.count == 1)
    }
}
