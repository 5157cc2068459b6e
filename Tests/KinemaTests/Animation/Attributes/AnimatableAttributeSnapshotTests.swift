import Foundation
import Kinema
import Testing
import KinemaTestSupport

/// `HeadlessHost.animatingAttributes`: what animates now, from where to where, with which
/// animation, supplied by which call.
@MainActor
struct AnimatableAttributeSnapshotTests {
    struct Avatar: View {
        let model: Selection

        var body: some View {
            Circle()
                .frame(width: 80, height: 80)
                .shadow(radius: model.isSelected ? 12 : 8)
                .animation(.smooth, value: model.isSelected)
                .scaleEffect(model.isSelected ? 1.5 : 1)
                .accessibilityIdentifier("avatar")
        }
    }

    @Test func listsEachAnimatingAttributeWithItsAnimationAndSource() throws {
        let model = Selection()
        let host = HeadlessHost(Avatar(model: model))
        #expect(host.animatingAttributes.isEmpty)

        let line = #line + 1
        withAnimation(.bouncy) { model.isSelected = true }
        host.advance(by: 0.1)
        let attributes = host.animatingAttributes
        let scale = try #require(attributes.first { $0.property == "scaleEffect" })
        #expect(scale.view == "Avatar")
        #expect(scale.identifier == "avatar")
        #expect(scale.animation == .bouncy)
        #expect(scale.source == AnimationSource(function: "withAnimation", fileID: #fileID, line: line))
        #expect(Array(scale.from.prefix(2)) == [1, 1])
        #expect(Array(scale.to.prefix(2)) == [1.5, 1.5])
        #expect(scale.presented[0] > 1 && scale.presented[0] < 1.5)
        #expect(abs(scale.presented[0] - host.scale(of: "avatar")!) < 1e-9, "what the display list shows")

        // The shadow takes the animation of the modifier around it, which overrides the tap's.
        let shadow = try #require(attributes.first { $0.property == "shadow" })
        #expect(shadow.animation == .smooth)
        #expect(shadow.source?.function == ".animation(_:value:)")
        #expect(shadow.source?.fileID == #fileID)
        #expect(shadow.from[4] == 8 && shadow.to[4] == 12, "the radius, after the colour's four components")
        #expect(scale.id != shadow.id)

        host.advance(by: 5)
        #expect(host.animatingAttributes.isEmpty, "nothing is listed once the animations end")
    }

    @Test func idsStayTheSameFromFrameToFrame() {
        let model = Selection()
        let host = HeadlessHost(Avatar(model: model))
        withAnimation(.linear(duration: 1)) { model.isSelected = true }
        host.advance(by: 0.25)
        let first = Set(host.animatingAttributes.map(\.id))
        host.advance(by: 0.25)
        #expect(Set(host.animatingAttributes.map(\.id)) == first)
        #expect(first.count == 2)
    }
}
