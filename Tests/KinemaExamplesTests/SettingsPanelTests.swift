import Foundation
import Kinema
import KinemaExamples
import KinemaExport
import Testing
import KinemaTestSupport

/// The settings-panel example: controls restyle a preview card, which animates to each look; the
/// form scrolls under a bar set in with `safeAreaInset`.
@MainActor
struct SettingsPanelTests {
    private func make() throws -> (HeadlessHost, Example) {
        let example = try #require(ExampleCatalog.example(named: "settings-panel"))
        return (HeadlessHost(example.rootView, size: example.size), example)
    }

    @Test func aTappedSwatchRecoloursTheCardSmoothly() throws {
        let (host, _) = try make()
        let before = try #require(host.item("preview-icon")?.color)
        try host.tap("swatch-teal")
        host.advance(by: 0.05)
        let during = try #require(host.item("preview-icon")?.color)
        host.advance(by: 2)
        let after = try #require(host.item("preview-icon")?.color)
        #expect(before != after)
        #expect(during != before && during != after, "the colour is on its way: \(during)")
        #expect(min(before.green, after.green) < during.green && during.green < max(before.green, after.green))
    }

    @Test func theLayoutPickerMovesTheTitleBesideTheIcon() throws {
        let (host, example) = try make()
        let icon = try #require(host.item("preview-icon")?.presentedFrame)
        #expect(try #require(host.item("preview-title")?.presentedFrame).minY > icon.maxY, "below the icon on a card")
        host.perform(try #require(example.actions["row"]))
        host.advance(by: 0.1)
        let moving = try #require(host.item("preview-title")?.presentedFrame)
        host.advance(by: 2)
        let title = try #require(host.item("preview-title")?.presentedFrame)
        let newIcon = try #require(host.item("preview-icon")?.presentedFrame)
        #expect(title.minX > newIcon.maxX, "beside the icon in a row")
        #expect(moving.minX > icon.minX && moving.minX < title.minX, "the title slides across: \(moving.minX)")
    }

    @Test func theBadgeScalesAway() throws {
        let (host, example) = try make()
        #expect(host.item("badge") != nil)
        host.perform(try #require(example.actions["badge"]))
        host.advance(by: 0.1)
        let scale = try #require(host.item("badge")?.transform.a)
        #expect(scale < 1 && scale > 0, "leaving with a scale transition: \(scale)")
        host.advance(by: 2)
        #expect(host.item("badge") == nil)
    }

    @Test func theFormScrollsUnderTheBar() throws {
        let (host, _) = try make()
        let bar = try #require(host.item("reset")?.presentedFrame)
        host.scroll(by: CGSize(width: 0, height: 10_000))
        let bottom = host.displayList.flattened
            .filter { if case .text(let text) = $0.content { text.string == "Version 2.1" } else { false } }
            .first?.presentedFrame
        let version = try #require(bottom)
        #expect(version.maxY < bar.minY, "the last row scrolls to above the bar: \(version) \(bar)")
        #expect(version.maxY > bar.minY - 60, "and no further")
    }

    @Test func theScriptPlaysWithoutProblems() throws {
        let (host, example) = try make()
        try host.play(RecordingScript(parsing: example.script), actions: example.actions)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
