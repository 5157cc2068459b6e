import Foundation
import SwiftUI

/// A light that turns from red to green half a second after it appears, and back after two
/// ticks of a 0.4-second timer: wall-clock callbacks, as apps write them.
struct Countdown: View {
    @State private var green = false
    @State private var ticks = 0

    var body: some View {
        Rectangle()
            .fill(green ? Color.green : Color.red)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { green = true }
                Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { timer in
                    ticks += 1
                    if ticks == 2 {
                        green = false
                        timer.invalidate()
                    }
                }
            }
    }
}

#Preview {
    Countdown()
}
