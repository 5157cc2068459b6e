// Recording and export (issue #5): 10 s of a representative animated view, 800 × 600 at 60 fps,
// scripted (taps, a shuffle), drawn frame by frame and piped to ffmpeg as an H.264 MP4.
// One sample is the whole recording, so the wall clock must stay under 10 s (real time), and
// the peak resident memory must stay far below 600 frames × 1.92 MB (1.15 GB): frames stream
// to ffmpeg one at a time.

import Benchmark
import Foundation
import Kinema
import KinemaExport
import KinemaRender

/// Which pets there are, in which order, and which are selected.
@Observable
final class PetBoard {
    var order = Array(0..<6)
    var selected: Set<Int> = []
}

/// A pet avatar: a coloured disc with an initial, growing with a bouncy spring when selected
/// and casting a deeper shadow with a smooth one.
struct PetAvatar: View {
    let pet: Int
    let board: PetBoard
    private static let names = ["Cat", "Dog", "Fox", "Owl", "Rabbit", "Hedgehog"]
    private static let colors: [Color] = [.orange, .blue, .red, .green, .purple, .pink]

    var body: some View {
        let selected = board.selected.contains(pet)
        VStack(spacing: 12) {
            Circle()
                .fill(Self.colors[pet])
                .frame(width: 90, height: 90)
                .shadow(radius: selected ? 14 : 6)
                .animation(.smooth, value: selected)
                .scaleEffect(selected ? 1.4 : 1)
                .animation(.bouncy, value: selected)
            Text(Self.names[pet])
                .font(.system(size: 18))
        }
        .frame(width: 120, height: 170)
        .accessibilityIdentifier("pet-\(pet)")
        .onTapGesture { board.selected.formSymmetricDifference([pet]) }
    }
}

/// Six avatars in two rows; reordering them slides each to its new place.
struct PetBoardView: View {
    let board: PetBoard

    var body: some View {
        VStack(spacing: 60) {
            Text("Vote for your favourite pet")
                .font(.system(size: 28, weight: .bold))
            HStack(spacing: 40) {
                ForEach(board.order.prefix(3), id: \.self) { PetAvatar(pet: $0, board: board) }
            }
            HStack(spacing: 40) {
                ForEach(board.order.suffix(3), id: \.self) { PetAvatar(pet: $0, board: board) }
            }
        }
        .frame(width: 800, height: 600)
    }
}

/// 10 s: taps on the avatars, then shuffles that move every avatar with a spring.
let script = try! RecordingScript(parsing: """
    tap pet-0; wait 0.7; tap pet-3; wait 0.7; tap pet-5; wait 0.7
    action shuffle; wait 1.2
    tap pet-1; wait 0.5; tap pet-0; wait 0.8
    action shuffle; wait 1.2
    tap pet-4; wait 0.4; tap pet-2; wait 0.8
    action shuffle; wait 1.5
    tap pet-3; wait 1.5
    """)

/// Records the script to an MP4 in the temporary directory.
@MainActor
func recordOnce() throws -> RecordingFormat {
    let board = PetBoard()
    var shuffles = 0
    let host = HeadlessHost(PetBoardView(board: board), size: CGSize(width: 800, height: 600), textMeasurer: PangoTextMeasurer())
    let recorder = Recorder(host: host, frameRate: 60, actions: [
        "shuffle": {
            shuffles += 1
            // A fixed rotation per shuffle, so every run records the same frames.
            withAnimation(.spring(duration: 0.8, bounce: 0.25)) {
                board.order = board.order.indices.map { board.order[($0 + 2 * shuffles + 1) % board.order.count] }
            }
        },
    ], progress: .never)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-record-benchmark.mp4").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try recorder.record(script, to: [MP4Sink(path: path)]).format
}

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "Record 10 s at 60 fps, 800×600, to MP4",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
            timeUnits: .milliseconds,
            warmupIterations: 0,
            scalingFactor: .one,
            maxDuration: .seconds(60),
            maxIterations: 3
        )
    ) { benchmark async throws in
        let format = try await MainActor.run { try recordOnce() }
        precondition(format.frameCount == 600 && format.pixelWidth == 800 && format.pixelHeight == 600)
    }
}
