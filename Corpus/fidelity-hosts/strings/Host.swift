// Strings measured in authors' iOS recordings, drawn by Kinema at the same size and colours, one
// view per string, centred in a window the size of the author's crop. Written for the fidelity
// benchmark; only the strings and font styles come from the authors' code.
import SwiftUI

/// "Swift Language" as fourteen one-letter Texts in largeTitle bold, side by side, as
/// siddharth-kothari-spk/SwiftUISamples' Blur_Animation lays it out (no kerning between letters).
struct StringSwiftLanguage: View {
    var body: some View {
        HStack(spacing: 0) {
            HStack(spacing: 0) {
                letter("S"); letter("w"); letter("i"); letter("f"); letter("t"); letter(" ")
            }
            HStack(spacing: 0) {
                letter("L"); letter("a"); letter("n"); letter("g"); letter("u"); letter("a"); letter("g"); letter("e")
            }
        }
    }

    private func letter(_ text: String) -> some View {
        Text(text).font(.largeTitle.bold())
    }
}

/// The "Start" button's title of the ChatGPT typing sample: title2, bold, white.
struct StringStart: View {
    var body: some View {
        ZStack {
            Color.black
            Text("Start").font(.title2).fontWeight(.bold).foregroundColor(.white)
        }
    }
}

/// One wrapped line of the typing sample's paragraph, in the body font, white on black.
struct StringAppleLine: View {
    var body: some View {
        ZStack {
            Color.black
            Text("by Apple that targets iOS, macOS, watchOS,").foregroundColor(.white).fixedSize()
        }
    }
}

/// A back button's title in a navigation bar: 17 pt regular.
struct StringNavigationTitle: View {
    var body: some View {
        Text("SwiftUI Animations").font(.system(size: 17)).foregroundColor(.blue).fixedSize()
    }
}
