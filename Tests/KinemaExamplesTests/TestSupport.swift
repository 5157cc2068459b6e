import Foundation
import Kinema
import KinemaExamples
import KinemaExport

extension HeadlessHost {
    /// The first item identified as `identifier`; tests fail through `#require` when it is missing.
    func item(_ identifier: String) -> DisplayList.FlatItem? {
        displayList.items(identifiedAs: identifier).first
    }

    /// Plays a script's taps, actions and waits, calling `frame` with the display list at each
    /// 60 Hz frame of its waits.
    func play(_ script: RecordingScript, actions: [String: @MainActor () -> Void], frame: (DisplayList) -> Void = { _ in }) throws {
        for step in script.steps {
            switch step {
            case .tap(let identifier): try tap(identifier)
            case .tapAt(let point): tap(at: point)
            case .action(let name): perform(actions[name] ?? {})
            case .wait(let seconds): advance(to: time + seconds, frameRate: 60, frame: frame)
            }
        }
    }
}

extension Array where Element == CGFloat {
    /// Whether the values never decrease (within rounding).
    var isNonDecreasing: Bool {
        zip(self, dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }
    }
}
