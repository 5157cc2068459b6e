import Kinema

/// The sheet of nearby places: it follows the finger and, let go, springs to the detent nearest
/// where the flick would carry it (its predicted end, not where the finger stopped), carrying
/// on at the finger's velocity.
struct PlaceSheet: View {
    let model: SheetModel
    /// The height of the view the sheet is in, which places its detents.
    let containerHeight: CGFloat
    /// How far the finger has moved the sheet from its detent, while it drags.
    @State private var dragOffset: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Capsule()
                .fill(Color(white: 0.78))
                .frame(width: 40, height: 5)
                .padding(.vertical, 10)
                .frame(maxWidth: .infinity)
                .contentShape(Rectangle())
                .accessibilityIdentifier("grabber")
            header
            ForEach(Place.nearby) { place in
                PlaceRow(place: place)
                Divider().padding(.leading, 74)
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity)
        .frame(height: containerHeight - SheetModel.Detent.full.top(in: containerHeight), alignment: .top)
        .background(.white, in: RoundedRectangle(cornerRadius: 22))
        .shadow(color: .black.opacity(0.18), radius: 12, y: -2)
        .offset(y: resisted(model.detent.top(in: containerHeight) + dragOffset))
        .accessibilityIdentifier("sheet")
        .gesture(drag)
    }

    private var header: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text("Nearby").font(.system(size: 24, weight: .bold))
                Text("\(Place.nearby.count) places within half an hour").font(.subheadline).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "magnifyingglass")
                .font(.system(size: 18, weight: .semibold))
                .foregroundStyle(.secondary)
                .frame(width: 40, height: 40)
                .background(Color(white: 0.94), in: Circle())
        }
        .padding(.horizontal, 20)
        .padding(.bottom, 12)
    }

    private var drag: some Gesture {
        DragGesture()
            .onChanged { dragOffset = $0.translation.height }
            .onEnded { value in
                let projected = model.detent.top(in: containerHeight) + value.predictedEndTranslation.height
                withAnimation(BottomSheetView.snap) {
                    model.detent = .nearest(to: projected, in: containerHeight)
                    dragOffset = 0
                }
            }
    }

    /// The sheet's top for `top`: past the full and peek detents it moves a third as far as
    /// the finger, as if held back.
    private func resisted(_ top: CGFloat) -> CGFloat {
        let highest = SheetModel.Detent.full.top(in: containerHeight), lowest = SheetModel.Detent.peek.top(in: containerHeight)
        if top < highest { return highest - (highest - top) / 3 }
        if top > lowest { return lowest + (top - lowest) / 3 }
        return top
    }
}
