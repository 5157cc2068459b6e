import Foundation

/// A view that shows one or more lines of text.
///
/// Text is a drawing leaf: its frame, colour and font (size, weight, width) animate with the
/// transaction visible at the text.
public struct Text: Equatable, Sendable {
    var string: String
    private var font: Font?
    private var weight: Font.Weight?
    private var width: Font.Width?
    private var isItalic = false
    private var hasMonospacedDigits = false
    private var color: Color?
    private var tracking: CGFloat?
    /// A date the text writes when shown (`Text(_:style:)`), instead of ``string``.
    var dateSource: DateSource?

    /// Text showing a string. Disfavoured, as in SwiftUI, so that a literal is a
    /// ``LocalizedStringKey`` and its interpolations are written as SwiftUI writes them.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    /// Text showing a string as it is.
    public init(verbatim content: String) {
        string = content
    }

    /// Text showing `input` as `format` writes it: `Text(price, format: .currency(code: "EUR"))`,
    /// `Text(progress, format: .percent)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// The text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// The text in a width.
    public func fontWidth(_ width: Font.Width?) -> Text {
        var text = self
        text.width = width
        return text
    }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text with digits of one width (see ``Font/monospacedDigit()``).
    public func monospacedDigit() -> Text {
        var text = self
        text.hasMonospacedDigits = true
        return text
    }

    /// The text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? fontWeight(.bold) : self }

    /// The text with `tracking` points added between its characters.
    public func tracking(_ tracking: CGFloat) -> Text {
        var text = self
        text.tracking = tracking.isFinite ? tracking : 0
        return text
    }

    /// The text with `kerning` points added between its characters. Kinema spaces characters as
    /// `tracking` does: its faces have no ligatures that the two would treat apart.
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }

    /// The text in italics, or not.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// The text in italics.
    public func italic() -> Text {
        var text = self
        text.isItalic = true
        return text
    }

    /// The two texts as one, the second following the first on the same line. Kinema draws a
    /// text in one font and colour: the joined text takes the first one's (README, "Behaviour").
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.string = lhs.string + rhs.string
        return text
    }

    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    /// The font the text is drawn in, in an environment.
    func resolvedFont(in environment: EnvironmentValues) -> Font.Resolved {
        var resolved = (font ?? environment.font ?? .body).resolved(
            weight: weight ?? environment.fontWeight, width: width ?? environment.fontWidth,
            italic: isItalic || environment.isItalic, monospacedDigits: hasMonospacedDigits || environment.hasMonospacedDigits)
        resolved.tracking = tracking ?? environment.tracking
        resolved.lineSpacing = environment.lineSpacing
        resolved.truncationMode = environment.truncationMode
        return resolved
    }

    @MainActor
    func resolvedStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        color.map { ResolvedShapeStyle(color: $0.resolve(in: environment)) }
            ?? ForegroundStyle().resolveStyle(in: environment)
    }
}

extension Text: View {
    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension Text: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        TextNode(graph: graph, viewType: ObjectIdentifier(Text.self))
    }
}

/// How the lines of multi-line text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
}

extension TextNode {
    /// Redacted text: a rounded bar for each line of the frame, in the text's style at a fifth
    /// of its opacity, as iOS draws a placeholder.
    static func placeholder(in frame: CGRect, font: Font.Resolved, style: ResolvedShapeStyle) -> ShapeItem {
        let lineHeight = max(font.size * 1.19 + font.lineSpacing, 1)
        let lines = max(Int((frame.height / lineHeight).rounded()), 1)
        let step = frame.height / CGFloat(lines)
        var path = Path()
        for line in 0..<lines {
            let bar = CGRect(x: frame.minX, y: frame.minY + CGFloat(line) * step + step * 0.12, width: frame.width, height: step * 0.76)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: 4, height: 4), style: .continuous)
        }
        var faded = style
        faded.color?.opacity *= 0.2
        return ShapeItem(name: "RedactedText", frame: frame, path: path, paint: .fill(faded, FillStyle()))
    }
}

extension TextNode {
    /// Writes a date-styled text's string for now and, for a style that follows the clock, sets
    /// a timer for the next second, when the string is written again.
    func followDate(of text: inout Text) {
        if let timer = dateTimer { graph.clock.cancelTimer(timer) }
        dateTimer = nil
        guard let source = text.dateSource else { return }
        let now = graph.clock.startDate + graph.time
        text.string = source.style.string(for: source.date, now: now)
        guard source.style.isLive else { return }
        let fraction = now.timeIntervalSince(source.date).truncatingRemainder(dividingBy: 1)
        let next = graph.time + (fraction >= 0 ? 1 - fraction : -fraction)
        dateTimer = graph.clock.schedule(at: next) { [weak self] in self?.dateTick(source) }
    }

    private func dateTick(_ source: Text.DateSource) {
        var text = Text(verbatim: string)
        text.dateSource = source
        followDate(of: &text)
        guard text.string != string else { return }
        string = text.string
        invalidateDisplay()
        graph.setNeedsLayout()
    }
}

