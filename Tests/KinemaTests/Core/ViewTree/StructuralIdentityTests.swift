import Foundation
import Kinema
import Testing

/// Structural identity: each branch of a condition is a different view, with its own state.
@MainActor
struct StructuralIdentityTests {
    enum Mode { case first, second, none }

    @Observable
    final class Screen {
        var mode = Mode.first
        var erased = false
    }

    struct Branches: View {
        let screen: Screen
        var body: some View {
            VStack {
                switch screen.mode {
                case .first: UpdateEngineTests.Toggler(identifier: "first")
                case .second: UpdateEngineTests.Toggler(identifier: "second")
                case .none: EmptyView()
                }
                if screen.mode != .none {
                    Text("visible").accessibilityIdentifier("optional")
                }
                if screen.erased {
                    AnyView(Text("text").accessibilityIdentifier("erased"))
                } else {
                    AnyView(Rectangle().frame(width: 5, height: 5).accessibilityIdentifier("erased"))
                }
            }
        }
    }

    func color(_ host: HeadlessHost, _ identifier: String) -> ResolvedColor? {
        host.displayList.items(identifiedAs: identifier).first?.color
    }

    @Test func switchingBranchesReplacesViewsAndTheirState() throws {
        let screen = Screen()
        let host = HeadlessHost(Branches(screen: screen))
        let green = Color.green.resolve(in: EnvironmentValues())
        let red = Color.red.resolve(in: EnvironmentValues())
        try host.tap("first")
        #expect(color(host, "first") == green)
        screen.mode = .second
        host.update()
        #expect(host.displayList.items(identifiedAs: "first").isEmpty)
        #expect(color(host, "second") == red, "the other branch starts with its own state")
        screen.mode = .first
        host.update()
        #expect(color(host, "first") == red, "coming back makes a new view: the old state is gone")
    }

    @Test func optionalAndEmptyContent() throws {
        let screen = Screen()
        let host = HeadlessHost(Branches(screen: screen))
        #expect(host.displayList.items(identifiedAs: "optional").count == 1)
        screen.mode = .none
        host.update()
        #expect(host.displayList.items(identifiedAs: "optional").isEmpty)
        #expect(host.displayList.items(identifiedAs: "first").isEmpty)
    }

    @Test func anyViewReplacesItsContentWhenTheTypeChanges() throws {
        let screen = Screen()
        let host = HeadlessHost(Branches(screen: screen))
        guard case .shape = host.displayList.items(identifiedAs: "erased")[0].content else {
            Issue.record("expected the rectangle")
            return
        }
        screen.erased = true
        host.update()
        guard case .text(let text) = host.displayList.items(identifiedAs: "erased")[0].content else {
            Issue.record("expected the text")
            return
        }
        #expect(text.string == "text")
    }
}
