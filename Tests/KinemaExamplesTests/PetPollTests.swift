import Foundation
import Kinema
import KinemaExamples
import Testing
import KinemaTestSupport

/// The pet voting app, driven as a person (taps) and as a program (its model) would.
@MainActor
struct PetPollTests {
    let size = CGSize(width: 440, height: 600)

    func scale(_ host: HeadlessHost, _ pet: String) throws -> CGFloat {
        try #require(host.item("avatar-\(pet)")).transform.a
    }

    func scales(_ host: HeadlessHost, _ pet: String, for seconds: Double) -> [CGFloat] {
        var samples: [CGFloat] = []
        host.advance(to: host.time + seconds, frameRate: 60) { list in
            samples.append(list.items(identifiedAs: "avatar-\(pet)").first?.transform.a ?? .nan)
        }
        return samples
    }

    func avatarY(_ host: HeadlessHost, _ pet: String) throws -> CGFloat {
        try #require(host.item("avatar-\(pet)")).presentedFrame.midY
    }

    // MARK: A9

    @Test func avatarsSlideToTheirRankAfterVotes() throws {
        let poll = PetPoll()
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        let pets = ["cat", "dog", "bunny", "fish"]
        let rows = try pets.map { try avatarY(host, $0) }
        #expect(rows == rows.sorted(), "ranked cat, dog, bunny, fish")

        try host.tap("vote-fish")
        host.advance(by: 1)
        #expect(poll.pets.first { $0.id == "fish" }?.votes == 8)
        #expect(try avatarY(host, "fish") == rows[3], "one vote short of the bunny: no move")

        try host.tap("vote-fish")
        #expect(try avatarY(host, "fish") == rows[3], "no jump at the vote")
        host.advance(by: 0.1)
        let fishMidway = try avatarY(host, "fish")
        let bunnyMidway = try avatarY(host, "bunny")
        #expect(fishMidway < rows[3] - 1 && fishMidway > rows[2] + 1, "the fish slides up")
        #expect(bunnyMidway > rows[2] + 1 && bunnyMidway < rows[3] - 1, "the bunny slides down")
        #expect(try avatarY(host, "cat") == rows[0], "the others stay")
        host.advance(by: 2)
        #expect(!host.isAnimating)
        #expect(try avatarY(host, "fish") == rows[2])
        #expect(try avatarY(host, "bunny") == rows[3])
        #expect(poll.ranking.map(\.id) == ["cat", "dog", "fish", "bunny"])
    }

    @Test func rowsKeepTheirIdentityWhenReordered() throws {
        let poll = PetPoll()
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        try host.tap("avatar-fish")
        host.advance(by: 2)
        // The fish's state (its enlarged avatar) travels with its row to the top.
        host.perform { withAnimation(.snappy) { poll.reverseRanking() } }
        host.advance(by: 2)
        #expect(poll.ranking.map(\.id) == ["fish", "bunny", "dog", "cat"])
        #expect(try avatarY(host, "fish") < avatarY(host, "cat"))
        #expect(try scale(host, "fish") == 1.5)
        #expect(try scale(host, "cat") == 1)
    }

    // MARK: A1–A8 through the style picker

    @Test func plainStyleJumps() throws {
        let poll = PetPoll(avatarStyle: .plain)
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        try host.tap("avatar-cat")
        #expect(try scale(host, "cat") == 1.5)
        #expect(!host.isAnimating)
    }

    @Test func defaultStyleRisesMonotonically() throws {
        let poll = PetPoll(avatarStyle: .standard)
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        try host.tap("avatar-cat")
        let samples = scales(host, "cat", for: 1.5)
        #expect(samples.isNonDecreasing)
        #expect(samples[5] > 1 && samples[5] < 1.5)
        #expect(samples.last == 1.5)
    }

    @Test(arguments: [AvatarStyle.bouncy, .implicit, .shadowAndScale, .scoped, .tapKey, .scopedTapKey])
    func tapsOvershootAndSettle(style: AvatarStyle) throws {
        let poll = PetPoll(avatarStyle: style)
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        try host.tap("avatar-dog")
        #expect(poll.selection == "dog")
        let samples = scales(host, "dog", for: 2)
        #expect(samples.max()! > 1.5, "the bouncy spring overshoots")
        #expect(samples.last == 1.5)
    }

