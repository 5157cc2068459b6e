import Foundation
import SnapshotTesting

extension SnapshotTestingConfiguration.Record {
    /// Records the references that are missing on a developer's machine and never in CI (where
    /// the `CI` environment variable is set, as GitHub Actions, GitLab and most services set it):
    /// there a missing reference fails the test instead of being written and passing next time.
    ///
    /// ```swift
    /// @Suite(.snapshots(record: .unlessCI)) struct BadgeTests { … }
    /// ```
    public static var unlessCI: Self {
        ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } == true ? .never : .missing
    }
}
