import XCTest

#if canImport(Testing)
import Testing
#endif

/// Fails the test running: a Swift Testing issue inside a Swift Testing test, an XCTest failure
/// otherwise. (As swift-snapshot-testing reports its own; its function for it is not public API.)
func reportIssue(_ message: String) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message))
        return
    }
    #endif
    XCTFail(message)
}
