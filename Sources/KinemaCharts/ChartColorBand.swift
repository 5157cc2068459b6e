import Foundation
import KinemaRender

/// A colour over time, drawn as a band of swatches along a panel's x axis rather than as lines:
/// how an animated colour looked at each moment.
public struct ChartColorBand: Hashable, Sendable {
    /// The band's label, drawn at its left.
    public var name: String
    /// The colour from each x on, until the next sample's x; the last sample's colour lasts one
    /// step as long as the step before it.
    public var samples: [Sample]

    /// A colour from an x coordinate on.
    public struct Sample: Hashable, Sendable {
        /// Where the colour starts (seconds, on a timeline).
        public var x: Double
        /// The colour.
        public var color: PixelColor

        /// Creates a sample.
        public init(x: Double, color: PixelColor) {
            (self.x, self.color) = (x, color)
        }
    }

    /// Creates a band.
    public init(name: String, samples: [Sample]) {
        (self.name, self.samples) = (name, samples)
    }
}
