import Kinema
import Observation

/// The settings a panel of controls edits, and the preview card shows.
@MainActor
@Observable
final class SettingsModel {
    /// How the preview card arranges its icon and title.
    enum Layout: String, CaseIterable, Hashable {
        case card = "Card", row = "Row", tile = "Tile"
    }

    /// What the preview card looks like: one value, so that the card animates every change of it.
    struct Appearance: Equatable {
        var compact = false
        var showsBadge = true
        var shadow = true
        var cornerRadius = 18.0
        var titleSize = 22
        var layout = Layout.card
        var accent = 0
    }

    /// The swatches' colours, in the order of the grid.
    static let accents: [(name: String, color: Color)] = [
        ("indigo", Color(red: 0.35, green: 0.34, blue: 0.84)), ("teal", Color(red: 0.19, green: 0.69, blue: 0.78)),
        ("green", Color(red: 0.20, green: 0.78, blue: 0.35)), ("orange", Color(red: 1.00, green: 0.58, blue: 0.00)),
        ("pink", Color(red: 1.00, green: 0.18, blue: 0.33)), ("purple", Color(red: 0.69, green: 0.32, blue: 0.87)),
        ("yellow", Color(red: 1.00, green: 0.80, blue: 0.00)), ("graphite", Color(red: 0.39, green: 0.39, blue: 0.42)),
    ]

    var appearance = Appearance()
    /// How much of the storage is used, shown by a progress view.
    var storageUsed = 0.62

    var accentColor: Color { Self.accents[appearance.accent].color }
}
