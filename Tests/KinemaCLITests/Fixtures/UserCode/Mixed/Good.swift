import SwiftUI

struct Good: View {
    var body: some View {
        Text("Fine").padding()
    }
}

#Preview("Same") {
    Good()
}
