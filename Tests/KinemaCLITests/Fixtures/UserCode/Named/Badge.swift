import SwiftUI

struct Badge: View {
    @State private var pressed = false

    var body: some View {
        Circle()
            .fill(Color(.systemBlue))
            .frame(width: 120, height: 120)
            .scaleEffect(pressed ? 1.5 : 1)
            .accessibilityIdentifier("badge")
            .onTapGesture {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) { pressed.toggle() }
            }
    }
}

// kinema: tap badge; wait 1
#Preview("Badge") {
    Badge()
}
