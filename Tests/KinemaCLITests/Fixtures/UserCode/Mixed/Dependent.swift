import SwiftUI

struct CardView: View {
    let card = Card()

    var body: some View {
        Text(card.title)
    }
}
