import Foundation
import KinemaCombine
import SwiftUI

// `Date()` and `Date.now` as the files Kinema's tools build see them: on the main queue, the
// date of the host running the views — its start date plus its clock's time — so that a view
// showing the time, or timing something from a date it kept, records the same on every run; in
// the live preview that clock runs in real time from the moment the preview started.
extension Date {
    /// The current date: the host's clock's, on the main queue under Kinema.
    public init() {
        self = Date.clockNow
    }

    /// The current date: the host's clock's, on the main queue under Kinema.
    public static var now: Date { clockNow }

    private static var clockNow: Date {
        HostClock.date ?? Date(timeIntervalSinceNow: 0)
    }
}
