// Kinema: SwiftUI's animation system on Linux. `import Kinema` where you would `import SwiftUI`.
@_exported import Foundation
@_exported import KinemaAnimation
// SwiftUI code uses `@Observable` without importing Observation itself.
@_exported import Observation
