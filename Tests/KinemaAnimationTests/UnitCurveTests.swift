import Foundation
import Testing
import KinemaAnimation
import PropertyBased
import KinemaTestSupport

@Suite("UnitCurve")
struct UnitCurveTests {
    struct BezierCase: Sendable, CustomTestStringConvertible {
        let name: String
        let curve: UnitCurve
        let reference: ReferenceBezier
        var testDescription: String { name }
    }

    static let presets: [BezierCase] = [
        BezierCase(name: "linear", curve: .linear, reference: ReferenceBezier(x1: 0, y1: 0, x2: 1, y2: 1)),
        BezierCase(name: "easeIn", curve: .easeIn, reference: ReferenceBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
        BezierCase(name: "easeOut", curve: .easeOut, reference: ReferenceBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)),
        BezierCase(name: "easeInOut", curve: .easeInOut, reference: ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
        BezierCase(
            name: "B1 bezier (0.25, 0.1)(0.25, 1)",
            curve: .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
            reference: ReferenceBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        BezierCase(
            name: "overshooting bezier (0.3, -0.5)(0.7, 1.5)",
            curve: .bezier(startControlPoint: UnitPoint(x: 0.3, y: -0.5), endControlPoint: UnitPoint(x: 0.7, y: 1.5)),
            reference: ReferenceBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)),
    ]

    static let progresses: [Double] = [0.01, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.99]

    @Test("bezier values match an independent solver", arguments: presets)
    func bezierValues(_ bezier: BezierCase) {
        for p in Self.progresses {
            #expect(isClose(bezier.curve.value(at: p), bezier.reference.value(at: p), within: 1e-9), "at \(p)")
        }
        #expect(bezier.curve.value(at: 0) == 0)
        #expect(isClose(bezier.curve.value(at: 1), 1, within: 1e-12))
    }

    @Test("bezier velocities match dy/dx of an independent solver", arguments: presets)
    func bezierVelocities(_ bezier: BezierCase) {
        for p in Self.progresses {
            #expect(isClose(bezier.curve.velocity(at: p), bezier.reference.velocity(at: p), relative: 1e-6, absolute: 1e-8), "at \(p)")
        }
    }

    @Test func presetValuesAgreeWithPublishedFigures() {
        // CSS/Core Animation timing functions with the same control points.
        #expect(isClose(UnitCurve.easeIn.value(at: 0.5), 0.3154, within: 1e-3))
        #expect(isClose(UnitCurve.easeOut.value(at: 0.5), 0.6846, within: 1e-3))
        #expect(isClose(UnitCurve.easeInOut.value(at: 0.5), 0.5, within: 1e-12))
        #expect(isClose(UnitCurve.linear.value(at: 0.3), 0.3, within: 1e-12))
        // easeIn and easeOut mirror each other: easeOut(p) = 1 − easeIn(1 − p).
        for p in Self.progresses {
            #expect(isClose(UnitCurve.easeOut.value(at: p), 1 - UnitCurve.easeIn.value(at: 1 - p), within: 1e-9))
        }
    }

    @Test func b1EndpointVelocities() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
        // dy/dx at s = 0 is y1/x1 and at s = 1 is (1 − y2)/(1 − x2).
        #expect(isClose(curve.velocity(at: 0), 0.4, within: 1e-9))
        #expect(isClose(curve.velocity(at: 1), 0, within: 1e-9))
    }

    @Test func linearVelocityIsOneEverywhere() {
        for p in [0.0, 0.3, 0.5, 1.0] {
            #expect(isClose(UnitCurve.linear.velocity(at: p), 1, within: 1e-9))
        }
    }

    @Test("measured on SwiftUI: easeIn's velocity at 1 is 0")
    func easeInVelocityAtEnd() {
        #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
    }

    @Test("measured on SwiftUI: easeOut's velocity at 0 is 1")
    func easeOutVelocityAtStart() {
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
    }

