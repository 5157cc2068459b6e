import SwiftUI

// Written as Xcode compiles it in Swift 5 mode: a timer's block that changes state (Foundation's
// block is @Sendable, and Swift 5 mode lets it through), and an angle added to in place.
struct Dots: View {
    @State private var top = false
    @State private var angle: Angle = .zero

    var body: some View {
        Circle().offset(y: top ? -20 : 20).rotationEffect(angle)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                    self.top.toggle()
                }
                angle += .degrees(90)
            }
    }
}
