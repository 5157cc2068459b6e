import Kinema

/// A scrolling feed: a parallax header, and cards that grow and fade in as they scroll into
/// view, made lazily.
struct ScrollFeedView: View {
    @Bindable var model: ScrollFeedModel

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ParallaxHeader()
                LazyVStack(spacing: 12) {
                    ForEach(model.cards) { card in
                        FeedCard(card: card)
                            .accessibilityIdentifier("card-\(card.id)")
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.3)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                            }
                    }
                }
                .scrollTargetLayout()
                .padding(16)
            }
        }
        .scrollPosition(id: $model.position)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97))
    }
}

extension Example {
    /// A feed in a scroll view: scroll transitions, a parallax header, a lazy stack.
    public static func scrollFeed() -> Example {
        let model = ScrollFeedModel()
        return Example(
            name: "scroll-feed",
            summary: "A feed whose cards grow and fade in as they scroll into view, under a parallax header",
            scenarios: "issue #14",
            size: CGSize(width: 390, height: 700),
            rootView: ScrollFeedView(model: model),
            actions: [
                "jump": { withAnimation(.smooth(duration: 1)) { model.position = 20 } },
                "top": { withAnimation(.smooth(duration: 1)) { model.position = 0 } },
            ],
            script: """
            wait 0.5; scroll 0,500 in 1.5; wait 0.5
            scroll 0,-250 in 1; wait 0.5
            action jump; wait 1.5; action top; wait 1.5
            """
        )
    }
}
