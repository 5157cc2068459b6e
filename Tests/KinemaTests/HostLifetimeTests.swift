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
}
