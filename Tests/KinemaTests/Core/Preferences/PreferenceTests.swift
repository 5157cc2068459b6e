import Foundation
import Kinema
import Testing

/// Preferences flow from views to their ancestors, as Apple documents `PreferenceKey`: combined
/// with `reduce` in declaration order, read by `onPreferenceChange` after layout, and by
/// `overlayPreferenceValue` with anchors resolved in a geometry proxy.
@MainActor
struct PreferenceTests {
    struct Names: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct MaxWidth: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct Bounds: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    final class Log {
        var names: [[String]] = []
    }

    @Test func valuesCombineInDeclarationOrderAndAWriterReplacesItsContents() {
        let log = Log()
        let host = HeadlessHost(
            VStack {
                Color.red.preference(key: Names.self, value: ["a"])
                HStack {
                    Color.green.preference(key: Names.self, value: ["b"])
                    Color.clear
                    Color.blue.preference(key: Names.self, value: ["c"])
                }
                VStack { Color.gray.preference(key: Names.self, value: ["hidden"]) }
                    .preference(key: Names.self, value: ["d"])
                    .transformPreference(Names.self) { $0.append("e") }
            }
            .onPreferenceChange(Names.self) { log.names.append($0) },
            size: CGSize(width: 200, height: 200))
        #expect(log.names == [["a", "b", "c", "d", "e"]], "read once, after the first layout")
        host.advance(by: 1 / 60)
        #expect(log.names.count == 1, "an unchanged value is not reported again")
    }

    /// The common "measure the widest label" pattern: children write their width from a
    /// geometry reader in their background, the parent keeps the widest in state and sizes a bar
    /// with it, in the first frame.
    struct WidestLabel: View {
        @State private var widest: CGFloat = 0
        let widths: [CGFloat]

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(widths, id: \.self) { width in
                    Color.gray.frame(width: width, height: 10)
                        .background(GeometryReader { proxy in Color.clear.preference(key: MaxWidth.self, value: proxy.size.width) })
                }
                Color.orange.frame(width: widest, height: 10).accessibilityIdentifier("bar")
            }
            .onPreferenceChange(MaxWidth.self) { widest = $0 }
        }
    }

    @Test func aMeasuredPreferenceSetsStateInTheFirstFrame() throws {
        let host = HeadlessHost(WidestLabel(widths: [40, 120, 70]), size: CGSize(width: 300, height: 100))
        let bar = try #require(host.displayList.items(identifiedAs: "bar").first)
        #expect(bar.presentedFrame.width == 120)
    }

    struct Underline: View {
        @State var selected = 0

        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in
                    Color.clear.frame(width: 50, height: 30)
                        .anchorPreference(key: Bounds.self, value: .bounds) { index == selected ? $0 : nil }
                }
            }
            .padding(10)
            .overlayPreferenceValue(Bounds.self) { anchor in
                GeometryReader { proxy in
                    // Unwrapped as apps do: the closure never sees the key's default (nil)
                    // in place of the anchor a cell writes.
                    let rect = proxy[anchor!]
                    Color.red.frame(width: rect.width, height: 2)
                        .offset(x: rect.minX, y: rect.maxY)
                        .accessibilityIdentifier("underline")
                }
            }
        }
    }

    @Test func anAnchorIsResolvedInTheOverlaysProxy() throws {
        let host = HeadlessHost(Underline(selected: 1), size: CGSize(width: 170, height: 50))
        let line = try #require(host.displayList.items(identifiedAs: "underline").first)
        // The row is 170 × 50, padded by 10: the second cell spans x 60…110, ends at y 40.
        #expect(line.presentedFrame == CGRect(x: 60, y: 40, width: 50, height: 2))
    }
}
