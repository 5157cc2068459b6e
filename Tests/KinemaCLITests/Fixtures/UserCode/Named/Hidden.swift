import SwiftUI

// A preview of a view private to its file, which Xcode previews as it does any other.

fileprivate struct Sample: View {
    var body: some View {
        Capsule().fill(.orange).frame(width: 120, height: 40)
    }
}

#Preview("Hidden") {
    Sample()
}
