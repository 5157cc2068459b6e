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
