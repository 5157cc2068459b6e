import SwiftUI

struct Unfinished: View {
    var body: some View {
        Text("Oops"
    }
}
