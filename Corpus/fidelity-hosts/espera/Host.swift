// Host for JagCesar/Espera's three loaders, arranged as in the author's Example/loading.gif
// (measured from the GIF at 2 px per point: a 100 pt ring, the 26 pt flower, a 60×14 pt stretch
// bar, about 24 pt apart, on black). Written for the fidelity benchmark; not the author's code.
import SwiftUI

struct EsperaHost: View {
    var body: some View {
        ZStack {
            Color.black
            VStack(spacing: 24) {
                RotatingCircleWithGap()
                    .frame(width: 100, height: 100)
                LoadingFlowerView()
                    .fixedSize()
                StretchLoadingView()
                    .frame(width: 60, height: 14)
            }
        }
    }
}
