import Kinema

/// A header that moves at half the speed of the scrolling, read from its place in the window.
struct ParallaxHeader: View {
    var body: some View {
        GeometryReader { geometry in
            let scrolled = -geometry.frame(in: .global).minY
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                Text("Feed").font(.largeTitle.bold()).foregroundStyle(.white).padding(20)
            }
            .offset(y: scrolled / 2)
            .accessibilityIdentifier("header")
        }
        .frame(height: 180)
        .clipped()
    }
}
