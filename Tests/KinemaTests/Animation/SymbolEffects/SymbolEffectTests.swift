import Foundation
import Kinema
import Testing

/// `symbolEffect(_:options:value:)`, `symbolEffect(_:options:isActive:)` and
/// `symbolEffectsRemoved(_:)`: when effects play, on what, and what the inspector says.
@MainActor
struct SymbolEffectTests {
    @Test func aDiscreteEffectPlaysOncePerChangeOfTheValue() throws {
        let host = HeadlessHost(symbol: tappedSymbol(.bounce))
        #expect(host.samples(for: 1) { $0.scale }.allSatisfy { $0 == 1 }, "nothing plays before the value changes")
        host.tapMiddle()
        #expect(host.samples(for: 3) { $0.scale }.crossings(above: 1.15) == 1)
        #expect(!host.isAnimating)
        host.tapMiddle()
        #expect(host.samples(for: 2) { $0.scale }.crossings(above: 1.15) == 1, "and again at the next change")
    }

    @Test func repeatPlaysTheEffectThatManyTimes() throws {
        let host = HeadlessHost(symbol: tappedSymbol(.bounce, options: .repeat(3)))
        host.tapMiddle()
        let scales = host.samples(for: 3) { $0.scale }
        #expect(scales.crossings(above: 1.15) == 3)
        #expect(abs(scales.last! - 1) < 1e-3)
        let periodic = HeadlessHost(symbol: tappedSymbol(.pulse, options: .repeat(.periodic(2, delay: 1))))
        periodic.tapMiddle()
        let opacities = periodic.samples(for: 4) { $0.opacity }
        #expect(opacities.crossings(below: 0.4) == 2)
        #expect(opacities[60..<120].allSatisfy { abs($0 - 1) < 1e-9 }, "a second between the plays")
    }

    @Test func aChangeDuringAPlayStartsItAgain() throws {
        let host = HeadlessHost(symbol: tappedSymbol(.pulse))
        host.tapMiddle()
        host.advance(by: 0.75)
        host.tapMiddle()
        host.advance(by: 0.5)
        #expect(try #require(host.symbol()).opacity < 0.5, "half a second into the new play")
    }

    @Test func anIndefiniteEffectRunsWhileActiveAndSettlesWhenNot() throws {
        let host = HeadlessHost(symbol: toggledSymbol(.pulse))
        #expect(host.samples(for: 3.2) { $0.opacity }.crossings(below: 0.4) == 3, "a pulse a second")
        host.tapMiddle()
        let settling = host.samples(for: 1.5) { $0.opacity }
        #expect(settling.min()! > 0.4, "back to rest, no further pulse: \(settling.min()!)")
        #expect(abs(settling.last! - 1) < 1e-3)
        #expect(!host.isAnimating)
        host.tapMiddle()
        #expect(host.samples(for: 1) { $0.opacity }.crossings(below: 0.4) == 1, "running again")
    }

    @Test func anInactiveEffectDoesNothingUntilActive() throws {
        let host = HeadlessHost(symbol: toggledSymbol(.rotate, isActive: false))
        #expect(host.samples(for: 1) { $0.rotation }.allSatisfy { $0 == 0 })
        host.tapMiddle()
        host.advance(by: 0.5)
        #expect(abs(try #require(host.symbol()).rotation - 180) < 1e-6)
    }

    @Test func nonRepeatingPlaysOncePerActivation() throws {
        let host = HeadlessHost(symbol: toggledSymbol(.bounce, options: .nonRepeating))
        #expect(host.samples(for: 3) { $0.scale }.crossings(above: 1.15) == 1)
        let repeating = HeadlessHost(symbol: tappedSymbol(.bounce, options: .repeating))
        repeating.tapMiddle()
        #expect(repeating.samples(for: 2.9) { $0.scale }.crossings(above: 1.15) >= 5, "a discrete effect told to repeat keeps on")
    }

