// WWDC23 "Explore SwiftUI animation", listing at 02:14 (seed 000), line breaks restored.
import SwiftUI

struct Avatar: View {
    var pet: Pet
    @State private var selected: Bool = false

    var body: some View {
        Image(pet.type)
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture {
                selected.toggle()
            }
    }
}
