import Foundation
/// What views need from their host: text measurement, images, the root environment and the
/// window's appearance.
struct ViewServices {
    let textMeasurer: any TextMeasurer
    let images: ImageLibrary
    /// The environment the root view gets, before the window's colour scheme is written in.
    let rootEnvironment: EnvironmentValues
    let appearance: WindowAppearance
}
