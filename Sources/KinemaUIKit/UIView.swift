import Kinema

/// A UIKit view, as a `UIViewRepresentable` makes one. Kinema has no UIKit to draw it: the
/// representable shows a labelled placeholder in its place (a blur view shows its material).
@MainActor @preconcurrency
open class UIView {
    /// The view's rectangle in its superview.
    open var frame: CGRect
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// The views inside this one.
    public private(set) var subviews: [UIView] = []
    /// The view's tint colour.
    open var tintColor: UIColor?
    /// How the view fits its content into its bounds.
    open var contentMode: ContentMode = .scaleToFill

    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view with no size.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The view's rectangle in its own coordinates.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Adds a view inside this one.
    open func addSubview(_ view: UIView) { subviews.append(view) }

    /// How a view fits its content into its bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill
        /// Scaled to fit, keeping its proportions.
        case scaleAspectFit
        /// Scaled to fill, keeping its proportions.
        case scaleAspectFill
        /// Redrawn when the bounds change.
        case redraw
        /// Centred.
        case center
    }
}

/// A view controller, as a `UIViewControllerRepresentable` makes one.
@MainActor @preconcurrency
open class UIViewController {
    /// The controller's view.
    open var view: UIView! = UIView()

    /// A controller with an empty view.
    public init() {}
}

/// A blur of what is behind a view, in a system style.
public final class UIBlurEffect: Sendable {
    /// The blur's style.
    public let style: Style

    /// A blur in a style.
    public init(style: Style) {
        self.style = style
    }

    /// The blur styles, thinnest to thickest.
    public enum Style: Int, Sendable {
        /// An extra-light blur.
        case extraLight
        /// A light blur.
        case light
        /// A dark blur.
        case dark
        /// The regular blur.
        case regular
        /// A prominent blur.
        case prominent
        /// The system's thinnest material.
        case systemUltraThinMaterial
        /// The system's thin material.
        case systemThinMaterial
        /// The system's material.
        case systemMaterial
        /// The system's thick material.
        case systemThickMaterial
        /// The system's chrome material.
        case systemChromeMaterial
    }

    /// The SwiftUI material that stands for the blur.
    var material: Material {
        switch style {
        case .systemUltraThinMaterial, .extraLight: .ultraThin
        case .systemThinMaterial, .light: .thin
        case .systemMaterial, .regular, .dark: .regular
        case .systemThickMaterial, .prominent: .thick
        case .systemChromeMaterial: .bar
        }
    }
}

/// A view that blurs what is behind it: drawn by Kinema as the matching material.
public final class UIVisualEffectView: UIView {
    /// The blur.
    public var effect: UIBlurEffect?

    /// A view with a blur.
    public init(effect: UIBlurEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
}
