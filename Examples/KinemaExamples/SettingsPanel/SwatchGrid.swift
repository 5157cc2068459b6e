import Kinema

/// The accent colours as a grid of swatches: a tap picks one, and a ring moves to it.
struct SwatchGrid: View {
    let selected: Int
    let select: (Int) -> Void

    var body: some View {
        Grid(horizontalSpacing: 14, verticalSpacing: 14) {
            ForEach(0..<2, id: \.self) { row in
                GridRow {
                    ForEach(0..<4, id: \.self) { column in
                        swatch(row * 4 + column)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 6)
    }

    private func swatch(_ index: Int) -> some View {
        let accent = SettingsModel.accents[index]
        return Circle()
            .fill(accent.color)
            .frame(width: 36, height: 36)
            .padding(4)
            .overlay {
                Circle()
                    .strokeBorder(accent.color, lineWidth: 2.5)
                    .opacity(index == selected ? 1 : 0)
                    .scaleEffect(index == selected ? 1 : 0.7)
            }
            .accessibilityIdentifier("swatch-\(accent.name)")
            .onTapGesture { select(index) }
    }
}
