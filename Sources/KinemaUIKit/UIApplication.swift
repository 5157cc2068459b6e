import Kinema

/// The running app, for the few calls iOS views make on it. Nothing here can leave Kinema's
/// window: opening a URL reports that it did not.
@MainActor @preconcurrency
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    private init() {}

    /// Whether the screen may not dim; it has no effect on Linux.
    public var isIdleTimerDisabled = false

    /// Options for ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String

        /// A key of a name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// Kinema opens no other app: `completionHandler` is told `false`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Kinema opens no other app: false.
    public func canOpenURL(_ url: URL) -> Bool { false }
}
