import Foundation
import Kinema
import KinemaExport
import Testing

/// Recorded timelines see views come and go.
@MainActor
struct TransitionTimelineTests {
    @Observable
    final class Model {
        var isShown = false
    }

    struct Toggled: View {
        let model: Model
        var body: some View {
            VStack {
                if model.isShown {
                    Circle().frame(width: 20, height: 20).accessibilityIdentifier("dot").transition(.scale)
                }
            }
        }
    }

    @Test func anInsertionIsSampledAsItsTransition() throws {
        let model = Model()
        let host = HeadlessHost(Toggled(model: model))
        withAnimation(.easeIn(duration: 1)) { model.isShown = true }
        host.advance(by: 0.5)
        let sample = try #require(AnimatableAttributeSample.samples(of: host).first { $0.property.hasPrefix("scale insertion") })
        #expect(sample.view.contains("'dot'"))
        #expect(sample.animation.contains("easeIn"))
        #expect(sample.callSite?.contains("withAnimation") == true)
    }
}
