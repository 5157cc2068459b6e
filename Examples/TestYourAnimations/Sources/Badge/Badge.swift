import SwiftUI

/// A badge that grows with a bouncy spring when tapped, and shrinks back on the next tap.
public struct Badge: View {
    @State private var grown = false

    public init() {}

    public var body: some View {
        Circle()
            .fill(Color(red: 1, green: 0.45, blue: 0.2))
            .frame(width: 80, height: 80)
            .scaleEffect(grown ? 1.5 : 1)
            .accessibilityIdentifier("badge")
            .onTapGesture {
                withAnimation(.bouncy) { grown.toggle() }
            }
    }
}

#Preview("Badge") {
    Badge()
}
