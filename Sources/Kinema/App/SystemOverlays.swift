extension View {
    /// Hides the status bar on iOS. Kinema's window has no status bar: nothing changes.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Hides the status bar on iOS (the older spelling). Kinema's window has no status bar.
    public func statusBar(hidden: Bool) -> some View { self }

    /// Hides the home indicator and other system overlays on iOS. Kinema's window has none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
