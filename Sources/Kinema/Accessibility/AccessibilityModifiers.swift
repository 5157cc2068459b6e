import Foundation

// VoiceOver's description of views. Kinema keeps no accessibility tree: these modifiers compile
// as SwiftUI declares them and change nothing that is drawn, laid out or hit, as on iOS.
extension View {
    /// Labels the view for VoiceOver.
    public func accessibilityLabel(_ label: Text) -> some View { self }

    /// Labels the view for VoiceOver.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// Labels the view for VoiceOver.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Describes what acting on the view does.
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// Describes what acting on the view does.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// Describes what acting on the view does.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// Gives the view's value to VoiceOver.
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// Gives the view's value to VoiceOver.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }

    /// Gives the view's value to VoiceOver.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Hides the view from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Makes the view one element for VoiceOver, its children ignored, kept or combined.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Adds traits VoiceOver reads out.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes traits VoiceOver reads out.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Orders the view among its siblings for VoiceOver.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Adds an action VoiceOver can perform.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// Adds a named action VoiceOver can perform.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a named action VoiceOver can perform.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds an adjustable action (swipe up or down) VoiceOver can perform.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    /// Its children are not elements.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Its children are elements inside it.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Its children's properties are merged into it.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The traits VoiceOver reads out for an element.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    /// No traits.
    public init() { bits = 0 }

    /// A button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// A key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// A summary of the app's state.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// Changes often.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// Turns the page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// Modal: VoiceOver ignores the elements beside it.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    /// Whether all of `member`'s traits are here.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// The traits of either.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits of both.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// The traits of one and not the other.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    /// Adds `newMember`'s traits.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    /// Removes `member`'s traits.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    /// Adds `newMember`'s traits.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        defer { bits |= newMember.bits }
        return contains(newMember) ? newMember : nil
    }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits in one and not the other.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// An action VoiceOver performs on an element.
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String
    /// The element's activation (a double tap).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissal (a two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The "magic tap" (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")

    private init(name: String) { self.name = name }

    /// A custom action of a name.
    public init(named name: Text) { self.name = "named" }
}

/// Which way VoiceOver adjusts a value.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up.
    case increment
    /// Down.
    case decrement
}
