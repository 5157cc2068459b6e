import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

// `Animatable` is isolated to the main actor, like SwiftUI's.
@Suite("VectorArithmetic and animatable data")
@MainActor
struct VectorArithmeticTests {
    @Test("C2: 0.3 → 0.8 in five steps gives 0.3, 0.4, …, 0.8", arguments: 0...5)
    func linearInterpolationInFiveSteps(step: Int) {
        let value = 0.3.interpolated(towards: 0.8, amount: Double(step) / 5)
        #expect(isClose(value, 0.3 + 0.1 * Double(step), within: 1e-12))
    }

    @Test func interpolateMutatesInPlace() {
        var value = 2.0
        value.interpolate(towards: 4, amount: 0.25)
        #expect(value == 2.5)
        value.interpolate(towards: 0, amount: 1)
        #expect(value == 0)
    }

    @Test func scaledLeavesTheOriginalAlone() {
        let value = 3.0
        #expect(value.scaled(by: -2) == -6)
        #expect(value == 3)
    }

    @Test func doubleFloatCGFloat() {
        var double = 1.5
        double.scale(by: 2)
        #expect(double == 3)
        #expect(double.magnitudeSquared == 9)

        var float: Float = 1.5
        float.scale(by: 2)
        #expect(float == 3)
        #expect(Float(-2).magnitudeSquared == 4)

        var cgFloat: CGFloat = -1.5
        cgFloat.scale(by: 2)
        #expect(cgFloat == -3)
        #expect(cgFloat.magnitudeSquared == 9)
    }

    @Test func animatablePairIsComponentWise() {
        typealias Pair = AnimatablePair<Double, AnimatablePair<Float, CGFloat>>
        let a = Pair(1, AnimatablePair(2, 3))
        let b = Pair(10, AnimatablePair(20, 30))
        #expect(a + b == Pair(11, AnimatablePair(22, 33)))
        #expect(b - a == Pair(9, AnimatablePair(18, 27)))
        #expect(a.scaled(by: 2) == Pair(2, AnimatablePair(4, 6)))
        #expect(a.magnitudeSquared == 1 + 4 + 9)
        #expect(Pair.zero == Pair(0, AnimatablePair(0, 0)))

        var c = a
        c += b
        #expect(c == a + b)
        c -= b
        #expect(c == a)
        #expect(a.interpolated(towards: b, amount: 0.5) == Pair(5.5, AnimatablePair(11, 16.5)))
        #expect(a.description == "(1.0, (2.0, 3.0))")
    }

    @Test func emptyAnimatableDataHasNoComponents() {
        var empty = EmptyAnimatableData()
        empty.scale(by: 5)
        #expect(empty == .zero)
        #expect(empty + empty == empty)
        #expect(empty - empty == empty)
        #expect(empty.magnitudeSquared == 0)
    }

    private struct Label: Animatable {
        typealias AnimatableData = EmptyAnimatableData
        var text: String
    }

    @Test func typesWithEmptyDataDoNotAnimate() {
        var label = Label(text: "a")
        label.animatableData = EmptyAnimatableData()
        #expect(label.text == "a")
        #expect(label.animatableData == EmptyAnimatableData())
    }

    @Test func vectorTypesAnimateThemselves() {
        var value = 2.0
        #expect(value.animatableData == 2)
        value.animatableData = 5
        #expect(value == 5)
    }

    @Test func geometryData() {
        var point = CGPoint(x: 1, y: 2)
        #expect(point.animatableData == AnimatablePair(1, 2))
        point.animatableData = AnimatablePair(3, 4)
        #expect(point == CGPoint(x: 3, y: 4))

        var size = CGSize(width: 5, height: 6)
        #expect(size.animatableData == AnimatablePair(5, 6))
        size.animatableData = AnimatablePair(7, 8)
        #expect(size == CGSize(width: 7, height: 8))

        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        rect.animatableData = AnimatablePair(AnimatablePair(-1, -2), AnimatablePair(30, 40))
        #expect(rect == CGRect(x: -1, y: -2, width: 30, height: 40))
    }

