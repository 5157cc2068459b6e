import Foundation

/// A container that animates its content by cycling through phases you provide, each a
/// discrete step of the animation.
///
/// The content is made from the current phase. On appearing, an animator without a trigger
/// moves to the second phase, then the next each time the animation to the current one is
/// logically complete, back to the first after the last, for as long as it is shown. With a
/// trigger, it rests on the first phase, and each change of the trigger takes it through the
/// others and back to the first once. The animation to each phase is the one `animation`
/// returns for it; nil changes the content at once (it then stays a frame, 1/60 s, before the
/// next phase).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyEquatable?
    /// Makes the content for a phase, given the token of the placeholder it may show.
    let content: (Phase, ObjectIdentifier) -> Content
    let animation: (Phase) -> Animation?
    let source: AnimationSource
    /// The view a `.phaseAnimator` modifier was applied to; nil for the view itself.
    let modified: (any View)?

    init(
        phases: [Phase], trigger: AnyEquatable?, content: @escaping (Phase, ObjectIdentifier) -> Content,
        animation: @escaping (Phase) -> Animation?, source: AnimationSource, modified: (any View)?
    ) {
        (self.phases, self.trigger, self.content, self.animation, self.source, self.modified) =
            (phases, trigger, content, animation, source, modified)
    }

    /// Cycles through `phases` continuously, animating the content on each phase change.
    ///
    /// - Parameters:
    ///   - phases: The phases to cycle through; they must not be empty.
    ///   - content: Makes the content for a phase.
    ///   - animation: The animation to use when moving to a phase; nil moves without one.
    ///   - fileID: The calling file (filled in by the compiler), which the inspector names as the animation's source.
    ///   - line: The calling line (filled in by the compiler).
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default },
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(phases: Array(phases), trigger: nil, content: { phase, _ in content(phase) }, animation: animation,
                  source: AnimationSource(function: "PhaseAnimator", fileID: fileID, line: line), modified: nil)
    }

    /// Cycles through `phases` once each time `trigger` changes, animating the content on each
    /// phase change, and back to the first phase.
    ///
    /// - Parameters:
    ///   - phases: The phases to cycle through; they must not be empty.
    ///   - trigger: A value whose changes start a cycle.
    ///   - content: Makes the content for a phase.
    ///   - animation: The animation to use when moving to a phase; nil moves without one.
    ///   - fileID: The calling file (filled in by the compiler), which the inspector names as the animation's source.
    ///   - line: The calling line (filled in by the compiler).
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default },
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(phases: Array(phases), trigger: AnyEquatable(trigger), content: { phase, _ in content(phase) },
                  animation: animation, source: AnimationSource(function: "PhaseAnimator", fileID: fileID, line: line), modified: nil)
    }

    /// Views that Kinema runs itself have no body.
    public typealias Body = Never
}

extension PhaseAnimator: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        PhaseAnimatorNode<Phase, Content>(graph: graph, viewType: ObjectIdentifier(Self.self))
    }
}

extension View {
    /// Cycles this view through `phases` continuously: `content` applies the effects of a phase
    /// to the view (the placeholder), animated with what `animation` returns for each phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default },
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        PhaseAnimator(phases, content: { _ in EmptyView() }, animation: animation, fileID: fileID, line: line)
            .applied(to: self, content: content)
    }

    /// Takes this view through `phases` once each time `trigger` changes: `content` applies the
    /// effects of a phase to the view (the placeholder), animated with what `animation` returns
    /// for each phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default },
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { _ in EmptyView() }, animation: animation, fileID: fileID, line: line)
            .applied(to: self, content: content)
    }
}

extension PhaseAnimator where Content == EmptyView {
    /// The animator of a `.phaseAnimator` modifier on `view`: its content is `content` applied
    /// to the placeholder of the view.
    fileprivate func applied<Modified: View, Result: View>(
        to view: Modified, content: @escaping (PlaceholderContentView<Modified>, Phase) -> Result
    ) -> PhaseAnimator<Phase, Result> {
        PhaseAnimator<Phase, Result>(
            phases: phases, trigger: trigger, content: { phase, token in content(PlaceholderContentView(token: token), phase) },
            animation: animation, source: source, modified: view)
    }
}
