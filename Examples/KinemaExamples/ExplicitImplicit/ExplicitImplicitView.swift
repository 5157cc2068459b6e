import Kinema

/// The two values every panel of ``ExplicitImplicitView`` shows: a square at half size, and dimmed.
@Observable
@MainActor
public final class SquareState {
    /// Whether the squares are at half size.
    public var half = false
    /// Whether the squares are dimmed.
    public var dim = false

    /// Full size and opaque.
    public init() {}

    /// Halves the squares without animation, then dims them inside `withAnimation`, as the
    /// article's button does: what animates depends on where each panel places `.animation`.
    public func toggle() {
        half.toggle()
        withAnimation(.easeInOut(duration: 1)) { dim.toggle() }
    }
}

/// Four squares changed by the same event, each with `.animation` in a different place
/// (scenario C1).
public struct ExplicitImplicitView: View {
    let state: SquareState

    /// The panels, following `state`.
    public init(state: SquareState) {
        self.state = state
    }

    private let ink = Color(red: 0.16, green: 0.15, blue: 0.2)

    /// The view's content.
    public var body: some View {
        VStack(spacing: 18) {
            Text("Explicit vs Implicit")
                .font(.system(size: 28, weight: .bold, design: .rounded))
                .foregroundColor(ink)
            HStack(spacing: 12) {
                panel("Implicit", ".animation around both", "both animate") {
                    square(.pink, "implicit")
                        .scaleEffect(state.half ? 0.5 : 1)
                        .opacity(state.dim ? 0.2 : 1)
                        .animation(.easeInOut(duration: 1))
                }
                panel("Explicit", "withAnimation { dim }", "only opacity animates") {
                    square(.indigo, "explicit")
                        .scaleEffect(state.half ? 0.5 : 1)
                        .opacity(state.dim ? 0.2 : 1)
                }
                panel("In between", ".animation after opacity", "only opacity animates") {
                    square(.teal, "between")
                        .opacity(state.dim ? 0.2 : 1)
                        .animation(.easeInOut(duration: 1))
                        .scaleEffect(state.half ? 0.5 : 1)
                }
                panel("Disabled", ".animation(nil) on scale", "scale jumps") {
                    square(.orange, "disabled")
                        .scaleEffect(state.half ? 0.5 : 1)
                        .animation(nil)
                        .opacity(state.dim ? 0.2 : 1)
                        .animation(.easeInOut(duration: 1))
                }
            }
            Button(action: state.toggle) {
                Text("Toggle")
                    .font(.system(size: 16, weight: .semibold))
                    .foregroundColor(.white)
                    .padding(.horizontal, 28)
                    .padding(.vertical, 10)
                    .background(Capsule().fill(ink))
            }
            .accessibilityIdentifier("toggle")
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.94, green: 0.93, blue: 0.98))
    }

    private func square(_ color: Color, _ id: String) -> some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(color)
            .frame(width: 90, height: 90)
            .accessibilityIdentifier(id)
    }

    private func panel(_ title: String, _ code: String, _ result: String, @ViewBuilder content: () -> some View) -> some View {
        VStack(spacing: 6) {
            content().frame(width: 110, height: 110).padding(.bottom, 6)
            Text(title)
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(ink)
            Text(code)
                .font(.system(size: 11, design: .monospaced))
                .foregroundColor(ink)
            Text(result)
                .font(.system(size: 12))
                .foregroundColor(.secondary)
        }
        .frame(width: 160)
        .padding(.vertical, 14)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color.white))
    }
}

extension Example {
    /// Where `.animation` stands decides what animates (scenario C1).
    public static func explicitImplicit() -> Example {
        let state = SquareState()
        return Example(
            name: "explicit-implicit",
            summary: "One event, four placements of .animation: what animates and what jumps",
            scenarios: "C1",
            size: CGSize(width: 720, height: 360),
            rootView: ExplicitImplicitView(state: state),
            actions: ["toggle": { state.toggle() }],
            script: "wait 0.4; tap toggle; wait 1.6; tap toggle; wait 1.6"
        )
    }
}
