import SwiftUI

// The asset symbols Xcode generates from Assets.xcassets beside this file.
struct Swatch: View {
    var body: some View {
        ZStack {
            Rectangle().fill(.studioPurple)
            Image(.heroImage)
            Color(.studioPurple).frame(width: 4, height: 4)
            Color(uiColor: .studioPurple).frame(width: 2, height: 2)
        }
    }
}

#Preview { Swatch() }
