import Foundation
import Kinema
import KinemaExamples
import KinemaExport

extension HeadlessHost {
    /// The first item identified as `identifier`; tests fail through `#require` when it is missing.
    func item(_ identifier: String) -> DisplayList.FlatItem? {
        displayList.items(identifiedAs: identifier).first
    }

    /// Plays a script's taps, actions, scrolls, drags, presses, pinches, rotations and waits, calling `frame` with the display list at each
    /// 60 Hz frame of its waits.
    func play(_ script: RecordingScript, actions: [String: @MainActor () -> Void], frame: (DisplayList) -> Void = { _ in }) throws {
        for step in script.steps {
            switch step {
            case .tap(let identifier): try tap(identifier)
            case .tapAt(let point): tap(at: point)
            case .action(let name): perform(actions[name] ?? {})
            case .wait(let seconds): advance(to: time + seconds, frameRate: 60, frame: frame)
            case .scroll(let distance, let duration):
                let count = max(Int((duration * 60).rounded(.up)), 1)
                for _ in 0..<count {
                    scroll(by: CGSize(width: distance.width / Double(count), height: distance.height / Double(count)))
                    advance(to: time + duration / Double(count), frameRate: 60, frame: frame)
                }
            case .drag(let place, let distance, let duration):
                let start = try point(of: place)
                drag(from: start, to: CGPoint(x: start.x + distance.width, y: start.y + distance.height), duration: duration)
            case .press(let place, let duration): longPress(at: try point(of: place), duration: duration)
            case .pinch(let place, let scale, let duration): pinch(at: try point(of: place), scale: scale, duration: duration)
            case .rotate(let place, let degrees, let duration): rotate(at: try point(of: place), by: .degrees(degrees), duration: duration)
            }
        }
    }

    /// The point of `place`: itself, or the middle of the view, where it is presented now.
    func point(of place: RecordingScript.Place) throws -> CGPoint {
        switch place {
        case .point(let point): return point
        case .view(let identifier):
            guard let frame = displayList.items(identifiedAs: identifier).first?.presentedFrame else {
                throw HostError.noView(identifier: identifier)
            }
            return CGPoint(x: frame.midX, y: frame.midY)
        }
    }
}

extension Array where Element == CGFloat {
    /// Whether the values never decrease (within rounding).
    var isNonDecreasing: Bool {
        zip(self, dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }
    }
}

/// The `kinema` executable built beside the tests.
enum KinemaBinary {
    /// Runs it with `arguments`, in `directory` if given, with `environment` added to the tests'.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String, errors: String) {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("kinema") }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the kinema binary is not built beside the tests"])
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes at once: a program that fills one while the other is read would wait for ever.
        nonisolated(unsafe) var errorData = Data()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
