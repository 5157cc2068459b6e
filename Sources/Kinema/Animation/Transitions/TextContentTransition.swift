import Foundation

/// A text's change of characters while it animates: what was shown, what is shown, and how far
/// the change has come (0 to 1, with the transaction's animation).
@MainActor
struct TextContentTransition {
    enum Style {
        case blend
        /// Characters that differ roll: up (new ones from below) or down.
        case roll(up: Bool)
    }

    let old: TextItem
    let style: Style
    var progress: Animator<Double>
    /// Where each character of the old and new strings is, measured once: a roll draws every
    /// character in every frame.
    private let spans = CharacterSpans()

    /// The transition from `old` for `transition`, or nil when it shows the change at once.
    /// `up` says whether numbers counted up.
    init?(from old: TextItem, transition: ContentTransition, countedUp up: Bool?, transaction: Transaction,
          time: TimeInterval, environment: EnvironmentValues, sharing: inout SpringMotionCache) {
        guard let animation = transaction.effectiveAnimation else { return nil }
        switch transition.storage {
        case .identity: return nil
        case .opacity, .interpolate, .symbolReplace: style = .blend
        case .numeric(let countsDown): style = .roll(up: !countsDown)
        case .numericValue: style = .roll(up: up ?? true)
        }
        self.old = old
        progress = Animator(value: 0)
        progress.setValue(1, animation: animation, completions: transaction.completions, at: time, environment: environment,
                          sharing: &sharing)
    }

    /// Appends the old and new text as the change has them now.
    func append(new: TextItem, to builder: inout DisplayBuilder, measurer: any TextMeasurer) {
        let shown = min(max(progress.presentedValue, 0), 1)
        // The old text moves with the view: it is drawn where the view is now, centred on the
        // new text for a blend, ending where it ends for a roll (digits line up from the right).
        var old = old
        old.frame.origin.y = new.frame.minY
        if case .roll = style {
            old.frame.origin.x = new.frame.maxX - old.frame.width
        } else {
            old.frame.origin.x = new.frame.midX - old.frame.width / 2
        }
        switch style {
        case .blend:
            _ = builder.group(.opacity(1 - shown)) { _ = $0.draw(.text(old)) }
            _ = builder.group(.opacity(shown)) { _ = $0.draw(.text(new)) }
        case .roll(let up):
            append(rolling: new, from: old, up: up, shown: shown, to: &builder, measurer: measurer)
        }
    }

    /// The characters are compared from the right, as digits of numbers are: those that match
    /// stay; each other one leaves (old) and arrives (new) in place as iOS draws it, moving by a
    /// fraction of the line, shrinking and blurring as it fades, the changed characters a little
    /// after one another from the left.
    private func append(
        rolling new: TextItem, from old: TextItem, up: Bool, shown: Double, to builder: inout DisplayBuilder,
        measurer: any TextMeasurer
    ) {
        let oldCharacters = Array(old.string), newCharacters = Array(new.string)
        let direction: CGFloat = up ? -1 : 1
        let count = max(oldCharacters.count, newCharacters.count)
        let oldSpans = spans.spans(of: oldCharacters, font: old.font, measurer: measurer)
        let newSpans = spans.spans(of: newCharacters, font: new.font, measurer: measurer)
        let changed = (0..<count).filter { fromRight in
            let oldIndex = oldCharacters.count - 1 - fromRight, newIndex = newCharacters.count - 1 - fromRight
            return !(oldIndex >= 0 && newIndex >= 0 && oldCharacters[oldIndex] == newCharacters[newIndex])
        }
        // Staggered from the left: the leftmost changed character (the largest index from the
        // right) starts first.
        let stagger = changed.count > 1 ? min(Self.stagger, Self.maxStagger / Double(changed.count - 1)) : 0
        let span = 1 - stagger * Double(max(changed.count - 1, 0))
        for fromRight in 0..<count {
            let oldIndex = oldCharacters.count - 1 - fromRight, newIndex = newCharacters.count - 1 - fromRight
            guard let order = changed.firstIndex(of: fromRight) else {
                _ = builder.draw(.text(character(newCharacters[newIndex], at: newSpans[newIndex], in: new)))
                continue
            }
            let start = stagger * Double(changed.count - 1 - order)
            let local = min(max((shown - start) / span, 0), 1)
            if newIndex >= 0 {
                let item = character(newCharacters[newIndex], at: newSpans[newIndex], in: new)
                draw(item, hidden: 1 - local, direction: -direction, to: &builder)
            }
            if oldIndex >= 0 {
                let item = character(oldCharacters[oldIndex], at: oldSpans[oldIndex], in: old)
                draw(item, hidden: local, direction: direction, to: &builder)
            }
        }
    }

    /// How far a changed character moves, as a fraction of its line's height.
    static let offset: CGFloat = 0.3
    /// Its scale when hidden.
    static let hiddenScale: CGFloat = 0.8
    /// Its blur radius when hidden, as a fraction of the font's size.
    static let blur: CGFloat = 0.125
    /// How much later each changed character starts than the one on its left, as a fraction of
    /// the animation, and the most all of them may be spread over.
    static let stagger = 0.07, maxStagger = 0.3

    /// Draws a character `hidden` of the way (0 shown, 1 gone) towards `direction` (-1 up), in
    /// the same groups all through the change, so that only what it covers is drawn again.
    private func draw(_ item: TextItem, hidden: Double, direction: CGFloat, to builder: inout DisplayBuilder) {
        let amount = CGFloat(hidden)
        let scale = 1 - (1 - Self.hiddenScale) * amount
        let centre = CGPoint(x: item.frame.midX, y: item.frame.midY)
        let transform = CGAffineTransform(translationX: centre.x, y: centre.y + direction * Self.offset * item.frame.height * amount)
            .scaledBy(x: scale, y: scale).translatedBy(x: -centre.x, y: -centre.y)
        let radius = Self.blur * item.font.size * amount
        _ = builder.group(.opacity(1 - hidden)) {
            _ = $0.group(.transform(transform)) {
                _ = $0.group(.blur(radius: radius, isOpaque: false)) { _ = $0.draw(.text(item)) }
            }
        }
    }

    /// `character` as an item of its own, at `span` of the whole text `text` (on one line).
    private func character(_ character: Character, at span: CharacterSpans.Span, in text: TextItem) -> TextItem {
        let frame = CGRect(x: text.frame.minX + span.x, y: text.frame.minY, width: span.width, height: text.frame.height)
        return TextItem(string: String(character), frame: frame, font: text.font, style: text.style, lineLimit: 1,
                        alignment: .leading, wrapWidth: span.width)
    }
}

/// The horizontal place of each character of a string on one line, for the strings a content
/// transition draws; kept for the last two strings asked for (the old text and the new).
@MainActor
final class CharacterSpans {
    struct Span {
        var x: CGFloat
        var width: CGFloat
    }

    private var cached: [(characters: [Character], font: Font.Resolved, spans: [Span])] = []

    func spans(of characters: [Character], font: Font.Resolved, measurer: any TextMeasurer) -> [Span] {
        if let hit = cached.first(where: { $0.characters == characters && $0.font == font }) { return hit.spans }
        let spans = characters.indices.map { index in
            Span(x: measurer.size(of: String(characters[..<index]), font: font, proposedWidth: nil, lineLimit: 1).width,
                 width: measurer.size(of: String(characters[index]), font: font, proposedWidth: nil, lineLimit: 1).width)
        }
        cached = Array((cached + [(characters, font, spans)]).suffix(2))
        return spans
    }
}