    @Test func angleAnimatesRadiansTimes128() {
        var angle = Angle(degrees: 90)
        #expect(isClose(angle.animatableData, .pi / 2 * 128, relative: 1e-15))
        angle.animatableData = 128
        #expect(isClose(angle.radians, 1, relative: 1e-15))
        #expect(isClose(Angle.degrees(180).radians, .pi, relative: 1e-15))
        #expect(isClose(Angle.radians(.pi).degrees, 180, relative: 1e-15))
        #expect(AnimatableScale.factor == 128)
    }

    @Test func unitPointAnimatesTimes128() {
        var point = UnitPoint(x: 0.25, y: 1)
        #expect(point.animatableData == AnimatablePair(32, 128))
        point.animatableData = AnimatablePair(64, -128)
        #expect(point == UnitPoint(x: 0.5, y: -1))
        #expect(UnitPoint.center.animatableData == AnimatablePair(64, 64))
    }

    @Test func edgeInsetsAndStrokeStyleData() {
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData == AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4))))
        insets.animatableData = AnimatablePair(5, AnimatablePair(6, AnimatablePair(7, 8)))
        #expect(insets == EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))

        var stroke = StrokeStyle(lineWidth: 2, miterLimit: 4, dash: [1, 2], dashPhase: 3)
        #expect(stroke.animatableData == AnimatablePair(2, AnimatablePair(4, 3)))
        stroke.animatableData = AnimatablePair(9, AnimatablePair(8, 7))
        #expect(stroke.lineWidth == 9 && stroke.miterLimit == 8 && stroke.dashPhase == 7)
        #expect(stroke.dash == [1, 2])
    }

    @Test func coloursAnimateInLinearRGBTimes128() {
        var colour = ResolvedColor(red: 1, green: 0.5, blue: 0, opacity: 0.5)
        let data = colour.animatableData
        // sRGB 0.5 is 0.214 in linear light.
        let linearHalf = pow((0.5 + 0.055) / 1.055, 2.4)
        #expect(isClose(Double(data.first), 128, relative: 1e-6))
        #expect(isClose(Double(data.second.first), 128 * linearHalf, relative: 1e-5))
        #expect(data.second.second.first == 0)
        #expect(isClose(Double(data.second.second.second), 64, relative: 1e-6))

        // Halfway from black to white in linear light is brighter than sRGB 0.5.
        let black = ResolvedColor(red: 0, green: 0, blue: 0).animatableData
        let white = ResolvedColor(red: 1, green: 1, blue: 1).animatableData
        colour.animatableData = black.interpolated(towards: white, amount: 0.5)
        #expect(colour.red > 0.7 && colour.red < 0.75)
        #expect(isClose(Double(colour.opacity), 1, relative: 1e-6))
    }

    @Test func colourDataRoundTrips() {
        var colour = ResolvedColor(red: 0.2, green: 0.7, blue: 0.9, opacity: 0.3)
        colour.animatableData = colour.animatableData
        #expect(isClose(Double(colour.red), 0.2, within: 1e-5))
        #expect(isClose(Double(colour.green), 0.7, within: 1e-5))
        #expect(isClose(Double(colour.blue), 0.9, within: 1e-5))
        #expect(isClose(Double(colour.opacity), 0.3, within: 1e-6))
    }

    @Test func scaleEffectDataIsFourDimensional() {
        let data = scaleEffectData(width: 1.5, height: 2, anchor: .bottomTrailing)
        #expect(data == AnimatablePair(CGSize(width: 1.5, height: 2).animatableData, UnitPoint.bottomTrailing.animatableData))
        #expect(data.first == AnimatablePair(1.5, 2))
        #expect(data.second == AnimatablePair(128, 128))
        #expect(data.magnitudeSquared == 1.5 * 1.5 + 4 + 128 * 128 * 2)
    }
}
