import Foundation
import Kinema
import Testing

/// `@FocusState` and `focused(_:)`: the state follows the focus, and setting it moves the focus.
@MainActor
struct FocusStateTests {
    enum Field: Hashable {
        case name, password, unused
    }

    struct Form: View {
        @State var name = ""
        @State var password = ""
        @FocusState var field: Field?
        @FocusState var isSearching: Bool

        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($field, equals: .name).accessibilityIdentifier("name")
                SecureField("Password", text: $password).focused($field, equals: .password).accessibilityIdentifier("password")
                TextField("Search", text: .constant("")).focused($isSearching).accessibilityIdentifier("search")
                Text(describe(field) + (isSearching ? " searching" : "")).accessibilityIdentifier("state")
                Button("Next") { field = .password }.accessibilityIdentifier("next")
                Button("Search") { isSearching = true }.accessibilityIdentifier("start search")
                Button("Unused") { field = .unused }.accessibilityIdentifier("unused")
                Button("Done") {
                    field = nil
                    isSearching = false
                }
                .accessibilityIdentifier("done")
            }
            .frame(width: 200)
        }

        private func describe(_ field: Field?) -> String {
            field.map { "\($0)" } ?? "none"
        }
    }

    private func state(_ host: HeadlessHost) -> String? {
        host.displayList.items(identifiedAs: "state").compactMap { if case .text(let text) = $0.content { text.string } else { nil } }.first
    }

    /// Which fields show a caret.
    private func carets(_ host: HeadlessHost) -> [String] {
        ["name", "password", "search"].filter { identifier in
            host.displayList.items(identifiedAs: identifier).contains {
                if case .shape(let shape) = $0.content { shape.name == "Rectangle" && $0.frame.width == 2 } else { false }
            }
        }
    }

    @Test func theStateFollowsTheFieldThatIsTapped() throws {
        let host = HeadlessHost(Form(), size: CGSize(width: 300, height: 400))
        #expect(state(host) == "none")
        try host.tap("password")
        #expect(state(host) == "password")
        try host.tap("search")
        #expect(state(host) == "none searching", "one field at a time has the focus")
        #expect(carets(host) == ["search"])
        try host.tap("name")
        #expect(state(host) == "name")
        #expect(carets(host) == ["name"])
    }

    @Test func settingTheStateMovesTheFocus() throws {
        let host = HeadlessHost(Form(), size: CGSize(width: 300, height: 400))
        try host.tap("next")
        #expect(state(host) == "password")
        #expect(carets(host) == ["password"])
        try host.tap("start search")
        #expect(state(host) == "none searching")
        #expect(carets(host) == ["search"])
        try host.tap("unused")
        #expect(state(host) == "none searching", "no field stands for the value: nothing changes")
        try host.tap("done")
        #expect(state(host) == "none")
        #expect(carets(host).isEmpty)
        #expect(host.diagnostics.isEmpty)
    }

    struct Toggled: View {
        @State var shown = true
        @FocusState var isFocused: Bool
        var body: some View {
            VStack {
                if shown { TextField("Name", text: .constant("")).focused($isFocused).accessibilityIdentifier("name") }
                Text(isFocused ? "focused" : "not").accessibilityIdentifier("state")
                Button("Hide") { shown = false }.accessibilityIdentifier("hide")
            }
        }
    }

    @Test func aFieldThatGoesAwayTakesItsFocus() throws {
        let host = HeadlessHost(Toggled(), size: CGSize(width: 300, height: 300))
        try host.tap("name")
        #expect(state(host) == "focused")
        try host.tap("hide")
        #expect(state(host) == "not")
    }
}
