import Foundation

/// How the layers of a symbol are coloured.
///
/// Kinema's symbol glyphs have one layer, so every mode draws the symbol in its primary style:
/// the foreground style, or for `.palette` the first of the styles given to
/// `foregroundStyle(_:_:)`.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case monochrome, multicolor, hierarchical, palette
    }

    let storage: Storage

    /// One colour, the foreground style, for every layer.
    public static let monochrome = SymbolRenderingMode(storage: .monochrome)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(storage: .multicolor)
    /// The foreground style, at decreasing opacities for the secondary layers.
    public static let hierarchical = SymbolRenderingMode(storage: .hierarchical)
    /// One style of the foreground styles for each layer.
    public static let palette = SymbolRenderingMode(storage: .palette)
}

private enum SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
    /// How symbols in this environment colour their layers; nil for each symbol's default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Colours the symbols in this view with `mode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
