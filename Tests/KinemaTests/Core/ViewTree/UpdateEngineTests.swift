import Foundation
import Kinema
import Observation
import Testing

@Observable
final class Counter {
    var count = 0
    var other = 0
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = Color.gray
}

extension EnvironmentValues {
    fileprivate var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// The update engine: what is computed again, what keeps its identity, what flows down.
@MainActor
struct UpdateEngineTests {
    struct CountLabel: View {
        let counter: Counter
        var body: some View { Text("\(counter.count)").accessibilityIdentifier("label") }
    }

    struct Screen: View {
        let counter: Counter
        var body: some View {
            VStack {
                CountLabel(counter: counter)
                Rectangle().frame(width: 10, height: 10)
            }
        }
    }

    @Test func bodiesRunOnlyWhenSomethingTheyReadChanged() throws {
        let counter = Counter()
        let host = HeadlessHost(Screen(counter: counter))
        let initial = host.bodyEvaluationCount
        counter.other += 1
        host.update()
        #expect(host.bodyEvaluationCount == initial, "nothing read `other`")
        counter.count += 1
        host.update()
        #expect(host.bodyEvaluationCount == initial + 1, "only CountLabel's body runs again")
        guard case .text(let text) = try #require(host.displayList.items(identifiedAs: "label").first).content else {
            Issue.record("expected text")
            return
        }
        #expect(text.string == "1")
    }

    struct EffectRow: View {
        let counter: Counter
        var body: some View {
            Rectangle()
                .frame(width: 10, height: 10)
                .scaleEffect(counter.count == 0 ? 1 : 1.5)
                .opacity(counter.count == 0 ? 1 : 0.5)
                .offset(x: counter.count == 0 ? 0 : 20)
        }
    }

    @Test func builtInEffectsAnimateWithoutRunningBodies() throws {
        let counter = Counter()
        let host = HeadlessHost(VStack { ForEach(0..<100) { _ in EffectRow(counter: counter) } })
        withAnimation(.smooth) { counter.count = 1 }
        let bodies = host.bodyEvaluationCount
        for _ in 0..<10 {
            host.advance(by: 1.0 / 60)
            _ = host.displayList
        }
        #expect(host.isAnimating)
        #expect(host.bodyEvaluationCount == bodies, "frames run no body for built-in effects")
    }

    struct Toggler: View {
        var identifier = "toggle"
        @State var isOn = false
        var body: some View {
            Rectangle()
                .fill(isOn ? Color.green : Color.red)
                .frame(width: 20, height: 20)
                .accessibilityIdentifier(identifier)
                .onTapGesture { isOn.toggle() }
        }
    }

    struct IdentityScreen: View {
        let counter: Counter
        var body: some View {
            Toggler().id(counter.count)
        }
    }

