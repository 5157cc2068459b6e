import Foundation
import Synchronization

/// An Xcode asset catalog (an `Assets.xcassets` folder): the named colours (`Color("Brand")`)
/// and images (`Image("hero")`) of an app, read from each set's `Contents.json`.
///
/// Catalogs are registered once, before views are made (the `kinema` tools register the ones
/// they find beside the user's files); `Color(_:bundle:)` and `Image(_:bundle:)` without a
/// bundle then look in them. Of a set's variants Kinema takes the universal, light-mode one, and
/// of an image set the PNG of the highest scale, sized in points (its pixels over its scale).
public struct AssetCatalog: Sendable, Hashable {
    /// The catalog folder.
    public let url: URL

    /// A catalog at `url`: a folder whose name ends in `.xcassets`.
    public init(url: URL) {
        self.url = url
    }

    private static let registered = Mutex<[AssetCatalog]>([])

    /// The catalogs names are looked up in, in the order they were registered.
    public static var all: [AssetCatalog] { registered.withLock { $0 } }

    /// Adds a catalog to those names are looked up in; a catalog already there is not added twice.
    public static func register(_ catalog: AssetCatalog) {
        registered.withLock { if !$0.contains(catalog) { $0.append(catalog) } }
    }

    /// Every `.xcassets` folder in `folder` or below it (not inside another catalog).
    public static func catalogs(in folder: URL) -> [AssetCatalog] {
        if folder.pathExtension == "xcassets" { return [AssetCatalog(url: folder)] }
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var catalogs: [AssetCatalog] = []
        for case let url as URL in enumerator where url.pathExtension == "xcassets" {
            catalogs.append(AssetCatalog(url: url))
            enumerator.skipDescendants()
        }
        return catalogs.sorted { $0.url.path < $1.url.path }
    }

    /// The folder of the set called `name` with the extension (`colorset`, `imageset`), searched
    /// through the catalog's folders; a name with slashes names a namespaced folder's set.
    func set(named name: String, extension setExtension: String) -> URL? {
        let leaf = (name.split(separator: "/").last.map(String.init) ?? name) + "." + setExtension
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return nil }
        for case let candidate as URL in enumerator where candidate.lastPathComponent == leaf {
            if !name.contains("/") || candidate.deletingPathExtension().path.hasSuffix("/" + name) { return candidate }
        }
        return nil
    }

    /// Colour sets already read, by catalog and name: `Color("Brand")` stands in bodies, which
    /// are computed again on every change they read, and a set's file need be read only once.
    private static let colors = Mutex<[String: Result<Color, AssetError>]>([:])

    /// The colour set called `name`, or why there is none.
    public func color(named name: String) -> Result<Color, AssetError> {
        let key = url.path + "\u{0}" + name
        if let known = Self.colors.withLock({ $0[key] }) { return known }
        let found = readColor(named: name)
        Self.colors.withLock { $0[key] = found }
        return found
    }

    private func readColor(named name: String) -> Result<Color, AssetError> {
        guard let set = set(named: name, extension: "colorset") else { return .failure(.notFound(name)) }
        guard let contents = Self.contents(of: set), let entries = contents["colors"] as? [[String: Any]] else {
            return .failure(.unreadable(name, set.appendingPathComponent("Contents.json").path))
        }
        // The entry for any appearance, and the one Xcode adds for "Dark" (luminosity dark, not
        // high contrast).
        let light = entries.first { Self.luminosity(of: $0) == "light" } ?? entries.first
        guard let light, let lightColor = Self.color(of: light) else { return .failure(.unreadable(name, set.path)) }
        guard let dark = entries.first(where: { Self.luminosity(of: $0) == "dark" }) else { return .success(lightColor) }
        guard let darkColor = Self.color(of: dark) else { return .failure(.unreadable(name, set.path)) }
        return .success(Color(light: lightColor, dark: darkColor))
    }

    /// The appearance an entry of a colour set is for: "light" for any appearance (no
    /// `appearances`, or luminosity light), "dark", or nil for others (high contrast).
    private static func luminosity(of entry: [String: Any]) -> String? {
        guard let appearances = entry["appearances"] as? [[String: Any]] else { return "light" }
        if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { return nil }
        let value = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
        return value ?? "light"
    }

    /// The colour of an entry of a colour set, if its components can be read.
    private static func color(of entry: [String: Any]) -> Color? {
        guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else {
            return nil
        }
        func component(_ key: String) -> Double? { components[key].flatMap(componentValue) }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return Color(white: white, opacity: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        let space = (color["color-space"] as? String)?.lowercased()
        return Color(space == "extended-linear-srgb" ? .sRGBLinear : .sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }

    /// The PNG of the image set called `name` at the highest scale, and that scale.
    public func image(named name: String) -> (url: URL, scale: CGFloat)? {
        image(named: name, colorScheme: .light)
    }

    /// The PNG of the image set called `name` for `colorScheme` at the highest scale, and that
    /// scale: the set's "Dark" entries in the dark appearance, when it has them, else the
    /// entries for any appearance.
    public func image(named name: String, colorScheme: ColorScheme) -> (url: URL, scale: CGFloat)? {
        guard let set = set(named: name, extension: "imageset"),
              let entries = Self.contents(of: set)?["images"] as? [[String: Any]] else { return nil }
        func files(for luminosity: String) -> [(URL, CGFloat)] {
            entries.compactMap { entry in
                guard let file = entry["filename"] as? String, Self.luminosity(of: entry) == luminosity else { return nil }
                let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
                return (set.appendingPathComponent(file), CGFloat(scale))
            }.filter { $0.0.pathExtension.lowercased() == "png" }
        }
        let dark = colorScheme == .dark ? files(for: "dark") : []
        return (dark.isEmpty ? files(for: "light") : dark).max { $0.1 < $1.1 }
    }

    private static func contents(of set: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// A component as Xcode writes it: a number, a decimal string ("0.500"), an integer string
    /// out of 255 ("128"), or hexadecimal ("0x80").
    static func componentValue(_ value: Any) -> Double? {
        if let number = value as? Double { return number }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if !text.contains("."), let integer = Int(text) { return integer > 1 ? Double(integer) / 255 : Double(integer) }
        return Double(text)
    }

    /// Why a named asset could not be had.
    public enum AssetError: Error, Equatable, CustomStringConvertible {
        /// No set of that name in the catalog.
        case notFound(String)
        /// The set's `Contents.json` is missing or not what Xcode writes.
        case unreadable(String, String)

        /// A sentence saying what is wrong.
        public var description: String {
            switch self {
            case .notFound(let name): "no asset named '\(name)'"
            case .unreadable(let name, let path): "the asset '\(name)' could not be read (\(path))"
            }
        }
    }
}
