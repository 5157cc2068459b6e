import SwiftUI
import Testing

// What SwiftUI declares outside the main actor compiles here outside it too: a library's
// plain static function that makes a constant binding, as a popup library's public API does.

enum PopupDefaults {
    static func isPresented() -> Binding<Bool> { .constant(false) }
    static func title(_ text: String) -> Binding<String> { Binding.constant(text) }
}

/// Evaluated outside the main actor, as a library's plain function or a shape's nonisolated
/// `path(in:)` evaluates them on iOS: keyframe timelines, curves, springs and animatable data.
nonisolated func bounceSamples() -> [CGFloat] {
    let timeline = KeyframeTimeline(initialValue: CGFloat(0)) {
        LinearKeyframe(100, duration: 1)
        SpringKeyframe(0, duration: 1, spring: .bouncy)
    }
    return [timeline.value(time: 0.5), timeline.value(progress: 0.5), CGFloat(timeline.duration)]
}

nonisolated func curveAndPointData() -> (Double, CGPoint.AnimatableData) {
    var point = CGPoint(x: 1, y: 2)
    point.animatableData = AnimatablePair(3, 4)
    return (UnitCurve.easeInOut.value(at: 0.5), point.animatableData)
}

/// A shape whose nonisolated `path(in:)` reads a timeline, as SwiftUI allows.
struct KeyframedBar: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1) }
        return Path(CGRect(x: 0, y: 0, width: rect.width * timeline.value(progress: progress), height: rect.height))
    }
}

@MainActor
struct IsolationTests {
    @Test func timelinesCurvesAndAnimatableDataAreEvaluatedOffTheMainActor() async {
        let samples = await Task.detached { bounceSamples() }.value
        #expect(abs(samples[0] - 50) < 1e-9 && abs(samples[1] - 100) < 1e-9 && samples[2] == 2)
        let (curve, data) = await Task.detached { curveAndPointData() }.value
        #expect(curve == 0.5 && data == AnimatablePair(3, 4))
        let width = await Task.detached { KeyframedBar(progress: 1).path(in: CGRect(x: 0, y: 0, width: 80, height: 10)).boundingRect.width }.value
        #expect(abs(width - 80) < 1e-9)
    }

    @Test func aConstantBindingIsMadeOutsideTheMainActor() async {
        let made = await Task.detached { PopupDefaults.title("Saved") }.value
        #expect(made.wrappedValue == "Saved")
        made.wrappedValue = "Changed"
        #expect(made.wrappedValue == "Saved", "writes to a constant binding are ignored")
        #expect(PopupDefaults.isPresented().wrappedValue == false)
    }
}
