import Foundation
import Kinema
import Testing

/// `rotation3DEffect`: SwiftUI's projection, its animation, hit testing through it, and values
/// that are not numbers.
@MainActor
struct Rotation3DEffectTests {
    private func expectClose(_ a: ProjectionTransform, _ b: ProjectionTransform, tolerance: CGFloat = 1e-9,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs = [(a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23),
                     (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33)]
        #expect(pairs.allSatisfy { abs($0 - $1) <= tolerance }, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    private func transform(_ values: [CGFloat]) -> ProjectionTransform {
        var transform = ProjectionTransform()
        (transform.m11, transform.m12, transform.m13) = (values[0], values[1], values[2])
        (transform.m21, transform.m22, transform.m23) = (values[3], values[4], values[5])
        (transform.m31, transform.m32, transform.m33) = (values[6], values[7], values[8])
        return transform
    }

    @Test func theProjectionIsSwiftUIs() {
        // Values SwiftUI gives for a 100 × 50 view (as measured by OpenSwiftUI's tests).
        let tilted = _Rotation3DEffect(angle: .radians(.pi / 4), axis: (x: 1, y: 0, z: 0), anchorZ: 2, perspective: 2)
        expectClose(tilted.effectValue(size: CGSize(width: 100, height: 50)), transform(
            [1, 0, 0, -0.7071067811865475, 0.35355339059327384, -0.014142135623730949, 19.09188309203678, 18.282485578727798,
             1.3818376618407355]))
        let turned = _Rotation3DEffect(angle: .radians(.pi / 3), axis: (x: 0, y: 1, z: 0), anchorZ: 1, perspective: 1)
        expectClose(turned.effectValue(size: CGSize(width: 100, height: 50)), transform(
            [0.9330127018922194, 0.21650635094610965, 0.008660254037844387, 0, 1, 0, 2.7333395016045907, -10.700317547305483,
             0.5719872981077807]))
    }

