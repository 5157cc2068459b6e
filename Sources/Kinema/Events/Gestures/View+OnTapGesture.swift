import Foundation

extension View {
    /// Runs `action` when the view is tapped `count` times: a ``TapGesture`` whose taps follow
    /// each other within ``TapGesture/multipleTapInterval``. The view's drawn shapes, where
    /// they are presented, receive the taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the location of the tap when the view is tapped `count` times.
    ///
    /// - Parameters:
    ///   - count: The number of taps that run the action.
    ///   - coordinateSpace: The space the location is in: the view's own (`.local`, origin at
    ///     its top leading corner, before the effects on it), the window's (`.global`), or one
    ///     named with `coordinateSpace(name:)` around the view.
    ///   - action: What to do, given where the tap landed.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
