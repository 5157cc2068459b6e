import Foundation

/// A transition that blurs and fades the view as it scales it slightly: for replacing one view
/// with another in place.
public struct BlurReplaceTransition: Transition, DirectTransition {
    /// Which way the view scales.
    public struct Configuration: Equatable, Sendable {
        fileprivate let scalesUpOnRemoval: Bool

        /// Scales up as the view appears and down as it disappears.
        public static let downUp = Configuration(scalesUpOnRemoval: false)
        /// Scales up both as the view appears and as it disappears.
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    /// Which way the view scales.
    public var configuration: Configuration

    /// Creates the transition.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The content, transparent, blurred by 7 points and scaled by 0.9 (1.1 when removed with
    /// `.upUp`) outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0).blur(radius: phase.isIdentity ? 0 : 7).scaleEffect(scale(phase))
    }

    private func scale(_ phase: TransitionPhase) -> CGFloat {
        switch phase {
        case .identity: 1
        case .willAppear: 0.9
        case .didDisappear: configuration.scalesUpOnRemoval ? 1.1 : 0.9
        }
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        func apply<C: View>(_ content: C) -> any View {
            content.opacity(phase.isIdentity ? 1 : 0).blur(radius: phase.isIdentity ? 0 : 7).scaleEffect(scale(phase))
        }
        return apply(content)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that blurs, fades and scales the view, configured by `config`.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }

    /// A transition that blurs, fades and scales the view.
    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}

extension BlurReplaceTransition {
    var inspectionName: String { configuration.scalesUpOnRemoval ? "blurReplace(.upUp)" : "blurReplace" }
}
