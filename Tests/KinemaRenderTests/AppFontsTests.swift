import Foundation
import Kinema
import KinemaRender
import Testing

/// Fonts an app ships, found as iOS finds them: by PostScript name.
@MainActor
@Suite("App fonts")
struct AppFontsTests {
    func width(_ font: Font) -> CGFloat {
        let host = HeadlessHost(Text("Handgloves 123").font(font).accessibilityIdentifier("t"), size: CGSize(width: 600, height: 100),
                                textMeasurer: PangoTextMeasurer())
        return host.displayList.items(identifiedAs: "t").first?.frame.width ?? 0
    }

    @Test func aRegisteredFontIsFoundByItsPostScriptName() throws {
        // A file Debian's fonts-dejavu-core ships (Scripts/setup-debian installs it), standing in
        // for a font in an app's folder.
        let file = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"
        try #require(FileManager.default.fileExists(atPath: file))
        let bogus = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-not-a-font-\(UUID().uuidString).ttf")
        try Data("not a font".utf8).write(to: bogus)
        defer { try? FileManager.default.removeItem(at: bogus) }
        #expect(AppFonts.register([file, bogus.path]) == [bogus.path], "what cannot be read is said")
        let byPostScriptName = width(.custom("DejaVuSerif-Bold", size: 20))
        #expect(byPostScriptName == width(.custom("DejaVu Serif", size: 20).bold()), "the face the name stands for")
        #expect(byPostScriptName != width(.custom("DejaVu Sans", size: 20).bold()))
    }
}
