import Foundation

/// A container that animates its content with keyframes.
///
/// The content is made from the animator's value: the initial value at first, then each frame
/// the value of a keyframe timeline made by `keyframes` from the value the animator had when it
/// started (the initial value the first time, the end of the last run after). With a trigger,
/// each change of the trigger plays the keyframes once, from wherever the value is, and the
/// value stays at their end; repeating, they play again from the end of each run. Keyframes that
/// take no time do not repeat (a loop of them would never let time pass) and are reported.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    let initialValue: Value
    /// Nil for a repeating animator.
    let trigger: AnyEquatable?
    let repeating: Bool
    let content: (Value, ObjectIdentifier) -> Content
    let keyframes: (Value) -> KeyframePath
    let source: AnimationSource
    let modified: (any View)?

    init(
        initialValue: Value, trigger: AnyEquatable?, repeating: Bool, content: @escaping (Value, ObjectIdentifier) -> Content,
        keyframes: @escaping (Value) -> KeyframePath, source: AnimationSource, modified: (any View)?
    ) {
        (self.initialValue, self.trigger, self.repeating, self.content) = (initialValue, trigger, repeating, content)
        (self.keyframes, self.source, self.modified) = (keyframes, source, modified)
    }

    /// Plays `keyframes` each time `trigger` changes, making the content from the value each
    /// frame.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(initialValue: initialValue, trigger: AnyEquatable(trigger), repeating: false, content: { value, _ in content(value) },
                  keyframes: keyframes, source: AnimationSource(function: "KeyframeAnimator", fileID: fileID, line: line), modified: nil)
    }

    /// Plays `keyframes` in a loop while `repeating` (otherwise the content shows the initial
    /// value), making the content from the value each frame.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(initialValue: initialValue, trigger: nil, repeating: repeating, content: { value, _ in content(value) },
                  keyframes: keyframes, source: AnimationSource(function: "KeyframeAnimator", fileID: fileID, line: line), modified: nil)
    }

    /// Views that Kinema runs itself have no body.
    public typealias Body = Never
}

extension KeyframeAnimator: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        KeyframeAnimatorNode<Value, KeyframePath, Content>(graph: graph, viewType: ObjectIdentifier(Self.self))
    }
}

extension View {
    /// Plays `keyframes` on this view each time `trigger` changes: `content` applies the value's
    /// effects to the view (the placeholder) each frame. (SwiftUI declares `content` `@Sendable`;
    /// Kinema's modifiers are isolated to the main actor, so it runs there and is not.)
    public func keyframeAnimator<Value, Path: Keyframes, Result: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path, fileID: String = #fileID, line: Int = #line
    ) -> some View where Path.Value == Value {
        KeyframeAnimator<Value, Path, Result>(
            initialValue: initialValue, trigger: AnyEquatable(trigger), repeating: false,
            content: { value, token in content(PlaceholderContentView(token: token), value) }, keyframes: keyframes,
            source: AnimationSource(function: ".keyframeAnimator", fileID: fileID, line: line), modified: self)
    }

    /// Plays `keyframes` on this view in a loop while `repeating`: `content` applies the value's
    /// effects to the view (the placeholder) each frame.
    public func keyframeAnimator<Value, Path: Keyframes, Result: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path, fileID: String = #fileID, line: Int = #line
    ) -> some View where Path.Value == Value {
        KeyframeAnimator<Value, Path, Result>(
            initialValue: initialValue, trigger: nil, repeating: repeating,
            content: { value, token in content(PlaceholderContentView(token: token), value) }, keyframes: keyframes,
            source: AnimationSource(function: ".keyframeAnimator", fileID: fileID, line: line), modified: self)
    }
}
