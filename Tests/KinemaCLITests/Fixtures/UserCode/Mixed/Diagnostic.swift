import SwiftUI

struct MissingPicture: View {
    var body: some View {
        Image("no-such-picture")
    }
}
