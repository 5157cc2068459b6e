import Foundation
import Kinema
import Observation
import Testing

/// A model whose change switches a swatch between styles.
@Observable
final class Swatch {
    var usesGradient = false
    var isBlue = false
}

/// A square painted in the swatch's style.
struct SwatchView: View {
    let swatch: Swatch

    var body: some View {
        Rectangle()
            .fill(swatch.usesGradient
                ? AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                : AnyShapeStyle(swatch.isBlue ? Color.blue : Color.red))
            .frame(width: 40, height: 40)
            .accessibilityIdentifier("swatch")
    }
}

@MainActor
@Suite("Gradients: resolution and animation")
struct GradientStyleTests {
    func resolved(_ view: some View) -> ResolvedShapeStyle? {
        let host = HeadlessHost(view.accessibilityIdentifier("it"), size: CGSize(width: 100, height: 100))
        guard case .shape(let shape)? = host.displayList.items(identifiedAs: "it").first?.content else { return nil }
        return shape.style
    }

    @Test func colorsAreSpacedEvenlyFromZeroToOne() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
        #expect(Gradient(colors: []).stops.isEmpty)
    }

    @Test func linearGradientResolvesItsStopsAndUnitPoints() throws {
        let style = try #require(resolved(Rectangle().fill(
            LinearGradient(gradient: Gradient(stops: [.init(color: .blue, location: 0.8), .init(color: .red, location: 0.2)]),
                           startPoint: .topLeading, endPoint: .bottomTrailing))))
        #expect(style.color == nil)
        let gradient = try #require(style.gradient)
        #expect(gradient.kind == .linear(startPoint: .topLeading, endPoint: .bottomTrailing))
        #expect(gradient.stops == [.init(color: Color.red.resolve(in: EnvironmentValues()), location: 0.2),
                                   .init(color: Color.blue.resolve(in: EnvironmentValues()), location: 0.8)])
    }

    @Test func radialAndAngularGradientsResolveTheirGeometry() throws {
        let radial = try #require(resolved(Circle().fill(.radialGradient(colors: [.white, .black], center: .top,
                                                                          startRadius: 5, endRadius: 50))))
        #expect(radial.gradient?.kind == .radial(center: .top, startRadius: 5, endRadius: 50))
        let angular = try #require(resolved(Circle().stroke(AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)),
                                                            lineWidth: 4)))
        #expect(angular.gradient?.kind == .angular(center: .center, startAngle: .degrees(90), endAngle: .degrees(450)))
        let defaulted = try #require(resolved(Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center))))
        // Without angles, the `angle:` initialiser wins: a full turn from 0°, as SwiftUI draws it.
        #expect(defaulted.gradient?.kind == .angular(center: .center, startAngle: .zero, endAngle: .degrees(360)))
    }

    @Test func gradientsAreViewsThatFillTheirFrame() throws {
        let host = HeadlessHost(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 30, height: 20).accessibilityIdentifier("it"), size: CGSize(width: 100, height: 100))
        let item = try #require(host.displayList.items(identifiedAs: "it").first)
        #expect(item.frame.size == CGSize(width: 30, height: 20))
        guard case .shape(let shape) = item.content else { Issue.record("not a shape"); return }
        #expect(shape.style.gradient?.stops.count == 2)
    }

    @Test func foregroundStyleCarriesAGradientToText() throws {
        let host = HeadlessHost(Text("Hi").foregroundStyle(Gradient(colors: [.red, .blue])).accessibilityIdentifier("it"),
                                size: CGSize(width: 100, height: 100))
        guard case .text(let text)? = host.displayList.items(identifiedAs: "it").first?.content else {
            Issue.record("no text"); return
        }
        #expect(text.style.gradient?.kind == .linear(startPoint: .top, endPoint: .bottom))
    }

    @Test func badStopsAreSortedClampedOrLeftOut() {
        let red = ResolvedColor(red: 1, green: 0, blue: 0), blue = ResolvedColor(red: 0, green: 0, blue: 1)
        let gradient = ResolvedGradient(kind: .linear(startPoint: .top, endPoint: .bottom), stops: [
            .init(color: blue, location: .infinity), .init(color: red, location: .nan),
            .init(color: red, location: -.infinity), .init(color: blue, location: 0.5), .init(color: red, location: 0.5),
        ])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 0.5, 1])
        #expect(gradient.stops.map(\.color) == [red, blue, red, blue])
        let radial = ResolvedGradient(kind: .radial(center: .center, startRadius: .nan, endRadius: .infinity), stops: [])
        #expect(radial.kind == .radial(center: .center, startRadius: 0, endRadius: 1_000_000))
        let angular = ResolvedGradient(kind: .angular(center: .center, startAngle: .radians(.nan), endAngle: .radians(-.infinity)), stops: [])
        #expect(angular.kind == .angular(center: .center, startAngle: .zero, endAngle: .zero))
        #expect(radial.color(at: 0.5) == nil)
    }

    @Test func colourAtALocationInterpolatesBetweenTheStopsAround() throws {
        let gradient = ResolvedGradient(kind: .linear(startPoint: .top, endPoint: .bottom), stops: [
            .init(color: ResolvedColor(red: 0, green: 0, blue: 0), location: 0.25),
            .init(color: ResolvedColor(red: 1, green: 0, blue: 0), location: 0.75),
        ])
        #expect(gradient.color(at: 0)?.red == 0)
        #expect(gradient.color(at: 0.5)?.red == 0.5)
        #expect(gradient.color(at: 1)?.red == 1)
    }

    @Test func solidColoursStillAnimate() throws {
        let swatch = Swatch()
        let host = HeadlessHost(SwatchView(swatch: swatch), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { swatch.isBlue = true }
        host.advance(by: 0.5)
        let color = try #require(host.displayList.items(identifiedAs: "swatch").first?.color)
        #expect(color.red > 0.1 && color.red < 0.9 && color.blue > 0.1 && color.blue < 0.9)
    }

    @Test func aChangeToAGradientAppliesAtOnce() throws {
        let swatch = Swatch()
        let host = HeadlessHost(SwatchView(swatch: swatch), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { swatch.usesGradient = true }
        host.advance(by: 0.5)
        guard case .shape(let shape)? = host.displayList.items(identifiedAs: "swatch").first?.content else {
            Issue.record("no shape"); return
        }
        #expect(shape.style.color == nil)
        #expect(shape.style.gradient?.stops.map(\.color) == [Color.red, Color.blue].map { $0.resolve(in: EnvironmentValues()) })
    }

    /// A shimmer: a linear gradient whose points sweep across, as apps animate them.
    @Observable final class Sweep {
        var moved = false
        var stops = 2
        var radial = false
    }

    struct SweepView: View {
        let sweep: Sweep
        var body: some View {
            let colors: [Color] = sweep.stops == 2 ? [.red, .blue] : [.red, .green, .blue]
            return Rectangle()
                .fill(sweep.radial
                    ? AnyShapeStyle(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 50))
                    : AnyShapeStyle(LinearGradient(colors: sweep.moved ? colors.reversed() : colors,
                                                   startPoint: sweep.moved ? .trailing : .leading,
                                                   endPoint: sweep.moved ? .bottomTrailing : .trailing)))
                .frame(width: 40, height: 40)
                .accessibilityIdentifier("sweep")
        }
    }

    func gradient(_ host: HeadlessHost) throws -> ResolvedGradient {
        guard case .shape(let shape)? = host.displayList.items(identifiedAs: "sweep").first?.content else { throw HostError.noView(identifier: "sweep") }
        return try #require(shape.style.gradient)
    }

    @Test func aLinearGradientsPointsAndStopsAnimate() throws {
        let sweep = Sweep()
        let host = HeadlessHost(SweepView(sweep: sweep), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { sweep.moved = true }
        host.advance(by: 0.5)
        let halfway = try gradient(host)
        guard case .linear(let start, let end) = halfway.kind else { Issue.record("not linear"); return }
        #expect(abs(start.x - 0.5) < 1e-9 && abs(start.y - 0.5) < 1e-9, "halfway from leading to trailing")
        #expect(abs(end.x - 1) < 1e-9 && abs(end.y - 0.75) < 1e-9, "halfway from trailing to bottom trailing")
        let first = halfway.stops[0].color
        #expect(first.red > 0.1 && first.red < 0.9 && first.blue > 0.1 && first.blue < 0.9, "the stops' colours mix")
        host.advance(by: 0.6)
        guard case .linear(let settled, _) = try gradient(host).kind else { return }
        #expect(settled == .trailing)
    }

    @Test func gradientsThatDoNotMatchChangeAtOnce() throws {
        let sweep = Sweep()
        let host = HeadlessHost(SweepView(sweep: sweep), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { sweep.stops = 3 }
        host.advance(by: 0.5)
        #expect(try gradient(host).stops.count == 3, "another number of stops: the new gradient at once")
        withAnimation(.linear(duration: 1)) { sweep.radial = true }
        host.advance(by: 0.1)
        guard case .radial(_, _, let endRadius) = try gradient(host).kind else { Issue.record("not radial at once"); return }
        #expect(endRadius == 50)
    }

    @Test func gradientVectorsOfDifferentShapesDoNotMix() {
        let two = GradientAnimatableData([1, 2, 3]), three = GradientAnimatableData([1, 2, 3, 4])
        #expect((three - two) == .zero)
        #expect((two - two).magnitudeSquared == 0 && (two + .zero) == two && (GradientAnimatableData.zero - two).components == [-1, -2, -3])
    }
}
