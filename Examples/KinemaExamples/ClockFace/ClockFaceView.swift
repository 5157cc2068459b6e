import Kinema

/// A clock face driven by a `TimelineView` on a periodic schedule: once a second the hands are
/// set to the date the schedule gives, and the second hand ticks there with a spring.
public struct ClockFaceView: View {
    /// Creates the view.
    public init() {}

    public var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { timeline in
            ClockHands(time: ClockHands.Time(timeline.date))
        }
        .padding(30)
    }
}

/// The face and hands for one time.
struct ClockHands: View {
    /// The hands' positions, in seconds since midnight.
    struct Time: Equatable {
        var seconds: Double

        init(_ date: Date, calendar: Calendar = .current) {
            let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
            seconds = Double((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0))
        }

        var hourAngle: Angle { .degrees(seconds / 43_200 * 360) }
        var minuteAngle: Angle { .degrees(seconds.truncatingRemainder(dividingBy: 3600) / 3600 * 360) }
        /// Keeps counting past a minute, so the hand never runs back round from 59 to 0.
        var secondAngle: Angle { .degrees(seconds * 6) }
    }

    let time: Time

    var body: some View {
        ZStack {
            Circle().fill(Color.white).shadow(radius: 6)
            Circle().stroke(Color.gray.opacity(0.4), lineWidth: 2)
            ForEach(0..<12, id: \.self) { hour in
                Capsule().fill(Color.gray)
                    .frame(width: 3, height: hour % 3 == 0 ? 16 : 8)
                    .offset(y: -130)
                    .rotationEffect(.degrees(Double(hour) * 30))
            }
            hand(width: 7, length: 70, color: .black, angle: time.hourAngle)
            hand(width: 5, length: 105, color: .black, angle: time.minuteAngle)
            hand(width: 2, length: 120, color: .red, angle: time.secondAngle)
                .animation(.spring(duration: 0.25, bounce: 0.3), value: time)
                .accessibilityIdentifier("second-hand")
            Circle().fill(Color.red).frame(width: 10, height: 10)
        }
        .frame(width: 290, height: 290)
    }

    private func hand(width: CGFloat, length: CGFloat, color: Color, angle: Angle) -> some View {
        Capsule().fill(color)
            .frame(width: width, height: length)
            .offset(y: -length / 2 + 10)
            .rotationEffect(angle)
    }
}

extension Example {
    /// A clock whose hands a TimelineView sets once a second.
    public static func clockFace() -> Example {
        Example(
            name: "clock-face",
            summary: "A clock face a TimelineView sets once a second from its periodic schedule, the second hand ticking with a spring",
            scenarios: "issue #16",
            size: CGSize(width: 350, height: 350),
            rootView: ClockFaceView(),
            // Ends 0.9 s after a tick, when the second hand has come to rest.
            script: """
            wait 3.9
            """
        )
    }
}
