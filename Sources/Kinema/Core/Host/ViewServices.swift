import Foundation
/// What views need from their host: text measurement, images, and the root environment.
struct ViewServices {
    let textMeasurer: any TextMeasurer
    let images: ImageLibrary
    let rootEnvironment: EnvironmentValues
}
