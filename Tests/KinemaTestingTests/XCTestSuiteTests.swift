import Foundation
import Kinema
import KinemaTesting
import XCTest

/// KinemaTesting from an XCTest suite, as older suites use it. XCTest on Linux runs each test on
/// the main thread but cannot call a `@MainActor` method: the tests assume the main actor.
final class XCTestSuiteTests: XCTestCase {
    func testASnapshotMidSpringMatchesItsReference() throws {
        MainActor.assumeIsolated { Self.snapshotMidSpring() }
    }

    @MainActor private static func snapshotMidSpring() {
        let record: SnapshotTestingConfiguration.Record =
            ProcessInfo.processInfo.environment["KINEMA_RECORD_SNAPSHOTS"] == "1" ? .missing : .never
        assertSnapshot(of: SpringBadge(), as: .image(at: 0.25, size: CGSize(width: 200, height: 200), tolerance: .exact) { host in
            try host.tap("badge")
        }, record: record)
    }

    func testSettleAndTheAnimationThatDroveTheScale() throws {
        try MainActor.assumeIsolated { try Self.settleAndRead() }
    }

    @MainActor private static func settleAndRead() throws {
        let host = HeadlessHost(SpringBadge(), size: CGSize(width: 200, height: 200))
        try host.tap("badge")
        XCTAssertEqual(try host.animatedValue(of: "badge", property: "scaleEffect").animation, .bouncy)
        XCTAssertThrowsError(try host.animatedValue(of: "heart", property: "scaleEffect")) { error in
            XCTAssertEqual("\(error)", "no view with accessibilityIdentifier 'heart' is on screen; those on screen: 'badge'")
        }
        try host.settle()
        XCTAssertTrue(host.animatingAttributes.isEmpty)
    }
}
