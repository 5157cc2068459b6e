import Kinema

/// One card of the feed: a symbol on a tinted background, and its title.
struct FeedCard: View {
    let card: ScrollFeedModel.Card

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: card.symbol)
                .font(.system(size: 28))
                .foregroundStyle(.white)
                .frame(width: 64, height: 64)
                .background(Color(hue: card.hue, saturation: 0.6, brightness: 0.85), in: RoundedRectangle(cornerRadius: 16))
            Text(card.title).font(.headline)
            Spacer()
        }
        .padding(12)
        .background(.white, in: RoundedRectangle(cornerRadius: 20))
    }
}
