import Foundation
import Kinema
import Testing

/// Pickers: options found through tags (and `ForEach` ids), a tap selects, the highlight slides.
@MainActor
struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct Flavors: View {
        @State var flavor = Flavor.chocolate
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.segmented)
                Text(flavor.rawValue).accessibilityIdentifier("flavor")
            }
            .frame(width: 304)
        }
    }

    private func text(_ string: String, in host: HeadlessHost) throws -> CGRect {
        try #require(host.displayList.flattened.first { if case .text(let text) = $0.content { text.string == string } else { false } }).presentedFrame
    }

    private func highlight(_ host: HeadlessHost) throws -> DisplayList.FlatItem {
        // The grey background, then the white highlight.
        let shapes = host.displayList.flattened.filter { if case .shape(let shape) = $0.content { shape.name == "RoundedRectangle" } else { false } }
        return try #require(shapes.count == 2 ? shapes[1] : nil)
    }

    private func selected(_ host: HeadlessHost) -> String? {
        host.displayList.items(identifiedAs: "flavor").compactMap { if case .text(let text) = $0.content { text.string } else { nil } }.first
    }

    @Test func aTapSelectsAndTheHighlightSlides() throws {
        let host = HeadlessHost(Flavors(), size: CGSize(width: 400, height: 200))
        let first = try highlight(host).presentedFrame
        #expect(first.width == 100, "three equal segments in 304 points, less 2 points of inset each side")
        #expect(abs(first.midX - (try text("Chocolate", in: host)).midX) < 1e-6)
        let strawberry = try text("Strawberry", in: host)
        #expect(host.tap(at: CGPoint(x: strawberry.midX, y: strawberry.midY)))
        #expect(selected(host) == "strawberry", "the selection changes at once")
        host.advance(by: 0.1)
        let moving = try highlight(host).presentedFrame
        #expect(moving.minX > first.minX + 1 && moving.minX < first.minX + 199, "on its way: \(moving)")
        host.advance(by: 2)
        #expect(abs(try highlight(host).presentedFrame.midX - strawberry.midX) < 1e-6)
        #expect(!host.isAnimating)
        #expect(host.diagnostics.isEmpty)
    }

    struct Sizes: View {
        @State var size: Int? = 2
        var body: some View {
            VStack {
                Picker("Size", selection: $size) {
                    Text("S").tag(Optional(1))
                    Text("M").tag(Optional(2)).foregroundColor(.red)
                    Text("L").tag(3)
                    Text("Untagged")
                }
                .pickerStyle(.menu)
                Text(size.map(String.init) ?? "none").accessibilityIdentifier("size")
            }
        }
    }

    @Test func explicitTagsSelectAndOptionsWithoutOneDoNot() throws {
        let host = HeadlessHost(Sizes(), size: CGSize(width: 400, height: 200))
        func value() -> String? {
            host.displayList.items(identifiedAs: "size").compactMap { if case .text(let text) = $0.content { text.string } else { nil } }.first
        }
        let small = try text("S", in: host)
        host.tap(at: CGPoint(x: small.midX, y: small.midY))
        #expect(value() == "1")
        let large = try text("L", in: host)
        host.tap(at: CGPoint(x: large.midX, y: large.midY))
        #expect(value() == "3", "a tag of the optional's wrapped type selects too")
        let untagged = try text("Untagged", in: host)
        host.tap(at: CGPoint(x: untagged.midX, y: untagged.midY))
        #expect(value() == "3")
        let medium = try text("M", in: host)
        host.tap(at: CGPoint(x: medium.midX, y: medium.midY))
        #expect(value() == "2", "the tag is found under other modifiers")
    }

    @Test func aSelectionThatNoTagMatchesIsReported() throws {
        let host = HeadlessHost(
            Picker("Number", selection: .constant(7)) {
                Text("One").tag(1)
                Text("Two").tag(2)
            },
            size: CGSize(width: 300, height: 100))
        #expect(try highlight(host).opacity == 0, "nothing is highlighted")
        #expect(host.diagnostics.map(\.kind) == [.invalidValue])
    }
}
