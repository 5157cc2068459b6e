import Foundation
import Kinema
import Testing

/// A pushed screen covers its root, as on iOS: once the push ends the root is neither drawn nor
/// hit; it comes back for the pop.
@MainActor
struct PushCoverTests {
    struct Stack: View {
        @State private var rootTaps = 0

        var body: some View {
            NavigationStack {
                VStack {
                    Text("root \(rootTaps)").accessibilityIdentifier("root").onTapGesture { rootTaps += 1 }
                    NavigationLink("Open") { Color.clear.accessibilityIdentifier("detail") }
                        .accessibilityIdentifier("open")
                }
            }
        }
    }

    func rootOpacity(_ host: HeadlessHost) -> Double? {
        host.displayList.items(identifiedAs: "root").first?.opacity
    }

    @Test func theRootIsNotDrawnNorHitUnderAPushedScreen() throws {
        let host = HeadlessHost(Stack(), size: CGSize(width: 300, height: 500))
        let root = try #require(host.displayList.items(identifiedAs: "root").first)
        let centre = CGPoint(x: root.presentedFrame.midX, y: root.presentedFrame.midY)
        try host.tap("open")
        host.advance(by: 0.1)
        #expect(rootOpacity(host) == 1, "drawn while the push slides in")
        host.advance(by: 2)
        #expect(rootOpacity(host) == 0, "covered once the push has ended")
        _ = host.tap(at: centre)
        try host.tap("navigation back")
        host.advance(by: 0.1)
        #expect(rootOpacity(host) == 1, "back for the pop")
        host.advance(by: 2)
        #expect(rootOpacity(host) == 1)
        try host.tap("root")
        #expect(host.displayList.items(identifiedAs: "root").first.map { item in
            if case .text(let text) = item.content { text.string == "root 1" } else { false }
        } == true, "the tap on the covered root did not reach it; once uncovered it is hit again")
    }
}
