import Foundation
import Kinema
import KinemaRender
import KinemaTesting
import SnapshotTesting
import Testing

/// Snapshots are compared, never written, unless `KINEMA_RECORD_SNAPSHOTS=1` is set: then the
/// missing ones are recorded. So a snapshot missing in CI fails the test.
enum SnapshotRecording {
    static var mode: SnapshotTestingConfiguration.Record {
        ProcessInfo.processInfo.environment["KINEMA_RECORD_SNAPSHOTS"] == "1" ? .missing : .never
    }
}

extension HeadlessHost {
    /// Compares what the host shows now with the snapshot `name` of the calling test.
    func assertSnapshot(
        named name: String, scale: Double = 1, tolerance: PixelTolerance = .antialiasing,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
        line: UInt = #line, column: UInt = #column
    ) {
        SnapshotTesting.assertSnapshot(
            of: displayList, as: .png(size: size, scale: scale, tolerance: tolerance), named: name,
            record: SnapshotRecording.mode, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}
