// WWDC23 "Explore SwiftUI animation", listing at 22:44 (seed 000), line breaks restored.
import SwiftUI

struct Avatar: View {
    var pet: Pet
    @Binding var selected: Bool

    var body: some View {
        Image(pet.type)
            .scaleEffect(selected ? 1.5 : 1.0)
            .animation(.bouncy, value: selected)
            .onTapGesture {
                selected.toggle()
            }
    }
}
