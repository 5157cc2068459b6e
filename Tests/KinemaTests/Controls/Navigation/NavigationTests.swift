import Foundation
import Kinema
import Testing

/// Navigation stacks: links push screens that slide in over the ones below, the bar shows the
/// top screen's title and a back button that pops it.
@MainActor
struct NavigationTests {
    struct Home: View {
        var body: some View {
            NavigationView {
                List {
                    NavigationLink("Springs", destination: Detail())
                    NavigationLink("Curves", destination: Text("Curves"))
                }
                .navigationBarTitle("Animations")
            }
        }
    }

    struct Detail: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Text("Bouncy").accessibilityIdentifier("detail")
                .onTapGesture { dismiss() }
                .navigationTitle("Springs")
        }
    }

    private func texts(_ host: HeadlessHost) -> [String] {
        host.displayList.flattened.compactMap { if case .text(let text) = $0.content { text.string } else { nil } }
    }

    private func frame(of string: String, in host: HeadlessHost) -> CGRect? {
        host.displayList.flattened.first { if case .text(let text) = $0.content { text.string == string } else { false } }?.presentedFrame
    }

    @Test func aLinkPushesAScreenThatSlidesInAndTheBarFollows() throws {
        let host = HeadlessHost(Home(), size: CGSize(width: 390, height: 600))
        #expect(texts(host).contains("Animations"), "the root's large title")
        let springs = try #require(frame(of: "Springs", in: host))
        #expect(host.tap(at: CGPoint(x: springs.midX, y: springs.midY)))
        host.advance(by: 0.1)
        let sliding = try #require(host.displayList.items(identifiedAs: "detail").first?.presentedFrame)
        #expect(sliding.minX > 100, "the new screen comes in from the trailing edge: \(sliding)")
        host.advance(by: 1)
        let settled = try #require(host.displayList.items(identifiedAs: "detail").first?.presentedFrame)
        #expect(abs(settled.midX - 195) < 1, "in the middle once pushed")
        #expect(texts(host).contains("Springs"), "the pushed screen's title")
        #expect(texts(host).contains("Animations"), "the back button names the screen below")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test func theBackButtonAndDismissPop() throws {
        let host = HeadlessHost(Home(), size: CGSize(width: 390, height: 600))
        let springs = try #require(frame(of: "Springs", in: host))
        host.tap(at: CGPoint(x: springs.midX, y: springs.midY))
        host.advance(by: 1)
        try host.tap("navigation back")
        host.advance(by: 0.1)
        #expect(!host.displayList.items(identifiedAs: "detail").isEmpty, "it slides out")
        host.advance(by: 1)
        #expect(host.displayList.items(identifiedAs: "detail").isEmpty, "then it is gone")
        host.tap(at: CGPoint(x: springs.midX, y: springs.midY))
        host.advance(by: 1)
        try host.tap("detail")
        host.advance(by: 1)
        #expect(host.displayList.items(identifiedAs: "detail").isEmpty, "dismiss pops the screen it is on")
    }

    struct PathStack: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root").onTapGesture { withAnimation { path.append(contentsOf: [1, 2]) } }
                    .navigationDestination(for: Int.self) { value in
                        Text("Screen \(value)").accessibilityIdentifier("screen \(value)")
                            .onTapGesture { path.removeLast() }
                            .navigationTitle("Number \(value)")
                    }
            }
        }
    }

    @Test func aPathPushesTheScreensOfItsValues() throws {
        let host = HeadlessHost(PathStack(), size: CGSize(width: 390, height: 600))
        let root = try #require(frame(of: "Root", in: host))
        host.tap(at: CGPoint(x: root.midX, y: root.midY))
        host.advance(by: 1)
        #expect(!host.displayList.items(identifiedAs: "screen 2").isEmpty)
        #expect(texts(host).contains("Number 2"))
        #expect(texts(host).contains("Number 1"), "the back button names screen 1")
        try host.tap("screen 2")
        #expect(host.displayList.items(identifiedAs: "screen 2").isEmpty, "popped at once without an animation")
        #expect(texts(host).contains("Number 1"))
    }

    @Test func listsMakeOnlyTheRowsInViewWithSections() {
        let host = HeadlessHost(
            List {
                Section(header: Text("Numbers")) {
                    ForEach(0..<10_000, id: \.self) { Text("Row \($0)") }
                }
            },
            size: CGSize(width: 390, height: 600))
        let shown = texts(host)
        #expect(shown.first == "Numbers")
        #expect(shown.contains("Row 0") && shown.count < 20, "\(shown.count) texts")
    }
}
