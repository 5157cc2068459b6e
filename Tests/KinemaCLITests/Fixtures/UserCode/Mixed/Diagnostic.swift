import SwiftUI

// An image the app bundles and this folder lacks: drawn as SwiftUI draws it missing, with a
// warning. Twice the same id in a ForEach: a diagnostic, so the view does not count as running.

struct MissingPicture: View {
    var body: some View {
        Image("no-such-picture")
    }
}

struct DuplicateIDs: View {
    var body: some View {
        VStack {
            ForEach([1, 1], id: \.self) { Text("\($0)") }
        }
    }
}
