import Foundation
import Kinema
import Testing

/// `disabled(_:)`: nothing under it takes the pointer, the built-in controls fade, and an inner
/// `disabled(false)` does not enable what an outer `disabled(true)` disabled.
@MainActor
struct DisabledTests {
    struct Panel: View {
        @State var locked = true
        let tapped: (String) -> Void

        var body: some View {
            VStack(spacing: 0) {
                Button("Send") { tapped("send") }
                    .frame(width: 100, height: 40)
                    .accessibilityIdentifier("send")
                Color.gray.frame(width: 100, height: 40).onTapGesture { tapped("swatch") }
                    .disabled(false)
            }
            .disabled(locked)
            Button("Unlock") { locked = false }.frame(width: 100, height: 40)
        }
    }

    @Test func disabledViewsTakeNoTapsAndAnInnerDisabledFalseDoesNotEnableThem() throws {
        var tapped: [String] = []
        let host = HeadlessHost(VStack(spacing: 0) { Panel(tapped: { tapped.append($0) }) }, size: CGSize(width: 100, height: 120))
        #expect(!host.tap(at: CGPoint(x: 50, y: 20)))
        #expect(!host.tap(at: CGPoint(x: 50, y: 60)))
        #expect(tapped.isEmpty)
        let faded = host.displayList.items(identifiedAs: "send").map(\.opacity)
        #expect(faded.allSatisfy { abs($0 - 0.4) < 0.001 }, "\(faded)")
        #expect(host.tap(at: CGPoint(x: 50, y: 100)))
        #expect(host.tap(at: CGPoint(x: 50, y: 20)))
        #expect(host.tap(at: CGPoint(x: 50, y: 60)))
        #expect(tapped == ["send", "swatch"])
        host.advance(by: 1)
        let opacities = host.displayList.items(identifiedAs: "send").map(\.opacity)
        #expect(opacities.allSatisfy { abs($0 - 1) < 1e-9 }, "enabled, the button is no longer faded: \(opacities)")
    }
}
