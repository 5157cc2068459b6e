import KinemaUserCode
import Testing

@Suite("Finding the views of a file")
struct SourceScannerTests {
    func scan(_ source: String) -> ScannedFile {
        SourceScanner.scan(source: source, path: "/app/Cards.swift")
    }

    @Test func findsPreviewsProvidersAppsAndViews() {
        let file = scan("""
        import SwiftUI

        struct Card: View {
            @State private var flipped = false
            @Environment(\\.colorScheme) var scheme
            var title = "Card"
            var subtitle: String?
            var body: some View { Text(title) }
        }

        #Preview {
            Card()
        }

        #Preview("Flipped", traits: .sizeThatFitsLayout) {
            Card(title: "Back")
        }

        struct Card_Previews: PreviewProvider {
            static var previews: some View { Card() }
        }

        @main
        struct CardsApp: App {
            var body: some Scene { WindowGroup { Card() } }
        }
        """)
        #expect(file.views.map(\.kind) == [.view, .preview, .preview, .previewProvider, .app])
        #expect(file.views.map(\.name) == ["Card", "Cards preview", "Flipped", "Card_Previews", "CardsApp"])
        #expect(file.views.map(\.line) == [3, 11, 15, 19, 23])  // an app from its @main
        #expect(file.views[2].expression == "Preview(\"Flipped\", traits: .sizeThatFitsLayout) {\n    Card(title: \"Back\")\n}")
        #expect(file.views[2].lines == 15...17)
        #expect(file.views[3].expression == "Card_Previews.previews")
        #expect(file.mainType == "CardsApp")
        #expect(file.imports == ["SwiftUI"])
        #expect(!file.hasTopLevelCode)
    }

    @Test(arguments: [
        ("struct V: View { let title: String; var body: some View { Text(title) } }", false),
        ("struct V: View { @Binding var on: Bool; var body: some View { Text(\"\") } }", false),
        ("struct V: View { @State var count: Int; var body: some View { Text(\"\") } }", false),
        ("struct V: View { @State var count = 0; var body: some View { Text(\"\") } }", true),
        ("struct V: View { @Namespace var space; var body: some View { Text(\"\") } }", true),
        ("struct V: View { var name: String?; var body: some View { Text(\"\") } }", true),
        ("struct V: View { let name: String?; var body: some View { Text(\"\") } }", false),
        ("struct V: View { let n: Int; init() { n = 1 }; var body: some View { Text(\"\") } }", true),
        ("struct V: View { let n: Int; init(n: Int = 2) { self.n = n }; var body: some View { Text(\"\") } }", true),
        ("struct V: View { let n: Int; init(n: Int) { self.n = n }; var body: some View { Text(\"\") } }", false),
        ("struct V: View { static let shared = 1; var total: Int { 2 }; var body: some View { Text(\"\") } }", true),
    ])
    func tellsViewsMadeWithInitFromViewsNeedingArguments(source: String, runnable: Bool) {
        let file = scan(source)
        #expect(file.views.count == (runnable ? 1 : 0))
        #expect(file.viewsNeedingArguments == (runnable ? [] : ["V"]))
    }

    @Test func leavesOutWhatAnotherFileCannotReach() {
        let file = scan("""
        private struct Hidden: View { var body: some View { Text("") } }
        struct Outer {
            struct Inner: View { var body: some View { Text("") } }
        }
        fileprivate struct Box { struct Deep: View { var body: some View { Text("") } } }
        struct Generic<T>: View { var body: some View { Text("") } }
        """)
        #expect(file.views.map(\.name) == ["Outer.Inner"])
    }

    @Test func topLevelCodeIsTold() {
        #expect(scan("let x = 1\nprint(x)").hasTopLevelCode)
        #expect(SourceScanner.scan(source: "import SwiftUI", path: "/app/main.swift").hasTopLevelCode)
        #expect(!scan("#Preview { Text(\"a\") }").hasTopLevelCode)
    }
}
