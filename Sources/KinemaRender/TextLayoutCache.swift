import Foundation
import Kinema

/// The text layouts a renderer drew, kept for the frames after: text that stays the same is laid
/// out once, not every frame.
///
/// Entries are found by everything that decides a layout (the string, the font, the wrap width,
/// the line limit and the alignment), not by the frame, which may move. Layouts not drawn in
/// the last frame are dropped whenever the cache has doubled since it was last trimmed, so text
/// that changes every frame (a counter) keeps it bounded.
struct TextLayoutCache {
    /// What decides a layout.
    struct Key: Hashable {
        let string: String
        let font: Font.Resolved
        let wrapWidth: CGFloat
        let lineLimit: Int?
        let alignment: TextAlignment

        init(_ text: TextItem) {
            (string, font, wrapWidth, lineLimit, alignment) = (text.string, text.font, text.wrapWidth, text.lineLimit, text.alignment)
        }
    }

    private var entries: [Key: (layout: TextLayout, frame: Int)] = [:]
    /// How many entries there were after the last trim.
    private var countAfterTrim = 0

    /// How many layouts are kept.
    var count: Int { entries.count }

    /// The layout kept for `key`.
    subscript(key: Key) -> TextLayout? { entries[key]?.layout }

    /// The layout kept for `key`, noting that `frame` draws it.
    mutating func layout(for key: Key, frame: Int) -> TextLayout? {
        guard let entry = entries[key] else { return nil }
        if entry.frame != frame { entries[key]?.frame = frame }
        return entry.layout
    }

    mutating func insert(_ layout: TextLayout, for key: Key, frame: Int) {
        entries[key] = (layout, frame)
    }

    /// Called after `frame` is drawn: trims the layouts older than it once the cache has grown.
    mutating func endFrame(_ frame: Int) {
        guard entries.count > 2 * countAfterTrim + 64 else { return }
        entries = entries.filter { $0.value.frame >= frame }
        countAfterTrim = entries.count
    }

    mutating func removeAll() {
        entries.removeAll()
        countAfterTrim = 0
    }
}
