import Kinema

/// An image as UIKit code names one, for `Image(uiImage:)`: an asset, a symbol or an asset
/// catalog's image. Kinema finds it when it draws, and draws a missing one as SwiftUI does.
public final class UIImage: Sendable {
    /// The image as SwiftUI draws it.
    let image: Image

    private init(_ image: Image) {
        self.image = image
    }

    /// The image set or file called `name` (never nil: a missing image is reported when drawn).
    public convenience init?(named name: String) {
        self.init(Image(name))
    }

    /// The SF Symbol called `name`.
    public convenience init?(systemName name: String) {
        self.init(Image(systemName: name))
    }

    /// An image of the app's asset catalog.
    public convenience init(resource: ImageResource) {
        self.init(Image(resource))
    }
}

extension Image {
    /// The SwiftUI image of a UIKit image.
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}

/// The tab bar's appearance, as apps set it for every tab bar (`UITabBar.appearance()`): kept,
/// and not used by Kinema's tab views.
public final class UITabBar: UIView {
    private static let proxy = UITabBar(frame: .zero)

    /// The proxy whose properties set every tab bar's appearance.
    public static func appearance() -> UITabBar { proxy }

    /// The tint of unselected items.
    public var unselectedItemTintColor: UIColor?
    /// The bar's tint.
    public var barTintColor: UIColor?
    /// Whether the bar is translucent.
    public var isTranslucent = true
}
