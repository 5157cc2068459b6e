// What `import SwiftUI` means in the files Kinema's tools build (`kinema check`, `record`,
// `preview`): SwiftUI, with Foundation's `Timer`, `DispatchQueue.main.async`/`asyncAfter` and
// `RunLoop.main.perform` on the virtual clock of the host running the views. The tools compile
// each such file with `import KinemaUserSwiftUI` in place of `import SwiftUI`, and without its
// own `import Foundation` or `import Dispatch` (which SwiftUI brings), so that these names mean
// the declarations here; a package that depends on Kinema and imports SwiftUI keeps Foundation's.
@_exported import SwiftUI
