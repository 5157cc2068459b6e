import Foundation

/// A view that makes its content again at the dates of a schedule: a clock's face each second,
/// a particle system each frame.
///
/// The dates come from the host's clock (``HeadlessHost/startDate`` plus its time), so a
/// recording is the same frame for frame. The first content shows the schedule's latest date
/// not after the moment the view appears; each later date makes the content again at that
/// moment, without animation.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (Context) -> Content

    /// What a timeline view's content closure receives.
    public struct Context {
        /// The rate at which a timeline view updates: Kinema always updates at the rate its
        /// schedule asks for, ``live``.
        public enum Cadence: Comparable, Sendable {
            /// As often as the schedule asks, up to every frame.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date from the schedule that made the content.
        public let date: Date
        /// The rate at which the view updates.
        public let cadence: Cadence
    }
}

extension TimelineView.Context {
    /// The same context as another timeline view type's (a nested type differs by the
    /// generic parameters around it).
    init<S, C>(_ other: TimelineView<S, C>.Context) {
        date = other.date
        cadence = switch other.cadence {
        case .live: .live
        case .seconds: .seconds
        case .minutes: .minutes
        }
    }
}

/// The context every timeline view's content closure receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// Creates a timeline view that makes `content` at the dates of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = { content(TimelineViewDefaultContext($0)) }
    }

    /// Creates a timeline view that makes `content` at the dates of `schedule`, with its own
    /// context type.
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Views that Kinema runs itself have no body.
    public typealias Body = Never
}

extension TimelineView: PrimitiveView where Content: View {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        TimelineViewNode<Schedule, Content>(graph: graph, viewType: ObjectIdentifier(Self.self))
    }
}
