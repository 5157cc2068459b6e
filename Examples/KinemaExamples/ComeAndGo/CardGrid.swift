import Kinema

/// Four cards in a grid; a tapped card expands into a detail view that grows out of it, and
/// shrinks back into it when tapped.
struct CardGrid: View {
    let model: ComeAndGoModel
    @Namespace private var cards

    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Cards").font(.system(size: 22, weight: .bold)).foregroundColor(ink)
                VStack(spacing: 12) {
                    HStack(spacing: 12) { cell(model.cards[0]); cell(model.cards[1]) }
                    HStack(spacing: 12) { cell(model.cards[2]); cell(model.cards[3]) }
                }
            }
            if let id = model.expandedCard, let card = model.cards.first(where: { $0.id == id }) {
                detail(card)
            }
        }
        .frame(width: 250, height: 290, alignment: .topLeading)
    }

    @ViewBuilder
    private func cell(_ card: ComeAndGoModel.Card) -> some View {
        if model.expandedCard == card.id {
            Color.clear.frame(width: 110, height: 110)
        } else {
            RoundedRectangle(cornerRadius: 16)
                .fill(card.color)
                .matchedGeometryEffect(id: card.id, in: cards)
                .frame(width: 110, height: 110)
                .overlay(Text(card.title).font(.system(size: 15, weight: .semibold)).foregroundColor(.white))
                .onTapGesture { withAnimation(.spring(duration: 0.5, bounce: 0.2)) { model.expandedCard = card.id } }
                .accessibilityIdentifier("card-\(card.id)")
        }
    }

    private func detail(_ card: ComeAndGoModel.Card) -> some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(card.color)
            .matchedGeometryEffect(id: card.id, in: cards)
            .frame(width: 250, height: 290)
            .overlay(
                VStack(spacing: 8) {
                    Text(card.title).font(.system(size: 28, weight: .bold)).foregroundColor(.white)
                    Text("Tap to close").font(.system(size: 14)).foregroundColor(.white.opacity(0.8))
                })
            .onTapGesture { withAnimation(.spring(duration: 0.5, bounce: 0.2)) { model.expandedCard = nil } }
            .accessibilityIdentifier("detail")
    }
}
