import Foundation

/// A control that opens a URL: its label in the tint colour, as a button. Kinema's window opens
/// nothing outside itself: a tap is reported and changes nothing.
public struct Link<Label: View>: View {
    private let destination: URL
    private let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The label, as a button.
    public var body: some View {
        let destination = destination, graph = ViewGraph.current
        Button { [weak graph] in
            graph?.report(KinemaDiagnostic(.externalURL, "Link to \(destination.absoluteString): Kinema opens no URL outside its window"))
        } label: {
            label
        }
    }
}

extension Link where Label == Text {
    /// A link showing a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link showing a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
