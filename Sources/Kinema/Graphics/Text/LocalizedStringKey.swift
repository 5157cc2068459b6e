import Foundation

/// The key of a string in an app's localization tables, as `Text("Hello")` takes a literal.
///
/// Kinema has no localization tables: a key shows as it is written, with its interpolations
/// (`"\(count) items"`, `"\(value, specifier: "%.1f")"`, `"\(date, format: .dateTime)"`) written
/// into it, as SwiftUI shows a key that its tables lack.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key's text, its interpolations written in.
    let key: String

    /// A key with a string's text.
    public init(_ value: String) {
        key = value
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// A key from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
    }

    /// The parts of a key's literal: text, and the values written into it.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var output = ""

        /// Space for a literal of `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        /// Appends a text's string.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.string
        }

        /// Appends a floating-point number as SwiftUI's default specifier, `%lf`, writes it: six
        /// decimals, `"\(0.5)"` shows "0.500000" (give a `specifier:` or a `format:` for fewer).
        public mutating func appendInterpolation(_ value: Double) {
            output += String(format: "%lf", value)
        }

        /// Appends a floating-point number with six decimals, as SwiftUI does.
        public mutating func appendInterpolation(_ value: CGFloat) {
            output += String(format: "%lf", Double(value))
        }

        /// Appends a floating-point number with six decimals, as SwiftUI does.
        public mutating func appendInterpolation(_ value: Float) {
            output += String(format: "%f", Double(value))
        }

        /// Appends a value as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// Appends a number written with a `printf` format specifier, such as `"%.1f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// Appends a value as a format style writes it.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }

        /// Appends a value as a formatter writes it.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }
    }
}

extension Text {
    /// Text showing a localized string: Kinema shows the key as it is (see ``LocalizedStringKey``).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.key)
    }
}

extension Button where Label == Text {
    /// A button labelled with a localized string.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.key, action: action)
    }
}
