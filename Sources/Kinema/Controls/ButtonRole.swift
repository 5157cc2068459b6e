import Foundation

/// What a button is for, which styles show: a destructive button is tinted red.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A button that deletes data or cannot be undone: Kinema's styles tint it red.
    public static let destructive = ButtonRole(name: "destructive")

    /// A button that cancels an operation: drawn as any other button.
    public static let cancel = ButtonRole(name: "cancel")
}
