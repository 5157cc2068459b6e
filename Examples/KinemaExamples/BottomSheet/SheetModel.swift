import Kinema
import Observation

/// Where the bottom sheet rests.
@MainActor
@Observable
final class SheetModel {
    /// The heights the sheet snaps to.
    enum Detent: CaseIterable {
        case peek, half, full

        /// The sheet's top edge at this detent, in a container `height` points tall.
        func top(in height: CGFloat) -> CGFloat {
            switch self {
            case .peek: height - 150
            case .half: height * 0.5
            case .full: 64
            }
        }

        /// The detent whose top edge is nearest to `top`.
        static func nearest(to top: CGFloat, in height: CGFloat) -> Detent {
            allCases.min { abs($0.top(in: height) - top) < abs($1.top(in: height) - top) } ?? .peek
        }
    }

    var detent = Detent.peek
}
