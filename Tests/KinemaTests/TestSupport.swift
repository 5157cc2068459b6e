import Foundation
import Kinema
import Observation

/// A model tests change from outside the view tree, as an app's data would change.
@Observable
final class Selection {
    var isSelected = false
}

extension HeadlessHost {
    /// The presented x-scale of the first item identified as `identifier`.
    func scale(of identifier: String) -> CGFloat? {
        displayList.items(identifiedAs: identifier).first?.transform.a
    }

    /// The presented x-scale of `identifier` at each frame until `time`, at 60 frames a second.
    func scales(of identifier: String, until time: TimeInterval) -> [CGFloat] {
        var samples: [CGFloat] = []
        advance(to: time, frameRate: 60) { list in
            samples.append(list.items(identifiedAs: identifier).first?.transform.a ?? .nan)
        }
        return samples
    }
}

extension Array where Element == CGFloat {
    /// Whether the values never decrease (within rounding).
    var isNonDecreasing: Bool {
        zip(self, dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }
    }
}
