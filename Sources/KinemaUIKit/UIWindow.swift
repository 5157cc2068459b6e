import Kinema

/// A scene of the app, as `UIApplication.shared.connectedScenes` lists it: Kinema's host window is
/// its one scene, a ``UIWindowScene``.
@MainActor @preconcurrency
public class UIScene: Hashable {
    nonisolated init() {}

    /// Scenes are the same when they are the same object.
    public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

    /// Hashes the scene's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene of Kinema's window, with its one window.
@MainActor @preconcurrency
public final class UIWindowScene: UIScene {
    /// The host's window.
    public var windows: [UIWindow] { [UIWindow.host] }

    /// The host's window, which is the key window.
    public var keyWindow: UIWindow? { UIWindow.host }

    /// The screen the scene shows on.
    public var screen: UIScreen { UIScreen.main }

    static let host = UIWindowScene()
}

/// The window of the Kinema host made or resized last, as iOS code reads a window's size and
/// safe area (`UIApplication.shared.windows.first?.safeAreaInsets.top`).
@MainActor @preconcurrency
public final class UIWindow {
    static let host = UIWindow()

    private init() {}

    /// The window's safe area insets: the host's (`HeadlessHost.safeAreaInsets`).
    public var safeAreaInsets: UIEdgeInsets {
        let insets = HeadlessHost.screenSafeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// The window's rectangle, at the origin.
    public var bounds: CGRect { UIScreen.main.bounds }

    /// The window's rectangle on the screen.
    public var frame: CGRect { UIScreen.main.bounds }

    /// Kinema's window is always the key window.
    public var isKeyWindow: Bool { true }

    /// The scene the window belongs to.
    public var windowScene: UIWindowScene? { UIWindowScene.host }

    /// The screen the window shows on.
    public var screen: UIScreen { UIScreen.main }
}

extension UIApplication {
    /// The app's windows: Kinema's one.
    public var windows: [UIWindow] { [UIWindow.host] }

    /// The key window: Kinema's.
    public var keyWindow: UIWindow? { UIWindow.host }

    /// The app's scenes: Kinema's window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.host] }
}
