import Foundation

/// A control for choosing a date, drawn as iOS draws its compact style: the label, then the date
/// and the time each in a grey rounded field. Kinema shows the selection and its changes; the
/// calendar and the wheels that a tap opens on iOS are not drawn (like a `TextField`, it takes no
/// input).
public struct DatePicker<Label: View>: View {
    private let selection: Binding<Date>
    private let components: Components
    private let label: Label

    /// A picker of the date and time parts `displayedComponents` names.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    /// A picker of dates in `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of dates from a first one on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of dates up to a last one.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// The label and the selection's fields.
    public var body: some View {
        let date = selection.wrappedValue
        HStack(spacing: 6) {
            label
            Spacer(minLength: 8)
            if components.contains(.date) { field(Self.text(date, format: "MMM d, yyyy")) }
            if components.contains(.hourAndMinute) { field(Self.text(date, format: "h:mm a")) }
        }
    }

    private func field(_ text: String) -> some View {
        Text(verbatim: text)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color.fieldFill, in: RoundedRectangle(cornerRadius: 6))
    }

    /// `date` written as iOS writes it in English, in the machine's time zone.
    static func text(_ date: Date, format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        return formatter.string(from: date)
    }

    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The parts' bits.
    public let rawValue: UInt
    /// Parts of bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 4 | 1 << 3 | 1 << 2)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 5 | 1 << 6)
}

extension DatePicker where Label == Text {
    /// A picker labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of dates in `range`, labelled with a localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// How date pickers in a view are drawn. Kinema draws every style compact.
public protocol DatePickerStyle: Sendable {}

/// The compact style: fields that open a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// A calendar drawn in place (drawn compact by Kinema).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// Wheels drawn in place (drawn compact by Kinema).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The platform's default style: compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar in place.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels in place.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension View {
    /// Sets how date pickers in this view are drawn (Kinema draws them compact).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
