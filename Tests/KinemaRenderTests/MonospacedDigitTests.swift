import Foundation
import Kinema
import KinemaRender
import Testing

@MainActor
@Suite("Monospaced digits")
struct MonospacedDigitTests {
    func width(_ text: some View) -> CGFloat {
        let host = HeadlessHost(text.accessibilityIdentifier("t"), size: CGSize(width: 400, height: 100), textMeasurer: PangoTextMeasurer())
        return host.displayList.items(identifiedAs: "t").first?.frame.width ?? 0
    }

    @Test func digitsOfOneWidthKeepChangingNumbersInPlace() {
        // Inter's own digits differ in width (a 1 is narrow); its tabular ones do not.
        #expect(width(Text("111")) < width(Text("888")) - 1)
        #expect(width(Text("111").monospacedDigit()) == width(Text("888").monospacedDigit()))
        #expect(width(Text("111").font(.body.monospacedDigit())) == width(Text("888").font(.body.monospacedDigit())))
        #expect(width(VStack { Text("111") }.monospacedDigit()) == width(VStack { Text("888") }.monospacedDigit()))
    }
}

/// The system face: Inter, in its display cut from 20 points as iOS switches from SF Pro Text
/// to SF Pro Display.
@MainActor
@Suite("The system font")
struct SystemFontTests {
    @Test func theSystemFaceIsInterAndItsDisplayCutFromTwentyPoints() {
        #expect(Font.body.resolve(in: EnvironmentValues()).family == "Inter")
        #expect(PixelFont.familyToDraw("Inter", size: 17) == "Inter")
        #expect(PixelFont.familyToDraw("Inter", size: 20) == "Inter Display")
        #expect(PixelFont.familyToDraw("", size: 34) == "Inter Display", "the default family")
        #expect(PixelFont.familyToDraw("DejaVu Sans Mono", size: 34) == "DejaVu Sans Mono", "other installed families as given")
        #expect(PixelFont.familyToDraw("Brand Display", size: 34) == "Inter Display",
                "a custom font the app bundles and the folder lacks: the system face, as iOS draws it")
        #expect(Font.system(size: 12, design: .monospaced).resolve(in: EnvironmentValues()).family == "DejaVu Sans Mono")
    }
}

