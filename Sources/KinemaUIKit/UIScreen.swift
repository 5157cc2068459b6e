import Kinema

/// The screen, as iOS code reads its size: `UIScreen.main.bounds` is the window of the Kinema
/// host made last (`HeadlessHost.screenSize`), or an iPhone's 393 × 852 points before any.
@MainActor @preconcurrency
public final class UIScreen {
    /// The screen views are shown on.
    public static let main = UIScreen()

    private init() {}

    /// The screen's rectangle in points, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: HeadlessHost.screenSize) }

    /// The screen's rectangle in pixels, at the scale of 3 this screen reports.
    public var nativeBounds: CGRect { bounds.applying(CGAffineTransform(scaleX: scale, y: scale)) }

    /// Pixels per point: 3, an iPhone's. Kinema's renderer and tools choose their own scale.
    public var scale: CGFloat { 3 }

    /// The same as ``scale``.
    public var nativeScale: CGFloat { scale }
}
