import KinemaUserCode
import Testing

/// What keeps the wall clock in a user's file is named once, at its first line, by `check` and
/// `record`; what follows the virtual clock is not named.
struct OffClockUseTests {
    @Test func wallClockReadsAndBlockingSleepsAreFoundOnceEach() {
        let source = """
        import SwiftUI

        struct Stopwatch: View {
            @State private var start = ContinuousClock.now
            var body: some View {
                Text("\\(start)")
                    .onAppear {
                        let later = ContinuousClock().now
                        Thread.sleep(forTimeInterval: 0.1)
                        DispatchQueue.global().async { usleep(10) }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}
                        _ = Date()
                        Task { try? await Task.sleep(for: .seconds(1)) }
                        _ = CFAbsoluteTimeGetCurrent() + DispatchTime.now().uptimeNanoseconds
                    }
            }
        }
        """
        let uses = OffClockUse.find(in: source)
        #expect(uses.map(\.name) == ["ContinuousClock.now", "Thread.sleep", "DispatchQueue.global", "usleep",
                                     "CFAbsoluteTimeGetCurrent", "DispatchTime.now"])
        #expect(uses.first?.line == 4)
        #expect(SourceScanner.scan(source: source, path: "Stopwatch.swift").offClock == uses)
    }

    @Test func theReportNamesEachOnceAcrossFiles() {
        let first = CheckReport.FileResult(path: "/app/A.swift", compiles: true, missing: [], needsBrokenFiles: false,
                                           running: ["A"], failing: [:], offClock: [OffClockUse(name: "Thread.sleep", line: 7)])
        let second = CheckReport.FileResult(path: "/app/B.swift", compiles: true, missing: [], needsBrokenFiles: false,
                                            running: ["B"], failing: [:],
                                            offClock: [OffClockUse(name: "Thread.sleep", line: 2), OffClockUse(name: "DispatchTime.now", line: 9)])
        let lines = CheckReport(files: [first, second]).text(relativeTo: "/app").split(separator: "\n").filter { $0.hasPrefix("note:") }
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("note: A.swift:7: Thread.sleep blocks the thread"))
        #expect(lines[1].hasPrefix("note: B.swift:9: DispatchTime.now reads the wall clock"))
    }

    @Test func feedbackThatDoesNothingHereIsNotedOnce() {
        let source = """
        import SwiftUI

        struct Like: View {
            @State private var liked = false
            var body: some View {
                Image(systemName: "heart")
                    .sensoryFeedback(.success, trigger: liked)
                    .sensoryFeedback(.impact, trigger: liked)
                    .statusBar(hidden: true)
                    .onTapGesture { UIImpactFeedbackGenerator(style: .light).impactOccurred(); liked.toggle() }
            }
        }
        """
        let uses = OffClockUse.find(in: source)
        #expect(uses.map(\.name) == [".sensoryFeedback", ".statusBar(hidden:)", "UIImpactFeedbackGenerator"])
        #expect(uses.first?.line == 7)
        #expect(uses.first?.explanation == ".sensoryFeedback is accepted and has no effect: Kinema has no haptics or status bar to drive")
    }
}
