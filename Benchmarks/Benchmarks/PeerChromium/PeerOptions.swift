/// The command line: `PeerChromium [--rounds R] [--counts 100,1000,10000] [--seconds S]`.
struct PeerOptions {
    /// Interleaved rounds; each measures every count on both sides.
    var rounds = 5
    /// How many rectangles each scene has, in the order measured.
    var counts = [100, 1_000, 10_000]
    /// How long each measured window lasts, per side, measure and count; at most a minute,
    /// since the page runs a whole window of the engine measure in one task.
    var seconds = 2.0

    static let usage = "usage: swift run -c release PeerChromium [--rounds R] [--counts 100,1000,10000] [--seconds S]"

    /// Reads `arguments` (without the program's name).
    ///
    /// - Throws: ``PeerOptionsError`` for an unknown option, a missing or unreadable value,
    ///   or a value out of range.
    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            guard ["--rounds", "--counts", "--seconds"].contains(option) else {
                throw PeerOptionsError("unknown option '\(option)'")
            }
            guard let value = remaining.popFirst() else { throw PeerOptionsError("\(option) needs a value") }
            switch option {
            case "--rounds":
                guard let rounds = Int(value), rounds >= 1 else {
                    throw PeerOptionsError("--rounds must be a whole number of at least 1, not '\(value)'")
                }
                self.rounds = rounds
            case "--counts":
                let parts = value.split(separator: ",", omittingEmptySubsequences: false)
                let valid = parts.compactMap { Int($0) }.filter { $0 > 0 }
                guard valid.count == parts.count else {
                    throw PeerOptionsError("--counts must be positive whole numbers separated by commas, not '\(value)'")
                }
                if let tooMany = valid.first(where: { PeerGrid(count: $0) == nil }) {
                    throw PeerOptionsError("\(tooMany) rectangles do not fit the 800 × 600 frame (at most \(PeerGrid.maximumCount))")
                }
                counts = valid
            default:
                guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 60 else {
                    throw PeerOptionsError("--seconds must be a number of seconds above 0 and at most 60, not '\(value)'")
                }
                self.seconds = seconds
            }
        }
    }
}

/// A command line that cannot be run.
struct PeerOptionsError: Error {
    let message: String

    init(_ message: String) { self.message = message }
}
