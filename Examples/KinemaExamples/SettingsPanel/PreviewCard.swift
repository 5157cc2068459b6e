import Kinema

/// A card drawn from the settings: every control changes something on it, and it animates to
/// each new look with a spring.
struct PreviewCard: View {
    let appearance: SettingsModel.Appearance
    let accent: Color
    /// The icon and titles of one layout fly to their places in the next.
    @Namespace private var namespace

    var body: some View {
        content
            .padding(appearance.compact ? 12 : 20)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: appearance.cornerRadius)
                    .fill(LinearGradient(colors: [accent.opacity(0.22), accent.opacity(0.08)], startPoint: .topLeading, endPoint: .bottomTrailing))
            )
            .shadow(color: accent.opacity(appearance.shadow ? 0.35 : 0), radius: appearance.shadow ? 12 : 0, y: appearance.shadow ? 6 : 0)
            .overlay(alignment: .topTrailing) {
                if appearance.showsBadge {
                    Text("3")
                        .font(.system(size: 13, weight: .bold))
                        .foregroundStyle(.white)
                        .frame(width: 24, height: 24)
                        .background(Circle().fill(Color(red: 1, green: 0.23, blue: 0.19)))
                        .offset(x: 6, y: -6)
                        .transition(.scale.combined(with: .opacity))
                        .accessibilityIdentifier("badge")
                }
            }
            .accessibilityIdentifier("preview")
            .animation(.bouncy, value: appearance)
    }

    @ViewBuilder private var content: some View {
        switch appearance.layout {
        case .card:
            VStack(alignment: .leading, spacing: 12) {
                icon
                titles
            }
        case .row:
            HStack(spacing: 14) {
                icon
                titles
            }
        case .tile:
            VStack(spacing: 10) {
                icon
                titles
            }
            .frame(maxWidth: .infinity)
        }
    }

    private var icon: some View {
        Image(systemName: "sparkles")
            .font(.system(size: appearance.compact ? 20 : 26, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: appearance.compact ? 40 : 52, height: appearance.compact ? 40 : 52)
            .background(RoundedRectangle(cornerRadius: appearance.cornerRadius * 0.6).fill(accent))
            .accessibilityIdentifier("preview-icon")
            .matchedGeometryEffect(id: "icon", in: namespace)
    }

    private var titles: some View {
        VStack(alignment: appearance.layout == .tile ? .center : .leading, spacing: 4) {
            Text("Kinema")
                .font(.system(size: CGFloat(appearance.titleSize), weight: .bold))
                .accessibilityIdentifier("preview-title")
            Text("Every setting animates")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .matchedGeometryEffect(id: "titles", in: namespace)
    }
}
