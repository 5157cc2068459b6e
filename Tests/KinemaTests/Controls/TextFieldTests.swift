import Foundation
import Kinema
import Testing

/// Text fields: text or placeholder, bullets for secure fields, and the focus a tap gives.
@MainActor
struct TextFieldTests {
    struct Login: View {
        @State var name = ""
        @State var password = "secret"
        var body: some View {
            VStack(spacing: 12) {
                TextField("Name", text: $name).accessibilityIdentifier("name")
                SecureField("Password", text: $password).accessibilityIdentifier("password")
            }
            .textFieldStyle(.roundedBorder)
            .frame(width: 200)
        }
    }

    private func texts(_ identifier: String, in host: HeadlessHost) -> [(String, DisplayList.FlatItem)] {
        host.displayList.items(identifiedAs: identifier).compactMap { if case .text(let text) = $0.content { (text.string, $0) } else { nil } }
    }

    /// The caret: a 2-point-wide rectangle in the field.
    private func caret(_ identifier: String, in host: HeadlessHost) -> DisplayList.FlatItem? {
        host.displayList.items(identifiedAs: identifier).first {
            if case .shape(let shape) = $0.content { shape.name == "Rectangle" && $0.frame.width == 2 } else { false }
        }
    }

    private func border(_ identifier: String, in host: HeadlessHost) -> DisplayList.FlatItem? {
        host.displayList.items(identifiedAs: identifier).last {
            if case .shape(let shape) = $0.content, case .stroke = shape.paint { true } else { false }
        }
    }

    @Test func fieldsShowTheirTextOrAPlaceholder() throws {
        let host = HeadlessHost(Login(), size: CGSize(width: 300, height: 200))
        let name = try #require(texts("name", in: host).first)
        #expect(name.0 == "Name")
        #expect(name.1.color == Color(white: 0.72).resolve(in: EnvironmentValues()), "a grey placeholder")
        #expect(texts("password", in: host).first?.0 == "••••••", "a bullet per character")
        let background = try #require(host.displayList.items(identifiedAs: "name").first)
        #expect(background.frame.width == 200, "as wide as offered")
        #expect(caret("name", in: host) == nil && caret("password", in: host) == nil, "nothing has the focus")
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aTapGivesTheFocusAndTakesItFromTheOtherField() throws {
        let host = HeadlessHost(Login(), size: CGSize(width: 300, height: 200))
        try host.tap("name")
        let nameCaret = try #require(caret("name", in: host))
        let placeholder = try #require(texts("name", in: host).first).1.presentedFrame
        #expect(abs(nameCaret.presentedFrame.minX - (placeholder.minX - 1)) < 1e-6, "before the placeholder")
        #expect(nameCaret.presentedFrame.height == placeholder.height)
        #expect(border("name", in: host)?.color == Color.accentColor.resolve(in: EnvironmentValues()), "the border takes the tint")

        try host.tap("password")
        #expect(caret("name", in: host) == nil)
        let passwordCaret = try #require(caret("password", in: host))
        let bullets = try #require(texts("password", in: host).first).1.presentedFrame
        #expect(abs(passwordCaret.presentedFrame.minX - bullets.maxX) < 1e-6, "right after the text")
        #expect(border("name", in: host)?.color == Color(white: 0.8).resolve(in: EnvironmentValues()))
    }

    @Test func aPlainFieldHasNoBorderAndAPromptReplacesTheTitle() throws {
        let host = HeadlessHost(
            TextField("Title", text: .constant(""), prompt: Text("Required")).accessibilityIdentifier("f"),
            size: CGSize(width: 300, height: 100))
        #expect(texts("f", in: host).map(\.0) == ["Required"])
        #expect(border("f", in: host) == nil)
        try host.tap("f")
        #expect(caret("f", in: host) != nil)
    }

    @Test func onEditingChangedFollowsTheFocus() throws {
        var editing: [Bool] = []
        let host = HeadlessHost(
            VStack {
                TextField("Search", text: .constant(""), onEditingChanged: { editing.append($0) }).accessibilityIdentifier("search")
                TextField("Other", text: .constant("")).accessibilityIdentifier("other")
            },
            size: CGSize(width: 300, height: 100))
        #expect(editing.isEmpty)
        try host.tap("search")
        #expect(editing == [true])
        try host.tap("other")
        #expect(editing == [true, false])
    }
}
