import Kinema

/// A card to drag anywhere: it follows the finger, tilting with the horizontal translation and
/// lifting with a deeper shadow while dragged, and springs home when let go, flying on at the
/// finger's velocity before it turns back. A long press turns it to its next face.
struct DragCardView: View {
    let deck: CardDeck
    @State private var offset = CGSize.zero
    /// True while a drag is under way; it returns to false by itself when the drag ends.
    @GestureState private var isDragging = false

    var body: some View {
        ZStack {
            // Where the card lives, outlined so that its way home shows.
            RoundedRectangle(cornerRadius: 28)
                .strokeBorder(Color(white: 0.78), style: StrokeStyle(lineWidth: 2, dash: [8, 6]))
                .frame(width: 260, height: 360)
            card
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(alignment: .top) {
            Label("Drag the card anywhere", systemImage: "hand.draw")
                .font(.headline)
                .foregroundStyle(.secondary)
                .padding(.top, 56)
        }
        .background(Color(red: 0.94, green: 0.95, blue: 0.97))
    }

    private var card: some View {
        VStack(spacing: 14) {
            Image(systemName: deck.face.symbol)
                .font(.system(size: 64, weight: .semibold))
            Text(deck.face.title)
                .font(.system(size: 30, weight: .bold))
            Text(deck.face.subtitle)
                .font(.subheadline)
                .opacity(0.85)
        }
        .foregroundStyle(.white)
        .frame(width: 260, height: 360)
        .background(
            LinearGradient(colors: deck.face.colors, startPoint: .topLeading, endPoint: .bottomTrailing),
            in: RoundedRectangle(cornerRadius: 28)
        )
        .scaleEffect(isDragging ? 1.04 : 1)
        .shadow(color: .black.opacity(isDragging ? 0.3 : 0.15), radius: isDragging ? 24 : 8, y: isDragging ? 18 : 4)
        // The lift eases in and out; the offset below follows the finger and its own spring.
        .animation(.snappy, value: isDragging)
        .rotationEffect(.degrees(offset.width / 15))
        .offset(offset)
        .accessibilityIdentifier("card")
        .gesture(drag)
        .onLongPressGesture { withAnimation(.snappy) { deck.next() } }
    }

    private var drag: some Gesture {
        DragGesture()
            .updating($isDragging) { _, isDragging, _ in isDragging = true }
            .onChanged { offset = $0.translation }
            .onEnded { _ in
                // The spring picks up the drag's velocity, so a flick carries the card on first.
                withAnimation(.spring(duration: 0.5, bounce: 0.3)) { offset = .zero }
            }
    }
}

extension Example {
    /// A card dragged anywhere that springs home at the release velocity.
    public static func dragCard() -> Example {
        let deck = CardDeck()
        return Example(
            name: "drag-card",
            summary: "A card dragged anywhere: it tilts and lifts while dragged, springs home at the finger's velocity when let go, and turns to its next face on a long press",
            scenarios: "issue #15",
            size: CGSize(width: 390, height: 760),
            rootView: DragCardView(deck: deck),
            actions: ["next": { withAnimation(.snappy) { deck.next() } }],
            script: """
            wait 0.5; drag card by 110,-230 in 0.5; wait 1.2
            drag card by -150,120 in 0.2; wait 1.2
            press card for 0.7; wait 0.6
            drag card by 40,240 in 0.12; wait 1.5
            action next; wait 0.8
            """
        )
    }
}
