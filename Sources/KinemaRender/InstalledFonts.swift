import CCairo
import Synchronization

/// The font families fontconfig has (the system's and those the app registered), read once, the
/// first time a text asks: a family that is not among them is drawn in the system face, as iOS
/// draws text whose custom font the app does not bundle.
enum InstalledFonts {
    private static let families = Mutex<Set<String>?>(nil)

    /// Whether `family` (any case) is installed, or is a generic name fontconfig resolves.
    static func has(_ family: String) -> Bool {
        let name = family.lowercased()
        if genericFamilies.contains(name) { return true }
        return families.withLock { known in
            if known == nil {
                let fontMap = pango_cairo_font_map_new()!
                defer { g_object_unref(fontMap) }
                known = readFamilies(in: fontMap)
            }
            return known!.contains(name)
        }
    }

    /// Names fontconfig resolves to an installed family.
    static let genericFamilies: Set<String> = [
        "sans", "sans-serif", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
    ]

    /// The lowercased names of the families `fontMap` lists.
    private static func readFamilies(in fontMap: UnsafeMutablePointer<PangoFontMap>) -> Set<String> {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        guard let families else { return [] }
        return Set((0..<Int(count)).compactMap { index in
            families[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0).lowercased() }
        })
    }
}
