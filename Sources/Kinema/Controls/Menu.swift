import Foundation

/// A control that shows a list of actions when tapped: its label, as a button in the tint
/// colour, and below it, while open, its content in a rounded panel (a simplified form of iOS's
/// menu: the panel opens under the label, and a tap on one of its buttons runs the button's
/// action and closes it; a tap on the label closes it too).
public struct Menu<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let primaryAction: (() -> Void)?
    @State private var isOpen = false
    @State private var labelHeight: CGFloat = 0

    /// A menu of `content`, shown by tapping `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction`; its content would show on a long press, which
    /// Kinema's menus do not have, so a tap runs the action.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// The label, and the open panel under it.
    public var body: some View {
        Button {
            if let primaryAction { primaryAction() } else { isOpen.toggle() }
        } label: {
            label
        }
        .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { labelHeight = $0 }
        .overlay(alignment: .topLeading) {
            if isOpen {
                VStack(alignment: .leading, spacing: 12) { content }
                    .buttonStyle(.plain)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 12)
                    .fixedSize()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                    .simultaneousGesture(TapGesture().onEnded { isOpen = false })
                    .offset(y: labelHeight + 6)
                    .transition(.opacity.combined(with: .scale(scale: 0.9, anchor: .top)))
            }
        }
        .zIndex(isOpen ? 1 : 0)
        .animation(.spring(duration: 0.3), value: isOpen)
    }
}

extension Menu where Label == Text {
    /// A menu labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == Kinema.Label<Text, Image> {
    /// A menu labelled with a title and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Kinema.Label(title, systemImage: systemImage) }
    }
}
