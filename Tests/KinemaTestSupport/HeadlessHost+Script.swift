import Foundation
import Kinema
import KinemaExport

extension HeadlessHost {
    /// Plays `script` at 60 frames a second with the recorder's own ``ScriptPlayer``, calling
    /// `frame` with the display list of each frame.
    public func play(
        _ script: RecordingScript, actions: [String: @MainActor () -> Void], frame: (DisplayList) -> Void = { _ in }
    ) throws {
        try ScriptPlayer(host: self, frameRate: 60, actions: actions).play(script) { _, _ in frame(displayList) }
    }
}
