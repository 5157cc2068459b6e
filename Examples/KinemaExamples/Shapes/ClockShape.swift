import Kinema

/// A clock face: a rim, hour marks and two hands, drawn as one filled outline. Its animatable data is the
/// time, so an animated change sweeps the hands through the times in between.
public struct ClockShape: Shape {
    /// The time shown.
    public var time: ClockTime

    /// A clock showing `time`.
    public init(time: ClockTime) {
        self.time = time
    }

    /// What animates, as one vector.
    public var animatableData: ClockTime {
        get { time }
        set { time = newValue }
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let seconds = time.seconds
        var path = Path()
        path.addArc(center: center, radius: radius - 2, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        path.closeSubpath()
        var outline = path.strokedPath(StrokeStyle(lineWidth: 4))
        // The hour hand turns once in 12 hours, the minute hand once an hour.
        let hands: [(turns: Double, length: CGFloat, width: CGFloat)] = [(seconds / 43_200, 0.5, 6), (seconds / 3600, 0.75, 4)]
        for hand in hands {
            let angle = Angle.degrees(hand.turns * 360 - 90)
            var line = Path()
            line.move(to: center)
            line.addLine(to: CGPoint(x: center.x + radius * hand.length * cos(angle.radians),
                                     y: center.y + radius * hand.length * sin(angle.radians)))
            outline.addPath(line.strokedPath(StrokeStyle(lineWidth: hand.width, lineCap: .round)))
        }
        // Hour marks.
        for hour in 0..<12 {
            let angle = Double(hour) * .pi / 6
            var mark = Path()
            mark.move(to: CGPoint(x: center.x + (radius - 12) * cos(angle), y: center.y + (radius - 12) * sin(angle)))
            mark.addLine(to: CGPoint(x: center.x + (radius - 6) * cos(angle), y: center.y + (radius - 6) * sin(angle)))
            outline.addPath(mark.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round)))
        }
        return outline
    }
}
