import Foundation
import Kinema
import Testing
@testable import KinemaTestSupport

/// Scenarios A1–A3: a pet avatar that grows when tapped.
@MainActor
struct PetAvatarTests {
    /// The scale of the avatar's circle, read from its presented transform.
    func scale(_ host: HeadlessHost) throws -> CGFloat {
        try #require(host.displayList.items(identifiedAs: "avatar").first).transform.a
    }

    @Test func unanimatedTapJumps() throws {
        let host = HeadlessHost(PetScenes.Avatar(animation: nil))
        #expect(try scale(host) == 1)
        try host.tap("avatar")
        #expect(try scale(host) == 1.5)
        #expect(!host.isAnimating)
    }

    @Test func withAnimationRisesMonotonically() throws {
        let host = HeadlessHost(PetScenes.Avatar(animation: .default))
        try host.tap("avatar")
        var previous = try scale(host)
        #expect(previous == 1)
        var samples: [CGFloat] = []
        host.advance(to: 1.5, frameRate: 60) { list in
            samples.append(list.items(identifiedAs: "avatar")[0].transform.a)
        }
        for sample in samples {
            #expect(sample >= previous - 1e-9)
            #expect(sample <= 1.5 + 1e-9)
            previous = sample
        }
        #expect(samples[10] > 1.2 && samples[10] < 1.5)
        #expect(samples.last == 1.5)
        #expect(!host.isAnimating)
    }

    @Test func bouncyOvershoots() throws {
        let host = HeadlessHost(PetScenes.Avatar(animation: .bouncy))
        try host.tap("avatar")
        var peak: CGFloat = 0
        host.advance(to: 2, frameRate: 60) { list in
            peak = max(peak, list.items(identifiedAs: "avatar")[0].transform.a)
        }
        #expect(peak > 1.5)
        #expect(try scale(host) == 1.5)
    }
}
