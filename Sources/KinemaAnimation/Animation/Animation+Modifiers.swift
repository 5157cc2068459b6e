import Foundation

extension Animation {
    /// This animation, started `delay` seconds late. A negative or non-finite delay counts as 0.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(animation: self, delay: delay))
    }

    /// This animation, played `speed` times as fast. A speed that is not a positive finite
    /// number counts as 1.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(animation: self, speed: speed))
    }

    /// This animation, played `repeatCount` times; with `autoreverses`, every second play runs
    /// backwards. A count below 1 counts as 1. After the last play the new value shows, so an
    /// even count that autoreverses ends with a jump to it.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(animation: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// This animation, repeated for as long as the value is on screen.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(animation: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// This animation, reporting logical completion `duration` seconds after it starts,
    /// whatever its curve does; with an infinite duration, only when it ends. A negative or NaN
    /// duration counts as 0.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(animation: self, duration: duration))
    }
}
