import Foundation
import Kinema
import Testing

/// The window's traits as the environment gives them to views: the colour scheme and the size
/// classes of an iPhone in portrait, and a view's own `.environment` writes below it.
@MainActor
struct AppearanceTests {
    /// Shows the colour scheme and size classes its environment reads.
    struct Traits: View {
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical

        var body: some View {
            Text("\(colorScheme) \(horizontal.map { "\($0)" } ?? "nil") \(vertical.map { "\($0)" } ?? "nil")")
                .accessibilityIdentifier("traits")
        }
    }

    func traits(_ host: HeadlessHost) throws -> String {
        let item = try #require(host.displayList.items(identifiedAs: "traits").first)
        guard case .text(let text) = item.content else { throw HostError.noView(identifier: "traits") }
        return text.string
    }

    @Test func theWindowIsALightPortraitPhone() throws {
        #expect(try traits(HeadlessHost(Traits())) == "light compact regular")
    }

    @Test func anEnvironmentWriteReachesTheViewsBelowIt() throws {
        let host = HeadlessHost(VStack {
            Traits().environment(\.colorScheme, .dark).environment(\.horizontalSizeClass, .regular)
        })
        #expect(try traits(host) == "dark regular regular")
    }

    @Test func colorSchemeIsTheOlderFormOfTheSameWrite() throws {
        #expect(try traits(HeadlessHost(Traits().colorScheme(.dark))) == "dark compact regular")
    }
}
