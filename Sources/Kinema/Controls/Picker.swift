import Foundation

/// A control for choosing one of several options: its content's views, each marked with the
/// value it selects by `tag(_:)` (a `ForEach`'s views are tagged with their ids).
///
/// Kinema draws every picker style as segments: the options side by side, as wide as offered
/// and equally wide, on a grey rounded rectangle, the selected one on a white highlight that
/// slides to a newly selected option with a snappy spring. A tap on an option selects its tag.
/// The label is not drawn (as with iOS's segmented pickers). An option without a tag of the
/// selection's type cannot be selected; a selection that no option's tag matches highlights
/// nothing and is reported (`invalidValue`).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue>
    private let content: Content

    /// A picker of `selection` among the options in `content`, described by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
    }

    /// A picker of `selection` among the options in `content`, described by `label` (the
    /// iOS 13 form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The options as segments.
    public var body: some View {
        let options = PickerOption.options(in: content)
        // Only a tag selects: an option without one must not match a nil selection.
        let values = options.map { option in option.tag.flatMap { $0.base as? SelectionValue } }
        let current = selection.wrappedValue
        let selected = values.firstIndex { $0 == current }
        if selected == nil, !options.isEmpty {
            ViewGraph.current?.report(KinemaDiagnostic(
                .invalidValue, "Picker: the selection \(current) matches no option's tag; no option is highlighted"))
        }
        let selection = selection
        return SegmentedControl(labels: options.map(\.view), selectedIndex: selected) { index in
            if let value = values[index] { selection.wrappedValue = value }
        }
        .modifier(DisabledFade())
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` of `selection` among the options in `content`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// One option of a picker: its view and its tag.
struct PickerOption {
    let view: AnyView
    let tag: AnyHashable?

    /// The options in a picker's content: its views, lists (tuples, `ForEach`, conditions,
    /// groups) opened into theirs.
    @MainActor
    static func options(in content: any View) -> [PickerOption] {
        leafViews(of: content).map { view, key in
            var tag = (view as? any TaggedView)?.pickerTag
            if tag == nil, case .id(let id)? = key { tag = id }
            return PickerOption(view: AnyView(view), tag: tag)
        }
    }
}

/// Segments side by side on a grey rounded rectangle, the selected one on a white highlight.
private struct SegmentedControl: View {
    let labels: [AnyView]
    let selectedIndex: Int?
    let select: @MainActor (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(labels.indices, id: \.self) { index in
                labels[index]
                    .font(.footnote)
                    .lineLimit(1)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, minHeight: 28)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .padding(2)
        .background { highlight }
        .background(RoundedRectangle(cornerRadius: 9).fill(Color.segmentBackground))
    }

    /// The white highlight under the selected segment (the segments are equally wide), which
    /// slides when the selection changes, however it changed.
    private var highlight: some View {
        GeometryReader { proxy in
            let width = (proxy.size.width - 4) / CGFloat(max(labels.count, 1))
            RoundedRectangle(cornerRadius: 7)
                .fill(Color.selectedSegment)
                .shadow(color: Color(white: 0, opacity: 0.12), radius: 2, y: 1)
                .frame(width: width, height: max(proxy.size.height - 4, 0))
                .offset(x: 2 + width * CGFloat(selectedIndex ?? 0), y: 2)
                .opacity(selectedIndex == nil ? 0 : 1)
        }
        .animation(.snappy, value: selectedIndex)
    }
}
