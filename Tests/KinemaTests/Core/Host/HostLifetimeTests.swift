import Foundation
import Kinema
import Testing

/// A host's views are freed with the host: nothing in the tree keeps it.
@MainActor
struct HostLifetimeTests {
    final class Token {}

    struct Held: View {
        let token: Token
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(count)")
                ForEach(0..<3, id: \.self) { index in Color.red.frame(width: 10, height: 10).id(index) }
            }
        }
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View { content.padding(2).background(Color.blue) }
    }

    @Test func theTreeIsFreedWithTheHost() {
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            let host = HeadlessHost(Held(token: token).modifier(Card()).transition(.slide))
            withAnimation { host.setRootView(Held(token: token).modifier(Card()).transition(.slide)) }
            host.advance(by: 0.1)
            _ = host.displayList
        }
        #expect(weakToken == nil, "the views (and the token one of them holds) are gone")
    }

    @MainActor
    final class Escaped {
        var binding: Binding<Int>?
    }

    struct Escaping: View {
        let escaped: Escaped
        @State private var count = 3
        var body: some View {
            Text("\(count)").onAppear { escaped.binding = $count }
        }
    }

    @Test func aBindingThatOutlivesItsHostReadsItsLastValueAndWritesNothing() throws {
        let escaped = Escaped()
        do {
            let host = HeadlessHost(Escaping(escaped: escaped))
            _ = host.displayList
            escaped.binding?.wrappedValue = 5
            _ = host.displayList
        }
        let binding = try #require(escaped.binding, "kept by code of the user's, as a timer's closure would")
        #expect(binding.wrappedValue == 5)
        binding.wrappedValue = 8
        #expect(binding.wrappedValue == 5, "the view is gone: nothing to change")
    }
}
