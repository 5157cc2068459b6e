import Foundation

private enum FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private enum FontWeightKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
private enum FontWidthKey: EnvironmentKey { static var defaultValue: Font.Width? { nil } }
private enum ItalicKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum MonospacedDigitKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private enum LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private enum TextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private enum TrackingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private enum LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private enum TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private enum StackAxisKey: EnvironmentKey { static var defaultValue: Axis? { nil } }

extension EnvironmentValues {
    /// The font of text in this environment; nil for the body font.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines text shows; nil for any number.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line and the top of the next.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue.isFinite ? newValue : 0 }
    }

    /// Where text cut off by its line limit shows its ellipsis.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Points added between the characters of text.
    var tracking: CGFloat {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue.isFinite ? newValue : 0 }
    }

    /// How lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// The weight text overrides its font with.
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The width text overrides its font with.
    var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }

    /// Whether text's digits are all of one width.
    var hasMonospacedDigits: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// Whether text is italic.
    var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// The style shapes and text are drawn with by default.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The axis of the stack whose direct content this is, for spacers.
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of text in this view. A change animates the text with the transaction
    /// visible at the text, wherever this modifier stands.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Sets the width of text in this view.
    public func fontWidth(_ width: Font.Width?) -> some View {
        environment(\.fontWidth, width)
    }

    /// Makes text in this view bold (or not).
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontWeight, isActive ? .bold : nil)
    }

    /// Gives text in this view digits of one width, so that changing numbers do not shift.
    public func monospacedDigit() -> some View {
        environment(\.hasMonospacedDigits, true)
    }

    /// Makes text in this view italic (or not).
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.isItalic, isActive)
    }

    /// Sets the colour of shapes and text in this view; nil restores the default.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map(AnyShapeStyle.init))
    }

    /// Sets the style of shapes and text in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the primary and secondary styles of this view's content. Kinema draws everything
    /// in the primary style, symbols included (their glyphs have one layer).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(primary))
    }

    /// Sets the primary, secondary and tertiary styles of this view's content. Kinema draws
    /// everything in the primary style, symbols included (their glyphs have one layer).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(primary))
    }

    /// Limits text in this view to a number of lines.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number.map { max($0, 1) })
    }

    /// Adds `tracking` points between the characters of text in this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.tracking, tracking)
    }

    /// Adds `kerning` points between the characters of text in this view (as `tracking`; see
    /// ``Text/kerning(_:)``).
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.tracking, kerning)
    }

    /// Sets the space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Sets where text in this view that its line limit cuts off shows its ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Aligns the lines of multi-line text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
