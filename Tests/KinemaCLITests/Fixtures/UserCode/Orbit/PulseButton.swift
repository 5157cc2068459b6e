import SwiftUI

/// A button that grows with a spring when tapped, in the app's accent colour.
struct PulseButton: View {
    @State private var pressed = false

    var body: some View {
        Capsule()
            .fill(Color("Accent"))
            .frame(width: 120, height: 44)
            .scaleEffect(pressed ? 1.4 : 1)
            .accessibilityIdentifier("pulse")
            .onTapGesture {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) { pressed.toggle() }
            }
    }
}

struct Titled: View {
    let title: String
    var body: some View { Text(title) }
}

struct PulseButton_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 20) {
            PulseButton()
            Titled(title: "Tap me")
        }
    }
}
