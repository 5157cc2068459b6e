import Kinema

/// The seven cases of where `.animation(_:value:)` applies, side by side, all flipped by one
/// switch (scenarios D1–D7).
public struct PlacementGalleryView: View {
    let state: PlacementSwitch

    /// The gallery, following `state`.
    public init(state: PlacementSwitch) {
        self.state = state
    }

    private let ink = Color(red: 0.16, green: 0.15, blue: 0.2)

    /// The view's content.
    public var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text("Where .animation applies")
                    .font(.system(size: 26, weight: .bold, design: .rounded))
                    .foregroundColor(ink)
                    .fixedSize()
                Spacer()
                Button(action: state.toggle) {
                    Text("Toggle")
                        .font(.system(size: 16, weight: .semibold))
                        .foregroundColor(.white)
                        .padding(.horizontal, 26)
                        .padding(.vertical, 9)
                        .background(Capsule().fill(ink))
                }
                .accessibilityIdentifier("toggle")
            }
            HStack(spacing: 12) {
                tile("D1 Siblings", "scale 0.5 s · turn 2 s · none") { SiblingsCase(state: state) }
                tile("D2 Nested", "inner scale · outer turn at 0.3×") { NestedCase(state: state) }
                tile("D3 Only inside", "scale inside · turn outside jumps") { OnlyInsideCase(state: state) }
            }
            HStack(spacing: 12) {
                tile("D4 Frame outside", "size, alignment, colour animate") { FrameOutsideCase(state: state).padding(.horizontal, 16) }
                tile("D5 Border outside", "padding animates · border jumps") { BorderOutsideCase(state: state) }
                tile("D6 Font outside", "size, weight, width animate") { FontOutsideCase(state: state) }
            }
            HStack(spacing: 12) {
                tile("D7 Colour outside", "colour and corners animate") { ColorOutsideCase(state: state) }
                VStack(alignment: .leading, spacing: 8) {
                    Text("One switch, seven tiles")
                        .font(.system(size: 15, weight: .semibold))
                        .foregroundColor(ink)
                    Text("Toggle flips one value without animation. Each tile's .animation(_:value:) animates what it wraps: rendering effects inside it, and the shapes and text drawn inside it, whatever layout or colour modifiers stand outside.")
                        .font(.system(size: 13))
                        .foregroundColor(.secondary)
                }
                .padding(18)
                .frame(width: 492, height: 170, alignment: .topLeading)
                .background(RoundedRectangle(cornerRadius: 18).fill(Color.white.opacity(0.6)))
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(red: 0.94, green: 0.93, blue: 0.98))
    }

    private func tile(_ title: String, _ caption: String, @ViewBuilder content: () -> some View) -> some View {
        VStack(spacing: 4) {
            content().frame(width: 230, height: 110)
            Text(title)
                .font(.system(size: 15, weight: .semibold))
                .foregroundColor(ink)
            Text(caption)
                .font(.system(size: 12))
                .foregroundColor(.secondary)
        }
        .frame(width: 240, height: 170)
        .background(RoundedRectangle(cornerRadius: 18).fill(Color.white))
    }
}

extension Example {
    /// Where `.animation(_:value:)` applies, case by case (scenarios D1–D7).
    public static func placementGallery() -> Example {
        let state = PlacementSwitch()
        return Example(
            name: "placement",
            summary: "Seven placements of .animation(_:value:) side by side: what animates, and how",
            scenarios: "D1–D7",
            size: CGSize(width: 784, height: 640),
            rootView: PlacementGalleryView(state: state),
            actions: ["toggle": { state.toggle() }],
            script: "wait 0.4; tap toggle; wait 2.5; tap toggle; wait 2.5"
        )
    }
}
