import Foundation
import Kinema
import KinemaRender
import Testing

/// Shapes describe themselves in their own space: `path(in:)` gets a rectangle at the origin
/// with the frame's size, as SwiftUI gives it, so shapes written against `rect.size` (the
/// Animatable article's polygon and clock) draw where they are laid out.
@MainActor
@Suite("Shapes in their own coordinate space")
struct ShapeCoordinateSpaceTests {
    /// The article's polygon: centred at `rect.size / 2`, first vertex right of the centre.
    struct PolygonShape: Shape {
        var sides: Double
        var scale: Double

        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(sides, scale) }
            set {
                sides = newValue.first
                scale = newValue.second
            }
        }

        func path(in rect: CGRect) -> Path {
            let h = Double(min(rect.size.width, rect.size.height) / 2.0) * scale
            let c = CGPoint(x: rect.size.width / 2.0, y: rect.size.height / 2.0)
            var path = Path()
            let extra: Int = Double(sides) != Double(Int(sides)) ? 1 : 0
            for i in 0..<Int(sides) + extra {
                let angle = (Double(i) * (360.0 / Double(sides))) * Double.pi / 180
                let pt = CGPoint(x: c.x + CGFloat(cos(angle) * h), y: c.y + CGFloat(sin(angle) * h))
                if i == 0 {
                    path.move(to: pt)
                } else {
                    path.addLine(to: pt)
                }
            }
            path.closeSubpath()
            return path
        }
    }

    /// The article's clock face, reduced to its rim and hour hand: centred at `rect.size / 2`.
    struct ClockShape: Shape {
        var hours: Double

        var animatableData: Double {
            get { hours }
            set { hours = newValue }
        }

        func path(in rect: CGRect) -> Path {
            var path = Path()
            let radius = min(rect.size.width / 2.0, rect.size.height / 2.0)
            let center = CGPoint(x: rect.size.width / 2.0, y: rect.size.height / 2.0)
            let hAngle: Angle = .degrees(hours / 12 * 360 - 90)
            let needle = CGPoint(x: center.x + radius * 0.8 * cos(hAngle.radians), y: center.y + radius * 0.8 * sin(hAngle.radians))
            path.addArc(center: center, radius: radius, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: true)
            path.move(to: center)
            path.addLine(to: needle)
            return path.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))
        }
    }

    struct SideBySide: View {
        var sides: Double = 4
        var body: some View {
            HStack(spacing: 20) {
                PolygonShape(sides: sides, scale: 1).fill(.blue)
                    .frame(width: 100, height: 100).accessibilityIdentifier("square")
                PolygonShape(sides: 3, scale: 1).fill(.red)
                    .frame(width: 100, height: 100).accessibilityIdentifier("triangle")
                ClockShape(hours: 3).fill(.black)
                    .frame(width: 100, height: 100).accessibilityIdentifier("clock")
            }
            .padding(30)
        }
    }

    private func item(_ identifier: String, in host: HeadlessHost) throws -> (frame: CGRect, path: Path) {
        let item = try #require(host.displayList.items(identifiedAs: identifier).first)
        guard case .shape(let shape) = item.content else { throw ShapeMissing() }
        return (item.frame, shape.path)
    }

    private struct ShapeMissing: Error {}

    @Test func polygonsBesideEachOtherAreCentredOnTheirOwnFrames() throws {
        let host = HeadlessHost(SideBySide(), size: CGSize(width: 400, height: 160))
        let square = try item("square", in: host)
        let triangle = try item("triangle", in: host)
        #expect(square.frame.minX == 30 && square.frame.minY == 30)
        #expect(triangle.frame.minX == 150)
        // Four vertices on the circle through the frame's edge midpoints: the path's box is the frame.
        #expect(square.path.boundingRect.isApproximately(square.frame))
        // The triangle's first vertex is right of its own centre, at its frame's right edge.
        let first = try #require(triangle.path.elements.first)
        #expect(first == .move(to: CGPoint(x: triangle.frame.maxX, y: triangle.frame.midY)))
        #expect(triangle.frame.encloses(triangle.path.boundingRect))
    }

    @Test func aMorphingPolygonStaysInItsFrame() throws {
        struct Morphing: View {
            @State var sides = 3.0
            var body: some View {
                PolygonShape(sides: sides, scale: 1).fill(.blue)
                    .frame(width: 80, height: 80).accessibilityIdentifier("polygon")
                    .offset(x: 0, y: 0)
                    .padding(.leading, 200)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { sides = 4 } }
            }
        }
        let host = HeadlessHost(Morphing(), size: CGSize(width: 400, height: 200))
        try host.tap("polygon")
        host.advance(by: 0.4)
        let polygon = try item("polygon", in: host)
        #expect(polygon.frame.minX > 200)
        #expect(polygon.frame.encloses(polygon.path.boundingRect))
        #expect(polygon.path.elements.count == 5)  // 3.4 sides: four vertices, closed
    }

    @Test func renderedShapesAppearOnTheirOwnFrames() throws {
        let host = HeadlessHost(SideBySide(), size: CGSize(width: 400, height: 160))
        let canvas = try DisplayListRenderer().render(host.displayList, size: host.size, scale: 1, background: .white)
        let blue = PixelColor(red: 0, green: 122 / 255, blue: 1)
        // The square's centre and the triangle's right vertex region are painted where laid out.
        #expect(canvas.pixel(x: 80, y: 80)?.isApproximatelyEqual(to: blue, tolerance: 0.02) == true)
        #expect(canvas.pixel(x: 190, y: 80)?.isApproximatelyEqual(to: PixelColor(red: 1, green: 59 / 255, blue: 48 / 255), tolerance: 0.02) == true)
        // The clock's rim crosses its frame's top edge at its middle; the corner of the window is empty.
        #expect(canvas.pixel(x: 320, y: 30)?.isApproximatelyEqual(to: PixelColor(red: 0, green: 0, blue: 0), tolerance: 0.2) == true)
        #expect(canvas.pixel(x: 5, y: 5) == .white)
        #expect(canvas.pixel(x: 50, y: 50)?.isApproximatelyEqual(to: blue, tolerance: 0.02) == false)  // outside the square's diamond
    }

    @Test func strokeBordersClipsAndBackgroundsUseTheirOwnFrames() throws {
        struct Decorated: View {
            var body: some View {
                Text("")
                    .frame(width: 60, height: 40)
                    .background(.green, in: PolygonShape(sides: 4, scale: 1))
                    .overlay { Circle().strokeBorder(.red, lineWidth: 4) }
                    .clipShape(PolygonShape(sides: 4, scale: 1))
                    .accessibilityIdentifier("decorated")
                    .position(x: 150, y: 100)
            }
        }
        let host = HeadlessHost(Decorated(), size: CGSize(width: 300, height: 200))
        let frame = CGRect(x: 120, y: 80, width: 60, height: 40)
        let items = host.displayList.items(identifiedAs: "decorated")
        let shapes = items.compactMap { item -> (CGRect, Path)? in
            if case .shape(let shape) = item.content { (item.frame, shape.path) } else { nil }
        }
        #expect(shapes.count == 2)
        // The polygon's circle has the frame's smaller side: a diamond 40 wide in the middle.
        let diamond = CGRect(x: 130, y: 80, width: 40, height: 40)
        #expect(shapes[0].0 == frame)
        #expect(shapes[0].1.boundingRect.isApproximately(diamond))
        // The circle's frame is the square that fits, centred; its border is inset in it.
        #expect(shapes[1].0 == diamond)
        #expect(shapes[1].1.boundingRect.isApproximately(diamond.insetBy(dx: 2, dy: 2)))
        // The clip is the same diamond, over the clipped view's frame.
        let clips = items.flatMap(\.effects).compactMap { effect -> Path? in
            if case .clip(let path, _) = effect { path } else { nil }
        }
        #expect(clips.first?.boundingRect.isApproximately(diamond) == true)
    }

    @Test func aPathViewDrawsRelativeToItsFrame() throws {
        struct Drawn: View {
            var body: some View {
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 0))
                    path.addLine(to: CGPoint(x: 20, y: 10))
                }
                .stroke(.black)
                .frame(width: 40, height: 40)
                .accessibilityIdentifier("path")
                .position(x: 100, y: 100)
            }
        }
        let host = HeadlessHost(Drawn(), size: CGSize(width: 200, height: 200))
        let path = try item("path", in: host).path
        #expect(path.elements == [.move(to: CGPoint(x: 80, y: 80)), .line(to: CGPoint(x: 100, y: 90))])
    }

    @Test func contentShapeDecidesWhereTapsHit() throws {
        struct Tappable: View {
            @State var taps = 0
            var body: some View {
                Color.clear.frame(width: 100, height: 100)
                    .contentShape(Circle())
                    .onTapGesture { taps += 1 }
                    .position(x: 150, y: 150)
            }
        }
        let host = HeadlessHost(Tappable(), size: CGSize(width: 300, height: 300))
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        #expect(host.tap(at: CGPoint(x: 195, y: 150)))
        // The frame's corner is outside the circle.
        #expect(!host.tap(at: CGPoint(x: 103, y: 103)))
    }

    @Test func pathContainsFollowsTheFillRules() {
        let rings = Path {
            $0.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
            $0.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        #expect(rings.contains(CGPoint(x: 50, y: 50)))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(rings.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(!rings.contains(CGPoint(x: 150, y: 50)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(CGPoint(x: 50, y: 2)))
        #expect(!circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!circle.contains(CGPoint(x: Double.nan, y: 5)))
    }
}

extension CGRect {
    /// Whether `other` lies inside, give or take rounding.
    func encloses(_ other: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    func isApproximately(_ other: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
        abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
            && abs(width - other.width) < tolerance && abs(height - other.height) < tolerance
    }
}
