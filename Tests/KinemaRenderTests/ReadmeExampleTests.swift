import Foundation
import Kinema
import KinemaRender
import Testing

/// The README's first example, compiled and run as written.
@MainActor
struct ReadmeExampleTests {
    struct Avatar: View {
        @State private var selected = false

        var body: some View {
            Circle()
                .fill(.orange)
                .frame(width: 80, height: 80)
                .scaleEffect(selected ? 1.5 : 1)
                .shadow(radius: selected ? 12 : 8)
                .accessibilityIdentifier("avatar")
                .onTapGesture { withAnimation(.bouncy) { selected.toggle() } }
        }
    }

    @Test func theReadmeExampleRuns() throws {
        let host = HeadlessHost(Avatar(), size: CGSize(width: 300, height: 300), textMeasurer: PangoTextMeasurer())
        try host.tap("avatar")
        host.advance(by: 0.1)
        let avatar = host.displayList.items(identifiedAs: "avatar")[0]
        #expect(avatar.transform.a > 1 && avatar.transform.a < 1.5)
        #expect(avatar.shadows[0].radius > 8 && avatar.shadows[0].radius < 12)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-readme-avatar.png").path
        try DisplayListRenderer().writePNG(host.displayList, size: host.size, to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }
}