/// The animatable parameters of a text leaf.
struct TextParameters: Animatable, Equatable {
    var font: Font.Resolved
    var style: ResolvedShapeStyle

    var animatableData: AnimatablePair<Font.Resolved.AnimatableData, ResolvedShapeStyle.AnimatableData> {
        get { AnimatablePair(font.animatableData, style.animatableData) }
        set { (font.animatableData, style.animatableData) = (newValue.first, newValue.second) }
    }
}

/// The leaf of a text view: measured by the host's text measurer, the same one the renderer
/// draws with.
final class TextNode: LeafNode<TextParameters> {
    fileprivate var string = ""
    private var lineLimit: Int?
    private var alignment = TextAlignment.leading
    /// Whether the text draws as placeholder bars (`redacted(reason: .placeholder)`).
    private var isRedacted = false
    /// The clock's timer that writes a date-styled text again.
    fileprivate var dateTimer: Int?

    override func removeFromTree() {
        if let dateTimer { graph.clock.cancelTimer(dateTimer) }
        dateTimer = nil
        super.removeFromTree()
    }

    override func update(view: any View, context: UpdateContext) {
        record(context)
        var text = view as! Text
        followDate(of: &text)
        let font = text.resolvedFont(in: context.environment)
        let limit = context.environment.lineLimit
        let alignment = context.environment.multilineTextAlignment
        if text.string != string || font != attributes.modelParameters?.font || limit != lineLimit {
            graph.setNeedsLayout()
        }
        // The characters and how lines break are not animatable: a change redraws at once, or
        // through the environment's content transition when the transaction animates.
        let redacted = !context.environment.redactionReasons.isDisjoint(with: [.placeholder, .privacy])
        if text.string != string || limit != lineLimit || alignment != self.alignment || redacted != isRedacted { invalidateDisplay() }
        isRedacted = redacted
        if text.string != string { beginContentTransition(in: context) }
        (string, lineLimit, self.alignment) = (text.string, limit, alignment)
        setParameters(TextParameters(font: font, style: text.resolvedStyle(in: context.environment)), context: context)
    }

    /// The change of characters under way, while it animates.
    private var contentTransition: TextContentTransition?
    /// The value of the last `.numericText(value:)`, to tell which way numbers count.
    private var numericValue: Double?

    private func beginContentTransition(in context: UpdateContext) {
        let transition = context.environment.contentTransition
        var countedUp: Bool?
        if case .numericValue(let value) = transition.storage {
            countedUp = numericValue.map { value >= $0 }
            numericValue = value
        }
        guard !string.isEmpty, case .text(let old)? = displayContent(),
              let change = TextContentTransition(
                from: old, transition: transition, countedUp: countedUp, transaction: context.transaction, time: graph.time,
                environment: context.environment, sharing: &graph.springMotions.pointee)
        else { return }
        begin(change, in: &contentTransition)
    }

    override func tick(to time: TimeInterval) -> Bool {
        let running = super.tick(to: time)
        return tick(&contentTransition, to: time) || running
    }

    /// How many entries the change of characters under way appends, from ``displayIndex`` on.
    private var transitionEntryCount = 0

    override func appendDisplay(to builder: inout DisplayBuilder) {
        guard let contentTransition, case .text(let new)? = displayContent() else { return super.appendDisplay(to: &builder) }
        displayIndex = builder.entries.count
        contentTransition.append(new: new, to: &builder, measurer: graph.services.textMeasurer)
        transitionEntryCount = builder.entries.count - displayIndex
    }

    /// While the characters change, their pieces are appended again in each frame and replace
    /// the ones the list has (the same number of them: the strings do not change meanwhile).
    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        guard let contentTransition else { return super.patchDisplay(&entries) }
        guard case .text(let new)? = displayContent(), displayIndex >= 0 else { return false }
        var builder = DisplayBuilder()
        builder.entries.reserveCapacity(transitionEntryCount)
        contentTransition.append(new: new, to: &builder, measurer: graph.services.textMeasurer)
        return entries.replaceRun(at: displayIndex, count: transitionEntryCount, with: builder.entries)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let font = attributes.modelParameters?.font else { return .zero }
        return graph.services.textMeasurer.size(of: string, font: font, proposedWidth: proposal.width, lineLimit: lineLimit)
    }

    override func displayContent() -> DisplayList.Content? {
        guard let parameters = attributes.presentedParameters else { return nil }
        let frame = attributes.presentedFrame
        if isRedacted { return .shape(Self.placeholder(in: frame, font: parameters.font, style: parameters.style)) }
        let item = TextItem(string: string, frame: frame, font: parameters.font, style: parameters.style, lineLimit: lineLimit,
                            alignment: alignment, wrapWidth: max(frame.width, layoutFrame.width))
        return .text(item)
    }
}
