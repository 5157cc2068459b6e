import Foundation
import Kinema
import Testing

/// Progress views: a spinner that turns on the virtual clock, bars and rings filled as far as
/// the value, and bad values clamped and reported.
@MainActor
struct ProgressViewTests {
    private func shape(_ name: String, in host: HeadlessHost) throws -> DisplayList.FlatItem {
        try #require(host.displayList.flattened.first { if case .shape(let shape) = $0.content { shape.name == name } else { false } })
    }

    private func drawnWidth(_ name: String, in host: HeadlessHost) throws -> CGFloat {
        guard case .shape(let shape) = try shape(name, in: host).content else { return .nan }
        return shape.path.isEmpty ? 0 : shape.path.boundingRect.width
    }

    @Test func theSpinnerTurnsOnTheClock() throws {
        let host = HeadlessHost(ProgressView(), size: CGSize(width: 100, height: 100))
        func angle() throws -> Double {
            let transform = try shape("ProgressArc", in: host).transform
            let degrees = atan2(transform.b, transform.a) * 180 / .pi
            return degrees < -1e-6 ? degrees + 360 : degrees
        }
        #expect(try angle() == 0)
        host.advance(by: 0.25)
        #expect(abs(try angle() - 90) < 1e-6, "a quarter turn in a quarter second")
        host.advance(by: 0.5)
        #expect(abs(try angle() - 270) < 1e-6)
        host.advance(by: 0.5)
        #expect(abs(try angle() - 90) < 1e-6, "and round again")
        #expect(host.isAnimating)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aBarFillsAsFarAsTheValue() throws {
        let host = HeadlessHost(ProgressView("Downloading", value: 30, total: 120).frame(width: 200), size: CGSize(width: 300, height: 100))
        #expect(try drawnWidth("ProgressBarFill", in: host) == 50)
        #expect(try shape("Capsule", in: host).frame.size == CGSize(width: 200, height: 4))
        #expect(host.displayList.flattened.contains { if case .text(let text) = $0.content { text.string == "Downloading" } else { false } })
        #expect(host.diagnostics.isEmpty)
    }

    struct Download: View {
        @State var value = 0.0
        var body: some View {
            ProgressView(value: value).frame(width: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { value = 1 } }
        }
    }

    @Test func theFillAnimatesWithTheValue() throws {
        let host = HeadlessHost(Download(), size: CGSize(width: 200, height: 100))
        #expect(try drawnWidth("ProgressBarFill", in: host) == 0)
        let track = try shape("Capsule", in: host).frame
        host.tap(at: CGPoint(x: track.midX, y: track.midY))
        host.advance(by: 0.5)
        #expect(abs(try drawnWidth("ProgressBarFill", in: host) - 50) < 1e-6)
    }

    @Test func aRingFillsClockwiseFromTheTop() throws {
        let host = HeadlessHost(ProgressView(value: 0.25).progressViewStyle(.circular), size: CGSize(width: 100, height: 100))
        guard case .shape(let arc) = try shape("ProgressArc", in: host).content else { return }
        let (bounds, ring) = (arc.path.boundingRect, try shape("Circle", in: host).frame)
        #expect(ring.size == CGSize(width: 28, height: 28))
        // A quarter from the top: the top right quarter of the ring.
        #expect(abs(bounds.minX - ring.midX) < 0.1 && abs(bounds.maxY - ring.midY) < 0.1, "\(bounds) in \(ring)")
        #expect(abs(bounds.width - 14) < 0.1 && abs(bounds.height - 14) < 0.1)
    }

    @Test func aStyleCanTintTheSpinnerAndTheBar() throws {
        let spinner = HeadlessHost(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white)),
                                   size: CGSize(width: 100, height: 100))
        #expect(try shape("ProgressArc", in: spinner).color == Color.white.resolve(in: EnvironmentValues()))
        let bar = HeadlessHost(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .orange)).frame(width: 100),
                               size: CGSize(width: 200, height: 100))
        #expect(try shape("ProgressBarFill", in: bar).color == Color.orange.resolve(in: EnvironmentValues()))
    }

    @Test func badValuesAreClampedAndReported() throws {
        func check(_ view: some View, width expected: CGFloat) throws {
            let host = HeadlessHost(view.frame(width: 100), size: CGSize(width: 200, height: 100))
            #expect(try drawnWidth("ProgressBarFill", in: host) == expected)
            #expect(host.diagnostics.map(\.kind) == [.invalidValue])
        }
        try check(ProgressView(value: 3, total: 2), width: 100)
        try check(ProgressView(value: -1.0), width: 0)
        try check(ProgressView(value: Double.nan), width: 0)
        try check(ProgressView(value: 1, total: 0), width: 0)
        try check(ProgressView(value: 1, total: Double.infinity), width: 0)
    }
}
