// Gestures (issue #15): a drag across a board of 1,000 tappable views, under a DragGesture
// that moves a marker. "Event" is one pointer event handled by the host: a pointer down
// (which hit-tests the board and asks every view under the pointer), a move (the drag
// recognizes, its onChanged moves the marker) or an up; a drag is a down, ten moves and an up.

import Benchmark
import Foundation
import Kinema

/// 40 rows of 25 tappable cells: 1,000 views.
struct Board: View {
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<40, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<25, id: \.self) { column in
                        Color(hue: Double((row + column) % 12) / 12, saturation: 0.5, brightness: 0.9)
                            .frame(width: 14, height: 18)
                            .onTapGesture {}
                    }
                }
            }
        }
    }
}

/// The board under a drag that moves a marker.
struct DragBoard: View {
    @State private var marker = CGSize.zero

    var body: some View {
        ZStack {
            Board()
            Circle().fill(.black).frame(width: 20, height: 20).offset(marker).allowsHitTesting(false)
        }
        .gesture(DragGesture().onChanged { marker = $0.translation })
    }
}

/// A host showing the board, fed one pointer event per call.
@MainActor
final class Pointer {
    let host = HeadlessHost(DragBoard(), size: CGSize(width: 400, height: 800))
    private var step = 0

    /// The next event of a drag from (100, 100) to (200, 300) in ten moves.
    func event() {
        switch step {
        case 0: host.pointerDown(at: CGPoint(x: 100, y: 100))
        case 11: host.pointerUp()
        default:
            host.advance(by: 1.0 / 60)
            host.pointerMoved(to: CGPoint(x: 100 + 10 * Double(step), y: 100 + 20 * Double(step)))
        }
        step = (step + 1) % 12
    }

    static let shared: Pointer = {
        let pointer = Pointer()
        blackHole(pointer.host.displayList)
        return pointer
    }()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 24,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 12_000
    )

    Benchmark("Event: pointer over 1,000 tappable views under a DragGesture") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let pointer = Pointer.shared
            benchmark.startMeasurement()
            pointer.event()
            benchmark.stopMeasurement()
        }
    }
}
