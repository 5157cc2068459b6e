// Gestures (issue #15): a drag across a board of 1,000 tappable views, under a DragGesture
// that moves a marker: each benchmark measures one kind of pointer event handled by the host,
// a pointer down (which hit-tests the board, topmost first, through the 950 cells drawn after
// the one hit, and asks every view under the pointer), a move (the drag recognizes, its
// onChanged moves the marker) or an up, of drags of ten moves.

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

/// A host showing the board, fed the events of drags one at a time.
@MainActor
final class Pointer {
    let host = HeadlessHost(DragBoard(), size: CGSize(width: 400, height: 800))
    private var step = 0

    enum Event { case down, move, up }

    /// The next event of a drag from a cell of the second row, (104, 30), to (204, 230) in ten
    /// moves: the worst case, as hit testing looks at the last drawn first, the bottom rows.
    var next: Event { step == 0 ? .down : step == 11 ? .up : .move }

    /// Sends the next event.
    func send() {
        switch next {
        case .down: host.pointerDown(at: CGPoint(x: 104, y: 30))
        case .up: host.pointerUp()
        case .move:
            host.advance(by: 1.0 / 60)
            host.pointerMoved(to: CGPoint(x: 104 + 10 * Double(step), y: 30 + 20 * Double(step)))
        }
        step = (step + 1) % 12
    }

    /// Sends events until the next is `event`.
    func skip(to event: Event) {
        while next != event { send() }
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
        maxIterations: 2_000
    )

    for (name, event) in [("down (hit-tests the board)", Pointer.Event.down), ("move (the drag's onChanged moves the marker)", .move),
                          ("up", .up)] {
        Benchmark("Pointer \(name), over 1,000 tappable views under a DragGesture") { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let pointer = Pointer.shared
                pointer.skip(to: event)
                benchmark.startMeasurement()
                pointer.send()
                benchmark.stopMeasurement()
            }
        }
    }
}
