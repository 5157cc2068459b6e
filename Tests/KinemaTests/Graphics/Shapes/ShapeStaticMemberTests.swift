import Foundation
import Kinema
import Testing

/// The built-in shapes as static members (`.clipShape(.circle)`, `.rect(cornerRadius:)`), and
/// text written by a format style, as real code uses them.
@MainActor
struct ShapeStaticMemberTests {
    struct Badge: View {
        var body: some View {
            VStack {
                Color.red.frame(width: 60, height: 60).clipShape(.circle).accessibilityIdentifier("circle")
                Color.blue.frame(width: 60, height: 40).clipShape(.rect(cornerRadius: 12)).accessibilityIdentifier("card")
                Text("tag").padding(6).background(.green, in: .capsule)
                Text(0.25, format: .percent).accessibilityIdentifier("percent")
                Text(1234, format: .number).accessibilityIdentifier("number")
            }
        }
    }

    func text(_ host: HeadlessHost, _ identifier: String) -> String? {
        guard case .text(let text)? = host.displayList.items(identifiedAs: identifier).first?.content else { return nil }
        return text.string
    }

    @Test func staticShapesClipAndFormatStylesWrite() throws {
        let host = HeadlessHost(Badge(), size: CGSize(width: 200, height: 300))
        let circle = try #require(host.displayList.items(identifiedAs: "circle").first)
        #expect(circle.effects.contains { if case .clip(let path, _) = $0 { path == Circle().path(in: circle.frame) } else { false } },
                "clipped by a circle")
        let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(RoundedRectangle.rect(cornerRadius: 12).path(in: rect) == RoundedRectangle(cornerRadius: 12).path(in: rect))
        #expect(Capsule.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(text(host, "percent") == 0.25.formatted(.percent))
        #expect(text(host, "number") == 1234.formatted(.number))
    }
}
