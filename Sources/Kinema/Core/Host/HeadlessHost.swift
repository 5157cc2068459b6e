import Foundation

/// Runs a view tree without a screen, on a virtual clock: set a root view, make changes, tap,
/// advance time by exact steps, and read what would be on screen.
///
/// Nothing reads the wall clock: the same calls give the same display lists, frame for frame.
/// State changes made through the host (``perform(_:)``, ``tap(at:)``) or inside
/// `withAnimation`/`withTransaction` apply at once; other changes apply at the next call.
@MainActor
public final class HeadlessHost {
    let graph: ViewGraph
    /// The pointer that is down, and the views following it.
    var pointer = PointerSession()

    /// Creates a host showing `rootView` in a window of `size`.
    ///
    /// - Parameters:
    ///   - rootView: The view the window shows.
    ///   - size: The window's size in points; a size that is negative or not finite counts as zero.
    ///   - safeAreaInsets: The window's unsafe area (see ``safeAreaInsets``); none by default.
    ///   - textMeasurer: Measures text for layout; the renderer's measures with real fonts.
    ///   - images: Where `Image(name)` finds its files.
    ///   - startDate: The date at time zero of the clock (see ``startDate``): a fixed one by
    ///     default, so that a timeline view shows the same dates in every run; pass `Date()`
    ///     for a live clock.
    ///   - systemColorScheme: The appearance the system is set to (see ``systemColorScheme``).
    public init<Root: View>(
        _ rootView: Root, size: CGSize = CGSize(width: 400, height: 300), safeAreaInsets: EdgeInsets = EdgeInsets(),
        textMeasurer: any TextMeasurer = ApproximateTextMeasurer(), images: ImageLibrary = .standard(),
        startDate: Date = HeadlessHost.defaultStartDate, systemColorScheme: ColorScheme = .light
    ) {
        HeadlessHost.screenSize = HeadlessHost.valid(size)
        var environment = EnvironmentValues()
        environment.focusModel = FocusModel()
        let appearance = WindowAppearance()
        appearance.given = systemColorScheme
        graph = ViewGraph(
            size: HeadlessHost.valid(size),
            services: ViewServices(textMeasurer: textMeasurer, images: images, rootEnvironment: environment, appearance: appearance))
        graph.safeAreaInsets = HeadlessHost.valid(safeAreaInsets)
        HeadlessHost.screenSafeAreaInsets = graph.safeAreaInsets
        graph.clock.startDate = startDate
        TransactionContext.current.addUpdateHandler(owner: ObjectIdentifier(self)) { [weak self] in
            guard let self else { return false }
            MainActor.assumeIsolated { if self.graph.hasPendingUpdate { self.graph.update() } }
            return true
        }
        // Before the first update: its onAppear may start timers on this host's clock.
        HeadlessHost.latest = self
        graph.setRootView(rootView)
    }

    /// Replaces the root view; nodes of the same type at the same place keep their state.
    public func setRootView<Root: View>(_ rootView: Root) {
        graph.setRootView(rootView)
        TransactionContext.current.sealAndRunDue()
    }

    /// The size of the window of the host made or resized last, or an iPhone's screen (393 × 852
    /// points) before any: what code written for iOS reads as `UIScreen.main.bounds`. Tools set
    /// it before they make a view, since a view may read it as it is made.
    public static var screenSize = CGSize(width: 393, height: 852)

    /// The safe area insets of the window of the host made or changed last (none before any):
    /// what iOS code reads as a window's `safeAreaInsets`.
    public static var screenSafeAreaInsets = EdgeInsets()

    /// The window size. Negative and non-finite sizes count as zero.
    public var size: CGSize {
        get { graph.size }
        set {
            graph.size = HeadlessHost.valid(newValue)
            HeadlessHost.screenSize = graph.size
            graph.setNeedsLayout()
            graph.update()
        }
    }

    /// The appearance the system is set to, as Dark Mode is in Settings: light unless set, as a
    /// simulator starts. The window's ``colorScheme`` follows it unless a view states a
    /// `preferredColorScheme(_:)`.
    public var systemColorScheme: ColorScheme {
        get { graph.services.appearance.given }
        set {
            let before = colorScheme
            graph.services.appearance.given = newValue
            guard colorScheme != before else { return }
            graph.scheduleRefresh(graph.root)
            graph.update()
        }
    }

    /// The window's colour scheme: the one a view prefers with `preferredColorScheme(_:)`, or
    /// else the ``systemColorScheme``. The root view's environment has it.
    public var colorScheme: ColorScheme { graph.services.appearance.colorScheme }

    /// The window's background in its colour scheme: the system background, white in the light
    /// appearance and black in the dark one, as behind an app's views on iOS.
    public var windowBackground: Color.Resolved { Color.systemBackground.resolved(for: colorScheme) }

    /// The window's unsafe area, as a phone's notch, status bar and home indicator make one
    /// (an iPhone 15's portrait insets are 59 points at the top and 34 at the bottom). The root
    /// view is laid out inside it; views that `ignoresSafeArea` reach into it, scroll views
    /// scroll their content under it, and `GeometryProxy.safeAreaInsets` reports it. Zero by
    /// default; negative and non-finite insets count as zero.
    public var safeAreaInsets: EdgeInsets {
        get { graph.safeAreaInsets }
        set {
            graph.safeAreaInsets = HeadlessHost.valid(newValue)
            HeadlessHost.screenSafeAreaInsets = graph.safeAreaInsets
            graph.setNeedsLayout()
            graph.update()
        }
    }