    @Test func stateLivesAsLongAsTheIdentity() throws {
        let counter = Counter()
        let host = HeadlessHost(IdentityScreen(counter: counter))
        try host.tap("toggle")
        #expect(host.displayList.items(identifiedAs: "toggle")[0].color == Color.green.resolve(in: EnvironmentValues()))
        counter.other += 1
        host.update()
        #expect(host.displayList.items(identifiedAs: "toggle")[0].color == Color.green.resolve(in: EnvironmentValues()))
        counter.count += 1
        host.update()
        #expect(host.displayList.items(identifiedAs: "toggle")[0].color == Color.red.resolve(in: EnvironmentValues()),
                "a new id is a new view with new state")
    }

    struct Pet: Identifiable {
        let id: String
    }

    @Observable
    final class Ranking {
        var pets = [Pet(id: "cat"), Pet(id: "dog"), Pet(id: "fish")]
    }

    struct RankingScreen: View {
        let ranking: Ranking
        var body: some View {
            VStack(spacing: 10) {
                ForEach(ranking.pets) { pet in
                    Toggler(identifier: pet.id)
                }
            }
        }
    }

    @Test func forEachMovesViewsWithTheirStateAndAnimatesPositions() throws {
        let ranking = Ranking()
        let host = HeadlessHost(RankingScreen(ranking: ranking))
        try host.tap("fish")
        let fishTop = host.displayList.items(identifiedAs: "fish")[0].frame.minY
        let catTop = host.displayList.items(identifiedAs: "cat")[0].frame.minY
        withAnimation(.linear(duration: 1)) {
            ranking.pets = [Pet(id: "fish"), Pet(id: "cat"), Pet(id: "dog")]
        }
        host.advance(by: 0.5)
        let fish = host.displayList.items(identifiedAs: "fish")[0]
        #expect(fish.color == Color.green.resolve(in: EnvironmentValues()), "the fish keeps its state")
        #expect(abs(fish.frame.minY - (fishTop + (catTop - fishTop) / 2)) < 1e-9, "half way up")
        host.advance(by: 0.6)
        #expect(host.displayList.items(identifiedAs: "fish")[0].frame.minY == catTop)
    }

    /// Reads the counter only inside `ForEach`'s content closure, which runs after the body.
    struct ClosureReader: View {
        let counter: Counter
        var body: some View {
            VStack {
                ForEach(0..<3, id: \.self) { row in
                    Rectangle()
                        .frame(width: row == 1 ? CGFloat(10 + 10 * counter.count) : 10, height: 10)
                        .accessibilityIdentifier("bar-\(row)")
                }
            }
        }
    }

    @Test func forEachContentFollowsTheObservablePropertiesItReads() throws {
        let counter = Counter()
        let host = HeadlessHost(ClosureReader(counter: counter))
        let bodies = host.bodyEvaluationCount
        withAnimation(.linear(duration: 1)) { counter.count = 2 }
        host.advance(by: 0.5)
        #expect(host.displayList.items(identifiedAs: "bar-1")[0].frame.width == 20, "half way from 10 to 30")
        host.advance(by: 0.5)
        #expect(host.displayList.items(identifiedAs: "bar-1")[0].frame.width == 30)
        #expect(host.displayList.items(identifiedAs: "bar-0")[0].frame.width == 10)
        #expect(host.bodyEvaluationCount == bodies, "the content closure runs again, not the body")
        counter.other += 1
        host.update()
        #expect(host.displayList.items(identifiedAs: "bar-1")[0].frame.width == 30)
    }

    @Test func duplicateIdentifiersShowTheFirstAndReport() throws {
        struct Duplicates: View {
            var body: some View {
                VStack {
                    ForEach([1, 2, 1], id: \.self) { number in
                        Text("\(number)").accessibilityIdentifier("n")
                    }
                }
            }
        }
        let host = HeadlessHost(Duplicates())
        #expect(host.displayList.items(identifiedAs: "n").count == 2)
        #expect(host.diagnostics.contains { $0.kind == .duplicateIdentifier })
    }

    struct AccentReader: View {
        @Environment(\.accent) private var accent
        var body: some View {
            Rectangle().fill(accent).frame(width: 10, height: 10).accessibilityIdentifier("accent")
        }
    }

    struct AccentScreen: View {
        let counter: Counter
        var body: some View {
            AccentReader().environment(\.accent, counter.count == 0 ? Color.blue : Color.orange)
        }
    }

    @Test func environmentValuesFlowDownAndAnimateAtTheLeaf() throws {
        let counter = Counter()
        let host = HeadlessHost(AccentScreen(counter: counter))
        #expect(host.displayList.items(identifiedAs: "accent")[0].color == Color.blue.resolve(in: EnvironmentValues()))
        withAnimation(.linear(duration: 1)) { counter.count = 1 }
        host.advance(by: 0.5)
        let midway = try #require(host.displayList.items(identifiedAs: "accent")[0].color)
        #expect(midway != Color.blue.resolve(in: EnvironmentValues()) && midway != Color.orange.resolve(in: EnvironmentValues()))
        host.advance(by: 0.6)
        #expect(host.displayList.items(identifiedAs: "accent")[0].color == Color.orange.resolve(in: EnvironmentValues()))
    }

    /// The bodies computed, by view.
    final class BodyLog {
        var names: [String] = []
    }

    /// Reads the environment; its value never changes (equal to any other).
    struct AccentSample: View, Equatable {
        @Environment(\.accent) private var accent
        let log: BodyLog
        var body: some View {
            log.names.append("sample")
            return Rectangle().fill(accent).frame(width: 10, height: 10)
        }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
    }

    /// Reads nothing from the environment; its value never changes.
    struct Bystander: View, Equatable {
        let log: BodyLog
        var body: some View {
            log.names.append("bystander")
            return Rectangle().frame(width: 10, height: 10)
        }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
    }

    struct EnvironmentScreen: View {
        let counter: Counter
        let log: BodyLog
        var body: some View {
            VStack {
                AccentSample(log: log)
                Bystander(log: log)
            }
            .environment(\.accent, counter.count == 0 ? Color.blue : Color.orange)
        }
    }

    @Test func anEnvironmentChangeComputesOnlyTheBodiesThatReadIt() {
        let counter = Counter(), log = BodyLog()
        let host = HeadlessHost(EnvironmentScreen(counter: counter, log: log))
        #expect(log.names.sorted() == ["bystander", "sample"])
        log.names = []
        counter.count = 1
        host.update()
        #expect(log.names == ["sample"])
        log.names = []
        counter.other = 1
        host.update()
        #expect(log.names.isEmpty, "nothing the views read changed")
    }

    /// Shows the text a closure of an ancestor's makes; equal to any other, so only its
    /// environment changing can make it compute its body again.
    struct LabelHost: View, Equatable {
        let label: () -> String
        var body: some View {
            Text(label()).accessibilityIdentifier("label")
        }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
    }

    /// Hands its child a closure that reads its own environment when the child's body runs.
    struct AccentNamer: View {
        @Environment(\.accent) private var accent
        var body: some View {
            LabelHost { accent == Color.blue ? "blue" : "orange" }
        }
    }

    struct AccentNameScreen: View {
        let counter: Counter
        var body: some View {
            AccentNamer().environment(\.accent, counter.count == 0 ? Color.blue : Color.orange)
        }
    }

    @Test func anAncestorsEnvironmentReadInADescendantsBodyUpdatesIt() {
        let counter = Counter()
        let host = HeadlessHost(AccentNameScreen(counter: counter))
        func label() -> String? {
            guard case .text(let text)? = host.displayList.items(identifiedAs: "label").first?.content else { return nil }
            return text.string
        }
        #expect(label() == "blue")
        counter.count = 1
        host.update()
        #expect(label() == "orange")
    }

    /// Holds a model: the same model again is the same value (bit for bit, as SwiftUI compares).
    struct ItemLabel: View {
        let item: Counter
        var body: some View {
            Text("item \(item.count)").accessibilityIdentifier("item")
        }
    }

    struct TickingScreen: View {
        let ticker: Counter
        let item: Counter
        var body: some View {
            VStack {
                Text("tick \(ticker.count)")
                ItemLabel(item: item)
            }
        }
    }

    @Test func aChildGivenTheSameValueIsNotComputedAgain() {
        let ticker = Counter(), item = Counter()
        let host = HeadlessHost(TickingScreen(ticker: ticker, item: item))
        func label() -> String? {
            guard case .text(let text)? = host.displayList.items(identifiedAs: "item").first?.content else { return nil }
            return text.string
        }
        let bodies = host.bodyEvaluationCount
        for _ in 0..<3 {
            ticker.count += 1
            host.update()
        }
        #expect(host.bodyEvaluationCount == bodies + 3, "only the screen's body runs again")
        item.count = 7
        host.update()
        #expect(label() == "item 7", "the child still follows the model it reads")
        #expect(host.bodyEvaluationCount == bodies + 4)
    }

    struct BindingScreen: View {
        @State private var wide = false
        var body: some View {
            VStack {
                Rectangle().frame(width: wide ? 200 : 100, height: 20).accessibilityIdentifier("bar")
                Switch(isOn: $wide.animation(.linear(duration: 1)))
            }
        }
    }

    struct Switch: View {
        @Binding var isOn: Bool
        var body: some View {
            Circle().frame(width: 20, height: 20).accessibilityIdentifier("switch").onTapGesture { isOn.toggle() }
        }
    }

    @Test func bindingAnimationAnimatesWritesThroughIt() throws {
        let host = HeadlessHost(BindingScreen())
        try host.tap("switch")
        host.advance(by: 0.5)
        #expect(host.displayList.items(identifiedAs: "bar")[0].frame.width == 150)
    }

    struct CompletionScreen: View {
        @State private var on = false
        let log: (String) -> Void
        var body: some View {
            Rectangle()
                .frame(width: 10, height: 10)
                .offset(x: on ? 100 : 0)
                .accessibilityIdentifier("box")
                .onTapGesture {
                    var transaction = Transaction(animation: .smooth)
                    transaction.addAnimationCompletion(criteria: .removed) { log("removed") }
                    transaction.addAnimationCompletion { log("logical") }
                    withTransaction(transaction) { on.toggle() }
                }
        }
    }

    @Test func completionsFireOnceAtTheirCriteria() throws {
        var log: [(String, TimeInterval)] = []
        var host: HeadlessHost!
        host = HeadlessHost(CompletionScreen { log.append(($0, host.time)) })
        try host.tap("box")
        host.advance(to: 3, frameRate: 60)
        #expect(log.map(\.0) == ["logical", "removed"])
        #expect(abs(log[0].1 - 0.5) < 0.02, "a spring is logically complete after its response")
        #expect(log[1].1 > log[0].1)
    }

    @Test func completionWithoutAnimationFiresRightAway() throws {
        let counter = Counter()
        let host = HeadlessHost(Screen(counter: counter))
        var fired = 0
        withAnimation(.smooth) { counter.other += 1 } completion: { fired += 1 }
        #expect(fired == 1)
        host.advance(by: 1)
        #expect(fired == 1)
    }

    struct SlidingButton: View {
        @State private var moved = false
        @State private var taps = 0
        var body: some View {
            Rectangle()
                .frame(width: 40, height: 40)
                .offset(x: moved ? 200 : 0)
                .accessibilityIdentifier("slider")
                .onTapGesture {
                    taps += 1
                    withAnimation(.linear(duration: 1)) { moved = true }
                }
        }
    }

    @Test func tapsHitWhereTheViewIsPresented() throws {
        let host = HeadlessHost(SlidingButton(), size: CGSize(width: 400, height: 100))
        let start = host.displayList.items(identifiedAs: "slider")[0].presentedFrame
        #expect(host.tap(at: CGPoint(x: start.midX, y: start.midY)))
        host.advance(by: 0.5)
        let halfway = host.displayList.items(identifiedAs: "slider")[0].presentedFrame
        #expect(abs(halfway.minX - (start.minX + 100)) < 1e-9)
        #expect(!host.tap(at: CGPoint(x: start.minX + 5, y: start.midY)), "the old place is empty now")
        #expect(host.tap(at: CGPoint(x: halfway.midX, y: halfway.midY)))
    }

    struct Meddler: View {
        @State private var count = 0
        var body: some View {
            count += 1
            return Text("\(count)")
        }
    }

    @Test func stateWrittenDuringBodyIsReportedAndAppliedAfterTheUpdate() throws {
        let host = HeadlessHost(Meddler())
        #expect(host.diagnostics.contains { $0.kind == .stateWrittenDuringBody })
        #expect(host.bodyEvaluationCount < 10, "no endless loop")
    }

    @Test func missingImagesAreReportedAndTakeNoSpace() throws {
        struct Missing: View {
            var body: some View { Image("no-such-image").accessibilityIdentifier("image") }
        }
        let host = HeadlessHost(Missing(), images: ImageLibrary(directories: []))
        #expect(host.diagnostics.contains { $0.kind == .missingImage && $0.message.contains("no-such-image") })
        #expect(host.displayList.items(identifiedAs: "image")[0].frame.size == .zero)
    }

    @Test func badClockStepsAreIgnoredAndReported() throws {
        let host = HeadlessHost(Toggler())
        host.advance(by: .nan)
        host.advance(by: -1)
        #expect(host.time == 0)
        #expect(host.diagnostics.filter { $0.kind == .invalidValue }.count == 2)
    }
}