    @Test func tapsBounceAndProgrammaticChangesAreSmoothWithTheTapKey() throws {
        for style in [AvatarStyle.tapKey, .scopedTapKey] {
            let poll = PetPoll(avatarStyle: style)
            let host = HeadlessHost(PetPollView(poll: poll), size: size)
            try host.tap("avatar-cat")
            #expect(scales(host, "cat", for: 2).max()! > 1.5, "\(style): a tap bounces")
            poll.selection = "bunny"
            var cat: [CGFloat] = []
            var bunny: [CGFloat] = []
            host.advance(to: host.time + 2, frameRate: 60) { list in
                cat.append(list.items(identifiedAs: "avatar-cat")[0].transform.a)
                bunny.append(list.items(identifiedAs: "avatar-bunny")[0].transform.a)
            }
            #expect(bunny.isNonDecreasing && bunny[3] > 1, "\(style): the program's change is smooth")
            #expect(cat.min()! >= 1 - 1e-9 && cat.last == 1, "\(style): the deselected avatar shrinks without overshoot")
        }
    }

    @Test func implicitStyleAnimatesProgrammaticChanges() throws {
        let poll = PetPoll(avatarStyle: .implicit)
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        poll.selection = "fish"
        let samples = scales(host, "fish", for: 2)
        #expect(samples.first! > 1 && samples.first! < 1.5, "animates without withAnimation")
        #expect(samples.max()! > 1.5)
    }

    @Test func shadowIsSmoothWhileScaleBounces() throws {
        let poll = PetPoll(avatarStyle: .shadowAndScale)
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        try host.tap("avatar-cat")
        var radii: [CGFloat] = []
        host.advance(to: host.time + 2, frameRate: 60) { list in
            radii.append(list.items(identifiedAs: "avatar-cat")[0].shadows[0].radius)
        }
        #expect(radii.isNonDecreasing, "the smooth spring does not overshoot")
        #expect(radii[5] > 8 && radii[5] < 12)
        #expect(radii.last == 12)
    }

    @Test func scopedAnimationLeavesTheRingAlone() throws {
        let poll = PetPoll(avatarStyle: .scoped)
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        try host.tap("avatar-cat")
        host.advance(by: 0.1)
        let items = host.displayList.items(identifiedAs: "avatar-cat")
        let ring = try #require(items.first { if case .shape = $0.content { true } else { false } })
        let tint = try #require(poll.pets.first { $0.id == "cat" }).tint
        #expect(ring.color == tint.resolve(in: EnvironmentValues()), "the ring's colour is not animated")
        #expect(items[0].transform.a > 1 && items[0].transform.a < 1.6, "the scale animates")
        #expect(items[0].shadows[0].radius > 8 && items[0].shadows[0].radius < 12, "the shadow animates")
    }

    @Test func stylePickerChangesTheStyle() throws {
        let poll = PetPoll()
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        try host.tap("style-plain")
        #expect(poll.avatarStyle == .plain)
        try host.tap("avatar-cat")
        #expect(try scale(host, "cat") == 1.5, "plain: no animation")
    }

    // MARK: A10

    @Test func tappingMidFlightRetargetsWithVelocity() throws {
        let poll = PetPoll(avatarStyle: .bouncy)
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        try host.tap("avatar-cat")
        let step = 1.0 / 10_000
        host.advance(by: 0.15 - step)
        let before = try scale(host, "cat")
        host.advance(by: step)
        let atTap = try scale(host, "cat")
        try host.tap("avatar-cat")
        #expect(poll.selection == nil)
        #expect(try scale(host, "cat") == atTap, "no jump at the interruption")
        host.advance(by: step)
        let after = try scale(host, "cat")
        let (velocityBefore, velocityAfter) = ((atTap - before) / step, (after - atTap) / step)
        #expect(velocityBefore > 1, "the avatar was growing fast")
        #expect(abs(velocityAfter - velocityBefore) < 0.02 * velocityBefore, "velocity carries over")
        #expect(scales(host, "cat", for: 3).last == 1)
    }

    @Test func retappingUnderATimingCurveAddsBothAnimations() throws {
        let poll = PetPoll(avatarStyle: .plain)
        let host = HeadlessHost(PetPollView(poll: poll), size: size)
        host.perform { withAnimation(.easeInOut(duration: 1)) { poll.selection = "cat" } }
        host.advance(by: 0.3)
        host.perform { withAnimation(.easeInOut(duration: 1)) { poll.selection = nil } }
        host.advance(to: 0.6)
        let expected = 1 + 0.5 * UnitCurve.easeInOut.value(at: 0.6) - 0.5 * UnitCurve.easeInOut.value(at: 0.3)
        #expect(abs(try scale(host, "cat") - expected) < 1e-9)
        host.advance(to: 1.31)
        #expect(try scale(host, "cat") == 1)
    }
}
