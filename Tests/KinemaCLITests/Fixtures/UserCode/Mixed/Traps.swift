import SwiftUI

struct Traps: View {
    let items: [String] = []

    var body: some View {
        Text(items[3])
    }
}

#Preview("Same") {
    Traps()
}
