/// A global actor no code runs on: the isolation of ``_RemoveGlobalActorIsolation``.
@globalActor
public actor _NoCodeRunsHereActor {
    /// The actor.
    public static let shared = _NoCodeRunsHereActor()
}

/// A marker that cancels the main actor a protocol would take from `View` or `ViewModifier`:
/// a protocol that refines both inherits two global actors, so the types that conform to it are
/// inferred to be on neither. `Shape` and `GeometryEffect` refine it, as in SwiftUI, so that a
/// shape's `path(in:)` and `animatableData` are nonisolated and satisfy `Animatable`, which is.
@_marker
@_NoCodeRunsHereActor
public protocol _RemoveGlobalActorIsolation {}
