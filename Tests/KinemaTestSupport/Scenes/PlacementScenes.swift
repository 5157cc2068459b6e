import Foundation
import Kinema
import Observation

/// Scenarios D1–D7, where `.animation(_:value:)` applies, as small views to snapshot.
enum PlacementScenes {
    @Observable final class Switch {
        var isOn = false
    }

    /// D1: one sibling scales (easeOut 0.5 s), one turns and changes colour (easeOut 2 s), one
    /// changes colour without animation.
    struct Siblings: View {
        let state: Switch

        var body: some View {
            HStack(spacing: 24) {
                Rectangle()
                    .frame(width: 50, height: 50)
                    .foregroundColor(.blue)
                    .scaleEffect(state.isOn ? 1.4 : 1)
                    .animation(.easeOut(duration: 0.5), value: state.isOn)
                Rectangle()
                    .frame(width: 50, height: 50)
                    .foregroundColor(state.isOn ? .orange : .purple)
                    .rotationEffect(state.isOn ? .degrees(60) : .zero)
                    .animation(.easeOut(duration: 2), value: state.isOn)
                Rectangle()
                    .frame(width: 50, height: 50)
                    .foregroundColor(state.isOn ? .teal : .brown)
            }
        }
    }

    /// D2: the inner default animates the scale, the outer slowed one the rotation.
    struct Nested: View {
        let state: Switch

        var body: some View {
            Rectangle()
                .frame(width: 60, height: 60)
                .foregroundColor(.green)
                .scaleEffect(state.isOn ? 1.5 : 1)
                .animation(.default, value: state.isOn)
                .rotationEffect(state.isOn ? .degrees(45) : .zero)
                .animation(.default.speed(0.3), value: state.isOn)
                .accessibilityIdentifier("nested")
        }
    }

    /// D3: the scale inside animates; the rotation outside jumps.
    struct OnlyInside: View {
        let state: Switch

        var body: some View {
            Rectangle()
                .frame(width: 60, height: 60)
                .foregroundColor(.orange)
                .scaleEffect(state.isOn ? 1.5 : 1)
                .animation(.default, value: state.isOn)
                .rotationEffect(state.isOn ? .degrees(45) : .zero)
                .accessibilityIdentifier("inside")
        }
    }

    /// D4: size inside, alignment and colour outside: all animate.
    struct FrameAndColorOutside: View {
        let state: Switch

        var body: some View {
            let side: CGFloat = state.isOn ? 90 : 50
            Rectangle()
                .frame(width: side, height: side)
                .animation(.default, value: state.isOn)
                .frame(maxWidth: .infinity, alignment: state.isOn ? .trailing : .leading)
                .foregroundColor(state.isOn ? .pink : .indigo)
        }
    }

    /// D5: the padding inside animates; the border outside jumps to its new size.
    struct PaddingInsideBorderOutside: View {
        let state: Switch

        var body: some View {
            Rectangle()
                .frame(width: 50, height: 50)
                .padding(state.isOn ? 8 : 30)
                .animation(.default, value: state.isOn)
                .border(Color.red, width: 2)
                .foregroundColor(.cyan)
        }
    }

    /// D6: fontWidth inside, font outside: every text change animates.
    struct FontOutside: View {
        let state: Switch

        var body: some View {
            Text("Swoosh")
                .fontWidth(state.isOn ? .expanded : .condensed)
                .animation(.default, value: state.isOn)
                .font(.system(size: state.isOn ? 40 : 22, weight: state.isOn ? .black : .light))
        }
    }

    /// D7: the rounded rectangle inside draws, so the colour set outside animates.
    struct ColorOutside: View {
        let state: Switch

        var body: some View {
            RoundedRectangle(cornerRadius: state.isOn ? 30 : 8)
                .frame(width: 100, height: 80)
                .animation(.default, value: state.isOn)
                .foregroundColor(state.isOn ? .mint : .red)
        }
    }
}
