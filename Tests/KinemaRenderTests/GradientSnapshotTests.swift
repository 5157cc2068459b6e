import Foundation
import Kinema
import Testing

/// Each kind of gradient, as SwiftUI code paints with it: fills, strokes, text and views.
@MainActor
struct GradientSnapshotTests {
    @Test func linearGradientsFillStrokeAndColourText() {
        let sunset = Gradient(colors: [.orange, .pink, .purple])
        let host = HeadlessHost.scene(VStack(spacing: 10) {
            HStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.linearGradient(sunset, startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 100, height: 60)
                Capsule()
                    .stroke(LinearGradient(colors: [.blue, .mint], startPoint: .leading, endPoint: .trailing), lineWidth: 6)
                    .frame(width: 100, height: 40)
            }
            Text("Gradient")
                .font(.system(size: 32, weight: .heavy))
                .foregroundStyle(LinearGradient(gradient: sunset, startPoint: .leading, endPoint: .trailing))
        }, width: 240, height: 130)
        host.assertSnapshot(named: "fill-stroke-text")
    }

    @Test func radialGradientsShadeFromTheirCentre() {
        let host = HeadlessHost.scene(HStack(spacing: 16) {
            Circle()
                .fill(RadialGradient(colors: [.white, .yellow, .orange], center: UnitPoint(x: 0.35, y: 0.35),
                                     startRadius: 2, endRadius: 50))
                .frame(width: 80, height: 80)
            RadialGradient(stops: [.init(color: .teal, location: 0), .init(color: .indigo, location: 0.6),
                                   .init(color: .black, location: 1)],
                           center: .center, startRadius: 0, endRadius: 45)
                .frame(width: 80, height: 80)
        }, width: 220, height: 110)
        host.assertSnapshot(named: "sun-and-square")
    }

    @Test func angularGradientsSweepClockwise() {
        let wheel = Gradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red])
        let host = HeadlessHost.scene(HStack(spacing: 16) {
            Circle()
                .fill(AngularGradient(gradient: wheel, center: .center))
                .frame(width: 80, height: 80)
            Circle()
                .stroke(.angularGradient(colors: [.blue, .mint], center: .center, startAngle: .degrees(-90), endAngle: .degrees(180)),
                        lineWidth: 10)
                .frame(width: 70, height: 70)
            Rectangle()
                .fill(AngularGradient(colors: [.black, .white], center: .topLeading, angle: .degrees(0)))
                .frame(width: 60, height: 60)
        }, width: 280, height: 110)
        host.assertSnapshot(named: "wheel-ring-corner")
    }
}