    /// The time on the virtual clock, in seconds.
    public var time: TimeInterval { graph.time }

    /// The date at time zero of the host's clock: a ``TimelineView``'s dates are this plus
    /// ``time``.
    public var startDate: Date { graph.clock.startDate }

    /// The date a host's clock starts at unless told otherwise: 5 June 2023, 10:09:30 UTC (the
    /// first day of WWDC23, at the time watch faces are shown at).
    public static let defaultStartDate = Date(timeIntervalSince1970: 1_685_959_770)

    /// Whether any animation is running.
    public var isAnimating: Bool {
        flush()
        return graph.isAnimating
    }

    /// How many times a view body (or a modifier's body) has been computed.
    public var bodyEvaluationCount: Int { graph.bodies.count }

    /// How many times an update reached a node of the tree (a view, a modifier, a stack) with a
    /// new value of its view: what a change costs beyond the bodies it computes.
    public var nodeUpdateCount: Int { graph.nodeUpdateCount }

    /// Problems met so far, each once, oldest first.
    public var diagnostics: [KinemaDiagnostic] {
        flush()
        return graph.diagnosticLog.all
    }

    /// Forgets the diagnostics reported so far.
    public func clearDiagnostics() {
        graph.diagnosticLog.clear()
    }

    /// What is on screen now.
    public var displayList: DisplayList {
        flush()
        return graph.display.current(root: graph.root)
    }

    /// Runs `change` as an event (like a tap handler): its state changes apply in one update,
    /// and completions of the animations it starts are tracked.
    public func perform(_ change: () -> Void) {
        flush()
        graph.clock.runningViewCode { TransactionContext.current.hostingUpdate(change) }
        graph.update()
        TransactionContext.current.sealAndRunDue()
    }

    /// Applies changes made outside the host's calls.
    public func update() {
        flush()
    }

    /// Advances the clock by `seconds` in one step. Negative and non-finite steps are ignored
    /// and reported.
    public func advance(by seconds: TimeInterval) {
        flush()
        guard seconds.isFinite, seconds >= 0 else {
            graph.report(KinemaDiagnostic(.invalidValue, "advance(by:) needs a finite, non-negative number of seconds, not \(seconds)"))
            return
        }
        graph.advance(to: graph.time + seconds)
        TransactionContext.current.sealAndRunDue()
    }

    /// Advances the clock to `time` in steps of `1 / frameRate` seconds, calling `frame` after
    /// each step with the display list.
    public func advance(to time: TimeInterval, frameRate: Double = 60, frame: (DisplayList) -> Void = { _ in }) {
        guard time.isFinite, frameRate.isFinite, frameRate > 0 else {
            graph.report(KinemaDiagnostic(.invalidValue, "advance(to:frameRate:) needs a finite time and a positive frame rate"))
            return
        }
        let start = graph.time
        var index = 1
        while true {
            let next = min(start + Double(index) / frameRate, time)
            guard next > graph.time else { break }
            advance(by: next - graph.time)
            frame(displayList)
            index += 1
        }
    }

    /// The attributes animating now: which view and property, from which value to which, with
    /// which animation, and where that animation came from. For inspectors and timelines; it
    /// is computed when read, and frames never pay for it.
    public var animatingAttributes: [AnimatableAttributeSnapshot] {
        flush()
        return graph.animatingAttributes()
    }

    /// Taps at a point in root coordinates, on what is presented there now: a pointer goes down
    /// and up there at once. The topmost drawn view under the point that handles taps runs its
    /// action: its nearest `onTapGesture` (given the point, in the space it asks for) or button.
    /// Returns whether one ran.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        pointerDown(at: point)
        return pointerUp(at: point)
    }

    /// Taps the middle of the view marked `.accessibilityIdentifier(identifier)`, where it is
    /// presented now.
    public func tap(_ identifier: String) throws {
        let frames = displayList.items(identifiedAs: identifier).map(\.presentedFrame)
        guard let first = frames.first else { throw HostError.noView(identifier: identifier) }
        let bounds = frames.dropFirst().reduce(first) { $0.union($1) }
        guard tap(at: CGPoint(x: bounds.midX, y: bounds.midY)) else {
            throw HostError.notTappable(identifier: identifier)
        }
    }

    func flush() {
        if graph.hasPendingUpdate {
            graph.update()
            TransactionContext.current.sealAndRunDue()
        }
    }

    private static func valid(_ insets: EdgeInsets) -> EdgeInsets {
        func valid(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
        return EdgeInsets(top: valid(insets.top), leading: valid(insets.leading), bottom: valid(insets.bottom), trailing: valid(insets.trailing))
    }

    private static func valid(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }
}

/// Why a host could not do what it was asked.
public enum HostError: Error, Equatable, CustomStringConvertible {
    /// No view drawn on screen has the identifier.
    case noView(identifier: String)
    /// The view is on screen, but nothing under its middle handles taps.
    case notTappable(identifier: String)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .noView(let identifier): "no view with accessibilityIdentifier '\(identifier)' is on screen"
        case .notTappable(let identifier): "the view '\(identifier)' is on screen but nothing at its centre handles taps"
        }
    }
}
