import Kinema

/// D1: siblings take their own animations, or none.
struct SiblingsCase: View {
    let state: PlacementSwitch
    var body: some View {
        HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 8)
                .frame(width: 44, height: 44)
                .foregroundColor(.blue)
                .scaleEffect(state.isOn ? 1.4 : 1)
                .animation(.easeOut(duration: 0.5), value: state.isOn)
                .accessibilityIdentifier("d1-scale")
            RoundedRectangle(cornerRadius: 8)
                .frame(width: 44, height: 44)
                .foregroundColor(state.isOn ? .orange : .purple)
                .rotationEffect(state.isOn ? .degrees(60) : .zero)
                .animation(.easeOut(duration: 2), value: state.isOn)
                .accessibilityIdentifier("d1-turn")
            RoundedRectangle(cornerRadius: 8)
                .frame(width: 44, height: 44)
                .foregroundColor(state.isOn ? .teal : .brown)
                .accessibilityIdentifier("d1-plain")
        }
    }
}

/// D2: the inner `.animation` drives the scale, the outer (slower) one the rotation.
struct NestedCase: View {
    let state: PlacementSwitch
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .frame(width: 50, height: 50)
            .foregroundColor(.green)
            .scaleEffect(state.isOn ? 1.5 : 1)
            .animation(.default, value: state.isOn)
            .rotationEffect(state.isOn ? .degrees(45) : .zero)
            .animation(.default.speed(0.3), value: state.isOn)
            .accessibilityIdentifier("d2")
    }
}

/// D3: only what is inside `.animation` animates; the rotation outside jumps.
struct OnlyInsideCase: View {
    let state: PlacementSwitch
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .frame(width: 50, height: 50)
            .foregroundColor(.orange)
            .scaleEffect(state.isOn ? 1.5 : 1)
            .animation(.default, value: state.isOn)
            .rotationEffect(state.isOn ? .degrees(45) : .zero)
            .accessibilityIdentifier("d3")
    }
}

/// D4: frame, alignment and colour outside all animate, as the rectangle that draws is inside.
struct FrameOutsideCase: View {
    let state: PlacementSwitch
    var body: some View {
        Rectangle()
            .frame(width: state.isOn ? 70 : 40, height: state.isOn ? 70 : 40)
            .animation(.default, value: state.isOn)
            .frame(maxWidth: .infinity, alignment: state.isOn ? .trailing : .leading)
            .foregroundColor(state.isOn ? .pink : .indigo)
            .accessibilityIdentifier("d4")
    }
}

/// D5: padding inside animates; the border outside jumps to its new size.
struct BorderOutsideCase: View {
    let state: PlacementSwitch
    var body: some View {
        Rectangle()
            .frame(width: 40, height: 40)
            .foregroundColor(.cyan)
            .accessibilityIdentifier("d5")
            .padding(state.isOn ? 6 : 22)
            .animation(.default, value: state.isOn)
            .border(Color.red, width: 2)
    }
}

/// D6: width inside, font outside: every change to the text animates.
struct FontOutsideCase: View {
    let state: PlacementSwitch
    var body: some View {
        Text("Swoosh")
            .fontWidth(state.isOn ? .expanded : .condensed)
            .animation(.default, value: state.isOn)
            .font(.system(size: state.isOn ? 34 : 20, weight: state.isOn ? .black : .light))
            .foregroundColor(Color(red: 0.16, green: 0.15, blue: 0.2))
            .accessibilityIdentifier("d6")
    }
}

/// D7: the colour outside animates the rounded rectangle inside, corners and all.
struct ColorOutsideCase: View {
    let state: PlacementSwitch
    var body: some View {
        RoundedRectangle(cornerRadius: state.isOn ? 4 : 30)
            .frame(width: 70, height: 70)
            .animation(.default, value: state.isOn)
            .foregroundColor(state.isOn ? .yellow : .blue)
            .accessibilityIdentifier("d7")
    }
}