    @Test func viewsThatAreNotSymbolsAreLeftAlone() throws {
        let host = HeadlessHost(symbol: HStack {
            Image(systemName: "star").accessibilityIdentifier("symbol")
            Circle().frame(width: 20, height: 20).accessibilityIdentifier("circle")
            Text("Hi").accessibilityIdentifier("text")
        }.symbolEffect(.pulse))
        host.advance(by: 0.5)
        #expect(abs(try #require(host.symbol()).opacity - 0.3) < 1e-9)
        for identifier in ["circle", "text"] {
            let item = try #require(host.displayList.items(identifiedAs: identifier).first)
            #expect(item.opacity == 1 && item.transform == .identity && item.effects.isEmpty, "\(identifier)")
        }
        #expect(host.animatingAttributes.count == 1, "the effect, moving the symbol")
    }

    @Test func aViewWithoutSymbolsShowsNoEffectInTheInspector() {
        let host = HeadlessHost(symbol: Circle().frame(width: 20, height: 20).symbolEffect(.pulse))
        host.advance(by: 0.5)
        #expect(host.animatingAttributes.isEmpty)
        #expect(host.displayList.flattened.allSatisfy { $0.opacity == 1 })
    }

    @Test func symbolEffectsRemovedTakesAwayTheInheritedEffects() throws {
        struct Removing: View {
            @State var removed = true
            var body: some View {
                VStack {
                    Image(systemName: "bolt.fill").symbolEffectsRemoved(removed).accessibilityIdentifier("still")
                    Image(systemName: "folder.fill").accessibilityIdentifier("symbol")
                    Image(systemName: "star").symbolEffect(.scale.up).symbolEffectsRemoved().accessibilityIdentifier("own")
                }
                .symbolEffect(.pulse)
                .onTapAnywhere { removed = false }
            }
        }
        let host = HeadlessHost(symbol: Removing())
        host.advance(by: 0.5)
        #expect(abs(try #require(host.symbol()).opacity - 0.3) < 1e-9)
        let still = try #require(host.symbol("still"))
        #expect(still.opacity == 1 && still.effects.isEmpty)
        let own = try #require(host.symbol("own"))
        #expect(own.opacity == 1 && own.scale > 1.1, "its own effect applies, the inherited one does not")
        host.tapMiddle()
        host.advance(by: 1)
        #expect(abs(try #require(host.symbol("still")).opacity - 0.3) < 1e-9, "symbolEffectsRemoved(false) leaves them")
    }

    @Test func effectsAroundASymbolApplyOneOnAnother() throws {
        let host = HeadlessHost(symbol: Image(systemName: "bell").symbolEffect(.scale.up).accessibilityIdentifier("symbol")
            .symbolEffect(.pulse))
        host.advance(by: 2.5)
        let symbol = try #require(host.symbol())
        #expect(abs(symbol.scale - 1.2) < 1e-3 && abs(symbol.opacity - 0.3) < 1e-9)
    }

    @Test func aFileImageIsLeftAlone() throws {
        struct Swap: View {
            @State var symbol = true
            var body: some View {
                Group {
                    if symbol { Image(systemName: "star.fill") } else { Image("missing-file") }
                }
                .accessibilityIdentifier("symbol")
                .symbolEffect(.pulse)
                .onTapAnywhere { symbol = false }
            }
        }
        let host = HeadlessHost(symbol: Swap())
        host.advance(by: 0.5)
        #expect(abs(try #require(host.symbol()).opacity - 0.3) < 1e-9)
        host.tapMiddle()
        let image = try #require(host.displayList.items(identifiedAs: "symbol").first)
        #expect(image.effects.isEmpty && image.opacity == 1)
    }

