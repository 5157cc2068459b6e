import Foundation

/// A variant of a symbol, such as its filled or circled form: `symbolVariant(.fill)` draws
/// `"heart"` as `"heart.fill"`.
///
/// A variant applies when the symbol has it and is ignored otherwise, as in SwiftUI.
public struct SymbolVariants: Hashable, Sendable {
    /// The name suffixes the variant adds, in the order symbol names take them.
    let suffixes: [String]

    /// No variant: the symbol as named.
    public static let none = SymbolVariants(suffixes: [])
    /// The symbol in a circle.
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// The symbol in a square.
    public static let square = SymbolVariants(suffixes: ["square"])
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    /// The symbol filled.
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// The symbol struck through.
    public static let slash = SymbolVariants(suffixes: ["slash"])

    /// This variant in a circle.
    public var circle: SymbolVariants { adding("circle") }
    /// This variant in a square.
    public var square: SymbolVariants { adding("square") }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { adding("rectangle") }
    /// This variant filled.
    public var fill: SymbolVariants { adding("fill") }
    /// This variant struck through.
    public var slash: SymbolVariants { adding("slash") }

    /// Whether this variant includes `other`'s forms.
    public func contains(_ other: SymbolVariants) -> Bool {
        Set(other.suffixes).isSubset(of: suffixes)
    }

    private func adding(_ suffix: String) -> SymbolVariants {
        suffixes.contains(suffix) ? self : SymbolVariants(suffixes: suffixes + [suffix])
    }

    /// The name of `name`'s variant: the suffixes it lacks appended in the order SF Symbol names
    /// use (shape, then slash, then fill: `heart.circle.fill`, `bell.slash.fill`).
    func apply(to name: String) -> String {
        let parts = name.split(separator: ".").map(String.init)
        let order = ["circle", "square", "rectangle", "slash", "fill"]
        let wanted = order.filter { suffixes.contains($0) || parts.contains($0) }
        let base = parts.filter { !order.contains($0) }
        return (base + wanted).joined(separator: ".")
    }
}

private enum SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

extension EnvironmentValues {
    /// The variant symbols in this environment are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view in `variant`, where they have it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}