    @Test func aTurnAboutTheYAxisTakesTheRightSideAwayAndKeepsTheAnchor() {
        let effect = _Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 1, z: 0))
        let projection = effect.effectValue(size: CGSize(width: 100, height: 100))
        #expect(abs(CGPoint(x: 50, y: 50).applying(projection).x - 50) < 1e-9)
        // The right edge recedes (shorter), the left one comes nearer (taller).
        let right = CGPoint(x: 100, y: 100).applying(projection).y - CGPoint(x: 100, y: 0).applying(projection).y
        let left = CGPoint(x: 0, y: 100).applying(projection).y - CGPoint(x: 0, y: 0).applying(projection).y
        #expect(right < 100 && left > 100)
    }

    @Test func withoutPerspectiveTheRotationIsAffine() {
        let effect = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
        let projection = effect.effectValue(size: CGSize(width: 100, height: 40))
        #expect(projection.isAffine)
        #expect(abs(projection.m11 - 0.5) < 1e-12 && abs(projection.m31 - 25) < 1e-12)
    }

    @Test func aRotationAboutTheZAxisTurnsTheViewAsRotationEffectDoes() {
        let projection = _Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 0, z: 1)).effectValue(size: CGSize(width: 80, height: 80))
        #expect(projection.isAffine)
        let turned = CGAffineTransform(translationX: -40, y: -40).concatenating(CGAffineTransform(rotationAngle: .pi / 6))
            .concatenating(CGAffineTransform(translationX: 40, y: 40))
        expectClose(projection, ProjectionTransform(turned))
    }

    @Observable final class Card {
        var isFlipped = false
        var taps = 0
    }

    struct Flip: View {
        let model: Card

        var body: some View {
            RoundedRectangle(cornerRadius: 8)
                .fill(.blue)
                .frame(width: 100, height: 60)
                .accessibilityIdentifier("card")
                .rotation3DEffect(.degrees(model.isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                .onTapGesture { model.taps += 1 }
        }
    }

    private func projection(in host: HeadlessHost) -> ProjectionTransform? {
        for effect in host.displayList.items(identifiedAs: "card").first?.effects ?? [] {
            if case .projection(let projection) = effect { return projection }
        }
        return nil
    }

    /// The projection of the card at `degrees`, in root coordinates: the card is laid out at
    /// (50, 70) in a 200 × 200 window.
    private func expected(degrees: Double) -> ProjectionTransform {
        let local = _Rotation3DEffect(angle: .degrees(degrees), axis: (x: 0, y: 1, z: 0)).effectValue(size: CGSize(width: 100, height: 60))
        return ProjectionTransform(CGAffineTransform(translationX: -50, y: -70)).concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 50, y: 70)))
    }

    @Test func theAngleAnimatesAndTheProjectionFollowsItEveryFrame() throws {
        let model = Card()
        let host = HeadlessHost(Flip(model: model), size: CGSize(width: 200, height: 200))
        // Unrotated, the card is drawn through the identity, as a transform.
        #expect(projection(in: host) == nil)
        #expect(host.displayList.items(identifiedAs: "card").first?.transform == .identity)
        withAnimation(.linear(duration: 1)) { model.isFlipped = true }
        host.advance(by: 0.25)
        expectClose(try #require(projection(in: host)), expected(degrees: 45))
        host.advance(by: 0.5)
        expectClose(try #require(projection(in: host)), expected(degrees: 135))
        host.advance(by: 0.25)
        expectClose(try #require(projection(in: host)), expected(degrees: 180))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func tapsReachTheCardWhereItIsDrawn() {
        let model = Card()
        struct Turned: View {
            let model: Card
            let degrees: Double
            var body: some View {
                Rectangle()
                    .frame(width: 100, height: 60)
                    .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0), perspective: 0)
                    .onTapGesture { model.taps += 1 }
            }
        }
        // Turned by 60° without perspective, the card is half as wide: 75 to 125.
        let host = HeadlessHost(Turned(model: model, degrees: 60), size: CGSize(width: 200, height: 200))
        #expect(!host.tap(at: CGPoint(x: 60, y: 100)))
        #expect(host.tap(at: CGPoint(x: 80, y: 100)))
        // With perspective, the point where a tap lands comes back through the projection.
        let perspective = HeadlessHost(Flip(model: model), size: CGSize(width: 200, height: 200))
        model.isFlipped = true
        #expect(perspective.tap(at: CGPoint(x: 100, y: 100)))
        #expect(model.taps == 2)
        // Edge-on, it shows nothing and takes no taps; nothing breaks.
        let edgeOn = HeadlessHost(Turned(model: model, degrees: 90), size: CGSize(width: 200, height: 200))
        #expect(!edgeOn.tap(at: CGPoint(x: 100, y: 100)))
    }

    struct Bad: View {
        let angle: Angle
        let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
        let perspective: CGFloat
        let anchorZ: CGFloat

        var body: some View {
            Rectangle()
                .frame(width: 100, height: 60)
                .accessibilityIdentifier("card")
                .rotation3DEffect(angle, axis: axis, anchorZ: anchorZ, perspective: perspective)
        }
    }

    /// Every number the effects around the card hold.
    private func numbers(in host: HeadlessHost) -> [CGFloat] {
        (host.displayList.items(identifiedAs: "card").first?.effects ?? []).flatMap { effect -> [CGFloat] in
            switch effect {
            case .projection(let p): [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
            case .transform(let t): [t.a, t.b, t.c, t.d, t.tx, t.ty]
            default: []
            }
        }
    }

    @Test(arguments: [
        (Angle.radians(.nan), CGFloat(0), CGFloat(1), CGFloat(1), CGFloat(0), true),
        (Angle.radians(.infinity), 0, 1, 1, 0, true),
        (Angle.degrees(30), .nan, 1, 1, 0, true),
        (Angle.degrees(30), 0, 1, .nan, 0, true),
        (Angle.degrees(30), 0, 1, .infinity, 0, true),
        (Angle.degrees(30), 0, 1, 1, .nan, true),
        (Angle.degrees(30), 0, 0, 1, 0, false),
        (Angle.degrees(30), 0, 1, 0, 0, false),
        (Angle.degrees(30), 0, 1, -1, 0, false),
        (Angle.degrees(30), 0, 1, 1, 1e6, false),
    ])
    func valuesThatAreNotNumbersHaveStandInsAndAreReported(
        angle: Angle, axisX: CGFloat, axisY: CGFloat, perspective: CGFloat, anchorZ: CGFloat, reported: Bool
    ) {
        let host = HeadlessHost(Bad(angle: angle, axis: (x: axisX, y: axisY, z: 0), perspective: perspective, anchorZ: anchorZ),
                                size: CGSize(width: 200, height: 200))
        let numbers = numbers(in: host)
        #expect(!numbers.isEmpty && numbers.allSatisfy(\.isFinite))
        #expect(host.diagnostics.contains { $0.kind == .invalidValue } == reported)
    }

    @Test func aZeroAxisRotatesNothing() {
        let host = HeadlessHost(Bad(angle: .degrees(30), axis: (x: 0, y: 0, z: 0), perspective: 1, anchorZ: 0),
                                size: CGSize(width: 200, height: 200))
        #expect(host.displayList.items(identifiedAs: "card").first?.transform == .identity)
    }

    @Test func aProjectionInvertsAndMapsPoints() {
        let projection = _Rotation3DEffect(angle: .degrees(40), axis: (x: 1, y: 1, z: 0)).effectValue(size: CGSize(width: 100, height: 100))
        let point = CGPoint(x: 20, y: 70)
        let back = point.applying(projection).applying(projection.inverted())
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        expectClose(projection.concatenating(projection.inverted()), ProjectionTransform())
        var singular = ProjectionTransform()
        singular.m11 = 0
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(singular.inverted() == singular)
        #expect(ProjectionTransform().isIdentity && !projection.isIdentity)
        // Behind the viewer, a point has no image.
        var behind = ProjectionTransform()
        behind.m33 = -1
        #expect(CGPoint(x: 1, y: 1).applying(behind).x.isInfinite)
    }
}
