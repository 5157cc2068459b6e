import Foundation
import Kinema
import Testing

/// A `ForEach` whose content closure reads `@State` that its view's body reads nowhere else: the
/// closure runs in the `ForEach`'s own attribute, so a change of that state makes its children
/// again (as in SwiftUI), though the body is not computed again.
@MainActor
struct ForEachStateTests {
    /// A ring of words that fan out and fade in, staggered, once the view appears.
    struct StaggeredRing: View {
        let words = ["Swift", "Spring", "Ease", "Bounce", "Snappy", "Smooth"]
        @State private var appeared = false

        var body: some View {
            ZStack {
                ForEach(words.indices, id: \.self) { index in
                    Text(words[index])
                        .offset(x: 0, y: appeared ? -120 : 0)
                        .rotationEffect(.degrees(Double(index) * 60))
                        .opacity(appeared ? 1 : 0)
                        .animation(.easeOut(duration: 0.6).delay(Double(index) * 0.1), value: appeared)
                        .accessibilityIdentifier("word-\(index)")
                }
            }
            .onAppear { appeared = true }
        }
    }

    @Test func stateSetInOnAppearReachesTheForEachsContent() throws {
        let host = HeadlessHost(StaggeredRing(), size: CGSize(width: 393, height: 852))
        host.advance(by: 0.3)
        let first = try #require(host.displayList.items(identifiedAs: "word-0").first)
        let last = try #require(host.displayList.items(identifiedAs: "word-5").first)
        #expect(first.opacity > 0.5, "the first word is fading in")
        #expect(last.opacity == 0, "the last waits for its delay")
        host.advance(by: 2)
        for index in 0..<6 {
            let word = try #require(host.displayList.items(identifiedAs: "word-\(index)").first)
            #expect(word.opacity == 1)
            let angle = Double(index) * 60 * .pi / 180
            let centre = CGPoint(x: word.presentedFrame.midX - 393 / 2, y: word.presentedFrame.midY - 852 / 2)
            #expect(abs(centre.x - 120 * sin(angle)) < 1 && abs(centre.y + 120 * cos(angle)) < 1, "word \(index) at \(centre)")
        }
    }

    struct Tapped: View {
        @State private var lit = false

        var body: some View {
            VStack {
                ForEach(0..<3) { index in
                    Circle().fill(lit ? Color.yellow : Color.gray).frame(width: 20, height: 20)
                        .accessibilityIdentifier("dot-\(index)")
                }
                Color.red.frame(width: 40, height: 40).accessibilityIdentifier("switch").onTapGesture { lit.toggle() }
            }
        }
    }

    @Test func aTapThatChangesStateOnlyTheContentReadsUpdatesIt() throws {
        let host = HeadlessHost(Tapped(), size: CGSize(width: 200, height: 200))
        let gray = try #require(host.displayList.items(identifiedAs: "dot-2").first?.color)
        try host.tap("switch")
        let lit = try #require(host.displayList.items(identifiedAs: "dot-2").first?.color)
        #expect(lit != gray)
        try host.tap("switch")
        #expect(host.displayList.items(identifiedAs: "dot-2").first?.color == gray)
    }

    struct LazyRows: View {
        @State private var lit = false

        var body: some View {
            VStack {
                ScrollView {
                    LazyVStack { ForEach(0..<50) { index in Text(lit ? "on" : "off").accessibilityIdentifier("row-\(index)") } }
                }
                .frame(height: 200)
                List(0..<3, id: \.self) { index in Text(lit ? "on" : "off").accessibilityIdentifier("cell-\(index)") }
                    .frame(height: 200)
                Color.red.frame(width: 40, height: 40).accessibilityIdentifier("switch").onTapGesture { lit.toggle() }
            }
        }
    }

    func text(_ host: HeadlessHost, _ identifier: String) -> String? {
        guard case .text(let text)? = host.displayList.items(identifiedAs: identifier).first?.content else { return nil }
        return text.string
    }

    @Test func lazyRowsAndListCellsFollowStateTheirContentReads() throws {
        let host = HeadlessHost(LazyRows(), size: CGSize(width: 300, height: 600))
        #expect(text(host, "row-0") == "off" && text(host, "cell-0") == "off")
        try host.tap("switch")
        #expect(text(host, "row-0") == "on" && text(host, "row-3") == "on", "rows made before the change")
        #expect(text(host, "cell-2") == "on")
        #expect(host.scroll(by: CGSize(width: 0, height: 600), at: CGPoint(x: 150, y: 100)))
        host.advance(by: 0.5)
        #expect(text(host, "row-20") == "on", "rows made after it")
        try host.tap("switch")
        #expect(text(host, "row-20") == "off")
    }

    /// A ring laid out once, spun and faded in by `withAnimation` in `onAppear`.
    struct SpinningRing: View {
        let words = ["Swift", "Spring", "Ease"]
        @State private var appeared = false
        @State private var spin = false

        var body: some View {
            ZStack {
                ForEach(Array(words.enumerated()), id: \.offset) { index, word in
                    Text(word).offset(y: -120).rotationEffect(.degrees(Double(index) * 120))
                        .accessibilityIdentifier("word-\(index)")
                }
            }
            .rotationEffect(.degrees(spin ? 360 : 0))
            .opacity(appeared ? 1 : 0)
            .onAppear {
                withAnimation(.easeIn(duration: 1)) { appeared = true }
                withAnimation(.linear(duration: 8).repeatForever(autoreverses: false)) { spin = true }
            }
        }
    }

    @Test func aRingSpunAndFadedInFromOnAppearFadesIn() throws {
        let host = HeadlessHost(SpinningRing(), size: CGSize(width: 393, height: 852))
        host.advance(by: 0.5)
        let halfway = try #require(host.displayList.items(identifiedAs: "word-0").first)
        #expect(halfway.opacity > 0.1 && halfway.opacity < 0.9)
        host.advance(by: 1)
        #expect(host.displayList.items(identifiedAs: "word-0").first?.opacity == 1)
    }
}
