import Foundation

// How the software keyboard and autofill treat a text field. Kinema's fields take no keyboard
// input: these compile as SwiftUI and UIKit declare them and change nothing that is drawn.
extension View {
    /// Sets the kind of content autofill offers for text fields in this view.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Sets the keyboard text fields in this view show.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets how text fields in this view capitalise what is typed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Turns autocorrection off (or on) for text fields in this view.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Sets the label of the keyboard's return key.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Adds an action to run when the user submits a text field in this view (never, in Kinema).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}

/// The kind of content a text field holds, for autofill.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// A kind of a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}

/// The keyboard a text field shows.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters, numbers and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits.
    case numberPad
    /// A phone's keypad.
    case phonePad
    /// Letters and a phone pad.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For Twitter.
    case twitter
    /// For web search.
    case webSearch
    /// Digits in ASCII.
    case asciiCapableNumberPad
}

/// How a text field capitalises what is typed.
public struct TextInputAutocapitalization: Sendable {
    private let name: String
    /// Never.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable {
    private let name: String
    /// "done".
    public static let done = SubmitLabel(name: "done")
    /// "go".
    public static let go = SubmitLabel(name: "go")
    /// "send".
    public static let send = SubmitLabel(name: "send")
    /// "join".
    public static let join = SubmitLabel(name: "join")
    /// "route".
    public static let route = SubmitLabel(name: "route")
    /// "search".
    public static let search = SubmitLabel(name: "search")
    /// "return".
    public static let `return` = SubmitLabel(name: "return")
    /// "next".
    public static let next = SubmitLabel(name: "next")
    /// "continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits a view.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers' bits.
    public let rawValue: Int
    /// Triggers of bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}
