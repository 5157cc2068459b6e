import Foundation
import Kinema
import KinemaRender

extension HeadlessHost {
    /// A host for a snapshot: text measured with the fonts the renderer draws with.
    static func scene<Root: View>(_ root: Root, width: CGFloat = 240, height: CGFloat = 160) -> HeadlessHost {
        HeadlessHost(root, size: CGSize(width: width, height: height), textMeasurer: PangoTextMeasurer())
    }
}
