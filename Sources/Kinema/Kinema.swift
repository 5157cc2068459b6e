import Foundation
// Kinema: SwiftUI's animation system on Linux. `import Kinema` where you would `import SwiftUI`.
@_exported import KinemaAnimation
