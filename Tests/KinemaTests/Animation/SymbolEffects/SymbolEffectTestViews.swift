import Foundation
import Kinema

/// A bell symbol with the effects `effects` adds, given the number of taps so far.
struct TappedSymbol<Content: View>: View {
    let effects: (Image, Int) -> Content
    @State private var taps = 0

    var body: some View {
        effects(Image(systemName: "bell.fill"), taps)
            .accessibilityIdentifier("symbol")
            .onTapAnywhere { taps += 1 }
    }
}

/// A bell symbol whose discrete effect plays at each tap.
@MainActor
func tappedSymbol(_ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default) -> some View {
    TappedSymbol { $0.symbolEffect(effect, options: options, value: $1) }
}

/// A bell symbol whose indefinite effect each tap turns off or on.
@MainActor
func toggledSymbol(
    _ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true
) -> some View {
    TappedSymbol { $0.symbolEffect(effect, options: options, isActive: $1.isMultiple(of: 2) == isActive) }
}

extension View {
    /// The view in a 100 × 100 frame that `action` runs on a tap anywhere in.
    func onTapAnywhere(_ action: @escaping () -> Void) -> some View {
        frame(width: 100, height: 100).contentShape(Rectangle()).onTapGesture(perform: action)
    }
}

extension HeadlessHost {
    /// A host of `view`, 100 × 100 points.
    convenience init(symbol view: some View) {
        self.init(view, size: CGSize(width: 100, height: 100))
    }

    /// Taps the middle of the window.
    func tapMiddle() {
        tap(at: CGPoint(x: 50, y: 50))
    }

    /// The symbol identified as `identifier`, with the effects around it resolved.
    func symbol(_ identifier: String = "symbol") -> DisplayList.FlatItem? {
        displayList.items(identifiedAs: identifier).first { if case .symbol = $0.content { true } else { false } }
    }

    /// Samples `value` of the symbol at each frame until `seconds` from now, at 60 frames a second.
    func samples(for seconds: TimeInterval, _ value: (DisplayList.FlatItem) -> Double) -> [Double] {
        var samples: [Double] = []
        advance(to: time + seconds, frameRate: 60) { list in
            samples.append(list.items(identifiedAs: "symbol").first.map(value) ?? .nan)
        }
        return samples
    }
}

extension DisplayList.FlatItem {
    /// The uniform scale of the transform around the item.
    var scale: Double { Double(hypot(transform.a, transform.b)) }
    /// The turn of the transform around the item, in degrees clockwise.
    var rotation: Double { Double(atan2(transform.b, transform.a)) * 180 / .pi }
    /// How far the item's centre moved, in points.
    var offset: CGSize { CGSize(width: presentedFrame.midX - frame.midX, height: presentedFrame.midY - frame.midY) }
}

extension Array where Element == Double {
    /// How many times the values rise through `level`.
    func crossings(above level: Double) -> Int {
        zip(self, dropFirst()).filter { $0 <= level && $1 > level }.count
    }

    /// How many times the values fall through `level`.
    func crossings(below level: Double) -> Int {
        zip(self, dropFirst()).filter { $0 >= level && $1 < level }.count
    }
}
