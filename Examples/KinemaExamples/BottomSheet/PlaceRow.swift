import Kinema

/// One row of the sheet's list: a symbol on a tinted circle, the place's name and kind, and how
/// far it is on foot.
struct PlaceRow: View {
    let place: Place

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: place.symbol)
                .font(.system(size: 18, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(Color(hue: place.hue, saturation: 0.65, brightness: 0.85), in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(place.name).font(.headline)
                Text(place.kind).font(.subheadline).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Label("\(place.minutes) min", systemImage: "location")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 10)
    }
}
