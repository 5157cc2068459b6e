import Foundation

/// Haptic and audio feedback the system plays when a value changes. Kinema has no haptics: the
/// modifiers compile as SwiftUI declares them and play nothing (`kinema check` notes each use).
public struct SensoryFeedback: Equatable, Sendable {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// A task completed.
    public static let success = SensoryFeedback("success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback("warning")
    /// A task failed.
    public static let error = SensoryFeedback("error")
    /// The selection changed.
    public static let selection = SensoryFeedback("selection")
    /// A value went up.
    public static let increase = SensoryFeedback("increase")
    /// A value went down.
    public static let decrease = SensoryFeedback("decrease")
    /// An activity started.
    public static let start = SensoryFeedback("start")
    /// An activity stopped.
    public static let stop = SensoryFeedback("stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback("alignment")
    /// The level of pressure changed.
    public static let levelChange = SensoryFeedback("levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback("impact")

    /// A physical impact of a weight and an intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback("impact") }

    /// A physical impact of a flexibility and an intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback("impact") }

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        private let name: String
        /// Light.
        public static let light = Weight(name: "light")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of what an impact hits.
    public struct Flexibility: Equatable, Sendable {
        private let name: String
        /// Rigid.
        public static let rigid = Flexibility(name: "rigid")
        /// Solid.
        public static let solid = Flexibility(name: "solid")
        /// Soft.
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays feedback when `trigger` changes (nothing in Kinema).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays feedback when `trigger` changes and `condition` holds (nothing in Kinema).
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View { self }

    /// Plays the feedback `feedback` returns when `trigger` changes (nothing in Kinema).
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }
}
