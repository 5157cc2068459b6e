import Foundation
import Kinema
import Testing

/// `@AppStorage`: one value per key, shared by the views that read it, the default until written.
@MainActor
struct AppStorageTests {
    struct Counter: View {
        @AppStorage("AppStorageTests.count") private var count = 0
        var body: some View {
            Text(verbatim: "count \(count)").accessibilityIdentifier("counter").onTapGesture { count += 1 }
        }
    }

    struct Reader: View {
        @AppStorage("AppStorageTests.count") private var count = 7
        @AppStorage("AppStorageTests.name") private var name: String?
        var body: some View {
            Text(verbatim: "read \(count) \(name ?? "none")").accessibilityIdentifier("reader")
        }
    }

    func text(_ host: HeadlessHost, _ identifier: String) -> String? {
        for item in host.displayList.items(identifiedAs: identifier) { if case .text(let text) = item.content { return text.string } }
        return nil
    }

    @Test func aWriteReachesEveryViewThatReadsTheKey() throws {
        let host = HeadlessHost(VStack { Counter(); Reader() }, size: CGSize(width: 300, height: 200))
        #expect(text(host, "counter") == "count 0")
        #expect(text(host, "reader") == "read 7 none", "each view has its default until the key is written")
        let frame = try #require(host.displayList.items(identifiedAs: "counter").first?.frame)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(text(host, "counter") == "count 1")
        #expect(text(host, "reader") == "read 1 none")
    }
}