    @Test func velocityIsInfiniteWhereOnlyXStalls() {
        let up = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0.5), endControlPoint: UnitPoint(x: 1, y: 1))
        let down = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: -0.5), endControlPoint: UnitPoint(x: 1, y: 1))
        #expect(up.velocity(at: 0) == .infinity)
        #expect(down.velocity(at: 0) == -.infinity)
    }

    @Test func progressIsClamped() {
        for curve in [UnitCurve.linear, .easeIn, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            #expect(curve.value(at: -0.5) == curve.value(at: 0))
            #expect(curve.value(at: 7) == curve.value(at: 1))
            #expect(curve.value(at: -.infinity) == curve.value(at: 0))
            #expect(curve.value(at: .infinity) == curve.value(at: 1))
            #expect(curve.value(at: .nan).isFinite)
            #expect(curve.velocity(at: 2) == curve.velocity(at: 1))
        }
    }

    // MARK: Circular curves

    static func circularEaseIn(_ p: Double) -> Double { 1 - sqrt(1 - p * p) }
    static func circularEaseOut(_ p: Double) -> Double { sqrt(1 - (1 - p) * (1 - p)) }
    static func circularEaseInOut(_ p: Double) -> Double {
        p < 0.5 ? 0.5 * (1 - sqrt(1 - 4 * p * p)) : 0.5 * (sqrt(-4 * p * p + 8 * p - 3) + 1)
    }

    @Test func circularValuesFollowTheirFormulas() {
        for p in [0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0] {
            #expect(isClose(UnitCurve.circularEaseIn.value(at: p), Self.circularEaseIn(p), within: 1e-12))
            #expect(isClose(UnitCurve.circularEaseOut.value(at: p), Self.circularEaseOut(p), within: 1e-12))
            #expect(isClose(UnitCurve.circularEaseInOut.value(at: p), Self.circularEaseInOut(p), within: 1e-12))
        }
    }

    @Test("circular velocities are the derivatives of their values")
    func circularVelocities() {
        let h = 1e-6
        for curve in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, UnitCurve.circularEaseInOut.inverse] {
            for p in [0.1, 0.3, 0.45, 0.55, 0.7, 0.9] {
                let numeric = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
                #expect(isClose(curve.velocity(at: p), numeric, relative: 1e-5), "\(curve) at \(p)")
            }
        }
        #expect(UnitCurve.circularEaseIn.velocity(at: 0) == 0)
        #expect(UnitCurve.circularEaseOut.velocity(at: 1) == 0)
    }

    @Test func circularInversesSwapInAndOut() {
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
    }

    @Test("a curve's inverse undoes it", arguments: [
        UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
        .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
    ])
    func inverseUndoesTheCurve(curve: UnitCurve) {
        for p in [0.05, 0.2, 0.4, 0.5, 0.6, 0.8, 0.95] {
            #expect(isClose(curve.inverse.value(at: curve.value(at: p)), p, within: 1e-7), "at \(p)")
        }
    }

    @Test func bezierInverseSwapsCoordinates() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.6), endControlPoint: UnitPoint(x: 0.3, y: 0.9))
        let swapped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.6, y: 0.1), endControlPoint: UnitPoint(x: 0.9, y: 0.3))
        #expect(curve.inverse == swapped)
        #expect(UnitCurve.easeIn.inverse.value(at: 0.5) > 0.5)
    }

    @Test func descriptionsNameTheCurve() {
        #expect(UnitCurve.easeInOut.description.contains("easeInOut"))
        #expect(UnitCurve.circularEaseIn.description.contains("circularEaseIn"))
        let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        for number in ["0.25", "0.1", "0.75", "0.9"] {
            #expect(custom.description.contains(number))
        }
    }
}

@Suite("UnitCurve properties")
struct UnitCurvePropertyTests {
    @Test("any bezier with control x in 0…1 matches the independent solver")
    func randomBeziers() async {
        let controls = zip(Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1), Gen.double(in: -1...2))
        await propertyCheck(count: 300, input: controls, Gen.double(in: 0...1)) { control, progress in
            let curve = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: control.0, y: control.1), endControlPoint: UnitPoint(x: control.2, y: control.3))
            let reference = ReferenceBezier(x1: control.0, y1: control.1, x2: control.2, y2: control.3)
            let value = curve.value(at: progress)
            #expect(isClose(value, reference.value(at: progress), within: 1e-8))
            // Where dx/ds nearly vanishes dy/dx is ill-conditioned: compare with the numeric
            // derivative of the value instead, away from the ends.
            let velocity = curve.velocity(at: progress)
            if progress > 0.01 && progress < 0.99 {
                let h = 1e-6
                let numeric = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
                if abs(numeric) < 1e3 {
                    #expect(isClose(velocity, numeric, relative: 1e-3, absolute: 1e-3), "dy/dx at \(progress)")
                }
            }
            #expect(!velocity.isNaN)
        }
    }
}
