import SwiftUI

/// A planet that circles its sun once, when the sun is tapped.
struct OrbitView: View {
    @State private var angle = 0.0

    var body: some View {
        ZStack {
            Circle().fill(.orange).frame(width: 60, height: 60)
                .accessibilityIdentifier("sun")
            Circle().fill(Color(.systemBlue)).frame(width: 20, height: 20)
                .offset(x: 100)
                .rotationEffect(.degrees(angle))
                .accessibilityIdentifier("planet")
        }
        .frame(width: UIScreen.main.bounds.width, height: 300)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 2)) {
                angle += 360
            }
        }
    }
}

#Preview("Orbit") {
    OrbitView()
}
