// The scene of the ViewFrame benchmark, shared with ViewMemory, which measures its memory outside
// the harness: 10,000 rows, each a `Rectangle` with a scale, an opacity and an offset animated by
// springs started in one transaction, driven by an `@Observable` model per row.

import Foundation
import Kinema

/// Rows in the screen.
public let rowCount = 10_000

@Observable
final class RowModel {
    var isOn = false
}

struct Row: View {
    let model: RowModel

    var body: some View {
        Rectangle()
            .frame(width: 10, height: 10)
            .scaleEffect(model.isOn ? 1.5 : 1)
            .opacity(model.isOn ? 0.5 : 1)
            .offset(x: model.isOn ? 20 : 0)
    }
}

struct Rows: View {
    let models: [RowModel]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(models.indices, id: \.self) { index in Row(model: models[index]) }
        }
    }
}

/// A host showing the rows.
@MainActor
public final class Screen {
    let models = (0..<rowCount).map { _ in RowModel() }
    private let host: HeadlessHost
    private var touched = 0

    /// The private memory the rows took, in bytes: measured once they are built (and animating).
    public private(set) var privateMemory = 0

    /// Builds the rows, animating or still. The models are made first and not counted; their
    /// observation registrations, made as the rows' bodies read them, are.
    public init(animating: Bool) {
        let before = residentPrivateMemory()
        host = HeadlessHost(Rows(models: models), size: CGSize(width: 800, height: 600))
        consume(host.displayList)
        if animating {
            withAnimation(.spring(response: 600, dampingFraction: 1)) {
                for model in models { model.isOn = true }
            }
            frame()
        }
        privateMemory = residentPrivateMemory() - before
    }

    /// One 60 Hz frame.
    public func frame() {
        host.advance(by: 1.0 / 60)
        consume(host.displayList)
    }

    /// Toggles one row, a different one each time.
    public func touchOneRow(takingDisplayList: Bool) {
        touched = (touched + 7_919) % rowCount
        models[touched].isOn.toggle()
        host.update()
        if takingDisplayList { consume(host.displayList) }
    }

    public var bodyEvaluations: Int { host.bodyEvaluationCount }
}

/// The process's anonymous resident memory (`RssAnon`), in bytes: its heap and other private
/// pages, not the pages of the shared libraries it maps.
public func residentPrivateMemory() -> Int {
    guard let status = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/status")).readToEnd(),
          let line = String(decoding: status, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") }),
          let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kilobytes * 1024
}

/// Uses `value`, so that the optimizer keeps what made it: the harness's `blackHole`, which this
/// target does without (linking the harness would bring its malloc interposer into ViewMemory).
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
