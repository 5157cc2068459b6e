// The few UIKit types that SwiftUI code written for iOS uses inside views (through SwiftUI's
// re-export of UIKit): colours, the screen's size, the app, haptics. Each is documented with
// what it means on Linux. `import SwiftUI` brings this module, as it brings UIKit on iOS.
@_exported import Kinema
