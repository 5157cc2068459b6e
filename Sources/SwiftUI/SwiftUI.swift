// `import SwiftUI` on Linux: Kinema, with what a SwiftUI file gets with it on iOS — Foundation
// (CGFloat, CGPoint…), Observation, Combine, the animation model, and the UIKit types views use.
// A file written for Xcode compiles with no edit; `import Kinema` keeps working.
@_exported import Kinema
@_exported import KinemaUIKit
@_exported import KinemaCombine