    @Test func theInspectorNamesTheEffectAndItsCall() throws {
        let host = HeadlessHost(symbol: tappedSymbol(.bounce.up))
        host.tapMiddle()
        host.advance(by: 0.1)
        let attribute = try #require(host.animatingAttributes.first)
        #expect(attribute.property == "symbolEffect")
        #expect(attribute.source?.function == "symbolEffect(.bounce.up)")
        #expect(attribute.source?.fileID.hasSuffix("SymbolEffectTestViews.swift") == true, "the call in tappedSymbol")
        #expect(attribute.identifier == "symbol")
    }

    @Test func aSymbolRemovedMidPlayStopsCleanly() {
        struct Toggle: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Image(systemName: "bell").symbolEffect(.wiggle) }
                    Color.gray.frame(width: 20, height: 20).onTapGesture { shown = false }
                }
            }
        }
        let host = HeadlessHost(Toggle(), size: CGSize(width: 100, height: 100))
        host.advance(by: 0.3)
        #expect(host.tap(at: CGPoint(x: 50, y: 60)))
        host.advance(by: 5)
        #expect(!host.isAnimating)
        #expect(host.displayList.flattened.count == 1)
    }

    @Test func theEffectsNamesFollowTheirAccessors() {
        #expect(BounceSymbolEffect.bounce.configuration != BounceSymbolEffect.bounce.down.configuration)
        #expect(ScaleSymbolEffect.scale.up.configuration == ScaleSymbolEffect.scale.up.configuration)
        #expect(PulseSymbolEffect.pulse.byLayer != .pulse.wholeSymbol)
        func source(_ view: some View) -> String? {
            let host = HeadlessHost(symbol: view)
            host.advance(by: 0.1)
            return host.animatingAttributes.first?.source?.function
        }
        #expect(source(Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing))
                == "symbolEffect(.variableColor.iterative.reversing)")
        #expect(source(Image(systemName: "bell").symbolEffect(.wiggle.custom(angle: 45))) == "symbolEffect(.wiggle.custom(angle: 45.0))")
        #expect(source(Image(systemName: "heart").symbolEffect(.breathe.pulse.byLayer)) == "symbolEffect(.breathe.pulse.byLayer)")
        #expect(source(Image(systemName: "arrow.clockwise").symbolEffect(.rotate.clockwise)) == "symbolEffect(.rotate.clockwise)")
    }

    @Test func theFormsAppsUseCompileAndRun() {
        struct Forms: View {
            @State var count = 0
            @State var isOn = true
            var body: some View {
                VStack {
                    Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
                    Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, options: .repeat(3).speed(2), value: count)
                    Image(systemName: "heart").symbolEffect(.pulse, options: .repeating, isActive: isOn)
                    Image(systemName: "star").symbolEffect(.scale.down.wholeSymbol, isActive: isOn)
                    Image(systemName: "bell").symbolEffect(.wiggle.left, options: .repeat(.periodic(3, delay: 1)), value: count)
                    Image(systemName: "bell").symbolEffect(.wiggle.custom(angle: .degrees(45)), options: .nonRepeating, value: count)
                    Image(systemName: "arrow.clockwise").symbolEffect(.rotate.clockwise, options: .repeat(.continuous), value: count)
                    Image(systemName: "heart").symbolEffect(.breathe.pulse.byLayer, options: .repeat(.periodic), isActive: isOn)
                    Image(systemName: "bolt").symbolEffect(.variableColor.cumulative.dimInactiveLayers.nonReversing, value: count)
                }
                .symbolEffectsRemoved(false)
                .frame(width: 100, height: 300)
                .contentShape(Rectangle())
                .onTapGesture { count += 1 }
            }
        }
        let host = HeadlessHost(Forms(), size: CGSize(width: 100, height: 300))
        host.tap(at: CGPoint(x: 50, y: 150))
        host.advance(by: 0.3)
        #expect(host.animatingAttributes.count == 9, "\(host.animatingAttributes.map(\.source?.function))")
        #expect(host.diagnostics.isEmpty)
    }
}
