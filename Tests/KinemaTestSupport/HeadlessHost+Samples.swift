import Foundation
import Kinema

extension HeadlessHost {
    /// The first item identified as `identifier`, if it is on screen.
    public func item(_ identifier: String) -> DisplayList.FlatItem? {
        displayList.items(identifiedAs: identifier).first
    }

    /// The presented x-scale of the first item identified as `identifier`.
    public func scale(of identifier: String) -> CGFloat? {
        item(identifier)?.transform.a
    }

    /// The presented x-scale of `identifier` at each frame until `time`, at 60 frames a second.
    public func scales(of identifier: String, until time: TimeInterval) -> [CGFloat] {
        var samples: [CGFloat] = []
        advance(to: time, frameRate: 60) { list in
            samples.append(list.items(identifiedAs: identifier).first?.transform.a ?? .nan)
        }
        return samples
    }
}
