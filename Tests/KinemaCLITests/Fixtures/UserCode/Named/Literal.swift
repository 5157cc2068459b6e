import SwiftUI

// Written as for Xcode in Swift 5 mode: the screen read outside any view, a colour literal.

let screen = UIScreen.main.bounds

struct Literal: View {
    let coral = Color(#colorLiteral(red: 1, green: 0.4941176471, blue: 0.4745098039, alpha: 1))
    var body: some View {
        Circle().fill(coral).frame(width: screen.width / 4)
    }
}

// Previews inside `#if DEBUG`, as older Xcode templates wrote them: previews are debug builds.
#if DEBUG
struct Literal_Previews: PreviewProvider {
    static var previews: some View { Literal() }
}
#endif
