import ArgumentParser
import Kinema
import KinemaUserViews

/// The device a view of your own runs on: its screen in points and the insets its status bar (or
/// Dynamic Island) and home indicator take, in portrait, as Apple's device specifications give
/// them. `--device` picks one; your own views run on an iPhone 15's unless told.
public enum DeviceOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// iPhone SE (3rd generation): 375 × 667, a 20-point status bar and no home indicator.
    case iPhoneSE = "iphone-se"
    /// iPhone 15 and 16: 393 × 852, 59 points at the top and 34 at the bottom.
    case iPhone15 = "iphone-15"
    /// iPhone 16 Pro: 402 × 874, 62 and 34.
    case iPhone16Pro = "iphone-16-pro"
    /// iPhone 15 Pro Max and 16 Plus: 430 × 932, 59 and 34.
    case iPhone15ProMax = "iphone-15-pro-max"
    /// iPad Air 11-inch: 820 × 1180, 24 and 20.
    case iPadAir = "ipad-air"

    /// The screen in points, in portrait.
    public var size: CGSize {
        switch self {
        case .iPhoneSE: CGSize(width: 375, height: 667)
        case .iPhone15: CGSize(width: 393, height: 852)
        case .iPhone16Pro: CGSize(width: 402, height: 874)
        case .iPhone15ProMax: CGSize(width: 430, height: 932)
        case .iPadAir: CGSize(width: 820, height: 1180)
        }
    }

    /// The unsafe area: the status bar's and the home indicator's, in portrait.
    public var safeAreaInsets: EdgeInsets {
        switch self {
        case .iPhoneSE: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        case .iPhone15, .iPhone15ProMax: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        case .iPhone16Pro: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)
        case .iPadAir: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        }
    }

    /// A window's size and unsafe area from the options that set them: `width` and `height`
    /// where given, else `device`'s screen (or `size` without a device); `safeArea` where given,
    /// else the device's insets (none without one); none at all when `noSafeArea`.
    public static func window(
        size: CGSize, device: DeviceOption?, width: Double?, height: Double?, safeArea: EdgeInsets?, noSafeArea: Bool
    ) -> (size: CGSize, safeAreaInsets: EdgeInsets) {
        let screen = device?.size ?? size
        let insets = noSafeArea ? EdgeInsets() : safeArea ?? device?.safeAreaInsets ?? EdgeInsets()
        return (CGSize(width: width ?? screen.width, height: height ?? screen.height), insets)
    }

    /// The option's help, shared by the commands that take it.
    public static let help = ArgumentHelp(
        "The device whose screen and safe area a view of your own runs in: \(allCases.map(\.rawValue).joined(separator: ", ")) (default: iphone-15).",
        valueName: "name")
}

extension UserViewDefaults {
    /// The device your own views run on unless `--device` says another: an iPhone 15, the
    /// screen of ``size``.
    public static let device = DeviceOption.iPhone15
}
