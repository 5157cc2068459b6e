import Kinema

/// A fountain of particles as a pure function of time: particle `i` leaves the nozzle at
/// `i / rate` seconds with a speed and angle drawn from its number, falls under gravity and fades
/// out over its life. (No state and no random numbers: a frame depends on its time alone, so a
/// recording is the same every time and the preview can step back and forth.)
public struct Fountain: Sendable {
    /// Particles launched per second.
    public var rate: Double
    /// How long a particle lives, in seconds.
    public var life: Double = 2.2
    /// Downward acceleration, in points per second squared.
    public var gravity: Double = 520

    /// A fountain launching `rate` particles a second.
    public init(rate: Double) {
        self.rate = rate
    }

    /// One particle at one moment.
    public struct Particle: Sendable {
        /// Where it is, from the nozzle.
        public var position: CGPoint
        /// How much of its life is left, 1 at launch to 0.
        public var remaining: Double
        /// Its hue, 0…1.
        public var hue: Double
        /// Its radius in points.
        public var radius: Double
    }

    /// The particles alive at `time` seconds.
    public func particles(at time: Double) -> [Particle] {
        guard rate > 0, rate.isFinite, time.isFinite else { return [] }
        let newest = Int((time * rate).rounded(.down))
        let oldest = max(0, Int(((time - life) * rate).rounded(.up)))
        guard newest >= oldest else { return [] }
        return (oldest...newest).map { index in
            let age = time - Double(index) / rate
            let angle = (-90 + (Self.unit(index, 1) - 0.5) * 50) * .pi / 180
            let speed = 330 + 170 * Self.unit(index, 2)
            let x = cos(angle) * speed * age
            let y = sin(angle) * speed * age + gravity * age * age / 2
            return Particle(position: CGPoint(x: x, y: y), remaining: max(0, 1 - age / life),
                            hue: (0.5 + 0.2 * Self.unit(index, 3)).truncatingRemainder(dividingBy: 1), radius: 2 + 3 * Self.unit(index, 4))
        }
    }

    /// A number in 0..<1 from a particle's index and a salt: a hash, so that each particle has
    /// its own values and they never change.
    static func unit(_ index: Int, _ salt: UInt64) -> Double {
        var z = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
