import Foundation
import Kinema
import KinemaRender
// `assertSnapshot` and the strategies' types come with `import KinemaTesting`.
@_exported import SnapshotTesting

extension Snapshotting where Value == DisplayList, Format == Data {
    /// A display list drawn by `DisplayListRenderer` into a PNG of `size` points at `scale`
    /// pixels per point, on white, compared by pixels within `tolerance`.
    public static func png(size: CGSize, scale: Double = 1, tolerance: PixelTolerance = .antialiasing) -> Self {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { list in
            guard let problem = AnimationTestError.invalid(size: size, scale: scale) else { return render(list, size: size, scale: scale) }
            reportIssue(problem.description)
            return Data()
        }
    }

    /// The list drawn, or nothing (said) when it cannot be.
    static func render(_ list: DisplayList, size: CGSize, scale: Double, background: PixelColor = .white) -> Data {
        let renderer = DisplayListRenderer()
        do {
            let png = try renderer.pngData(list, size: size, scale: scale, background: background)
            if !renderer.diagnostics.isEmpty {
                reportIssue("Rendering reported: \(renderer.diagnostics.map(\.message).joined(separator: "; "))")
            }
            return Data(png)
        } catch {
            reportIssue("The display list could not be rendered: \(error)")
            return Data()
        }
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// A view as it is drawn `time` seconds after `events` ran, in a window of `size` points, as a
    /// PNG compared by pixels within `tolerance`: a frame in the middle of a spring, the same
    /// every run, because the view runs on Kinema's virtual clock.
    ///
    /// ```swift
    /// @MainActor @Test func theBadgeHalfwayThroughItsSpring() {
    ///     assertSnapshot(of: Badge(), as: .image(at: 0.25, size: CGSize(width: 200, height: 200)) { host in
    ///         try host.tap("badge")
    ///     })
    /// }
    /// ```
    ///
    /// Call it from the main actor (a `@MainActor` test), where views run: elsewhere it stops
    /// the test process, as any use of a main-actor type from another actor does. A time that is
    /// negative or not a number, or a size without area, fails the test with a message.
    ///
    /// - Parameters:
    ///   - time: Seconds after the events, on the virtual clock.
    ///   - size: The window, in points.
    ///   - scale: Pixels per point, from 0.25 to 4.
    ///   - colorScheme: The system's appearance.
    ///   - tolerance: How far pixels may differ; ``PixelTolerance/exact`` for byte-equal frames.
    ///   - events: What happens at time 0 (taps, drags, state changes), given the host.
    public static func image(
        at time: TimeInterval, size: CGSize, scale: Double = 1, colorScheme: ColorScheme = .light,
        tolerance: PixelTolerance = .antialiasing, perform events: @escaping @MainActor (HeadlessHost) throws -> Void = { _ in }
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { view in
            guard let host = AnimationTestHost.make(view, at: time, size: size, scale: scale, colorScheme: colorScheme, events: events) else {
                return Data()
            }
            return MainActor.assumeIsolated {
                Snapshotting<DisplayList, Data>.render(host.displayList, size: size, scale: scale, background: PixelColor(host.windowBackground))
            }
        }
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// A view at several times after `events` ran, side by side in one PNG (left to right, in the
    /// order of the times, 8 grey points apart): how an animation moves, in one reference image.
    ///
    /// ```swift
    /// assertSnapshot(of: Badge(), as: .strip(at: [0, 0.1, 0.2, 0.4], size: CGSize(width: 120, height: 120)) { host in
    ///     try host.tap("badge")
    /// })
    /// ```
    ///
    /// The times are seconds on the virtual clock, at least 0, in increasing order; each is
    /// reached a frame (1/60 s) at a time, as a recording does. See
    /// ``image(at:size:scale:colorScheme:tolerance:perform:)`` for the other parameters.
    public static func strip(
        at times: [TimeInterval], size: CGSize, scale: Double = 1, colorScheme: ColorScheme = .light,
        tolerance: PixelTolerance = .antialiasing, perform events: @escaping @MainActor (HeadlessHost) throws -> Void = { _ in }
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { view in
            if let problem = times.isEmpty ? AnimationTestError.invalidTime(.nan) : times.lazy.compactMap(AnimationTestError.invalid(time:)).first {
                reportIssue(times.isEmpty ? "a strip needs at least one time" : problem.description)
                return Data()
            }
            guard zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else {
                reportIssue("a strip's times must increase, not \(times)")
                return Data()
            }
            guard let host = AnimationTestHost.make(view, at: times[0], size: size, scale: scale, colorScheme: colorScheme, events: events) else {
                return Data()
            }
            return MainActor.assumeIsolated {
                let start = host.time - times[0]
                let gap: CGFloat = 8
                var frames: [DisplayList.Item] = []
                for (index, time) in times.enumerated() {
                    host.advance(to: start + time)
                    let x = CGFloat(index) * (size.width + gap)
                    let frame = Path(CGRect(x: 0, y: 0, width: size.width, height: size.height))
                    let clipped = DisplayList(items: [DisplayList.Item(content: .effect(.clip(frame, FillStyle()), host.displayList))])
                    frames.append(DisplayList.Item(content: .effect(.transform(CGAffineTransform(translationX: x, y: 0)), clipped)))
                    if index > 0 {
                        // The gap before it, in grey, so that frames that fill their window stay apart.
                        let rect = CGRect(x: x - gap, y: 0, width: gap, height: size.height)
                        let grey = ResolvedShapeStyle(color: ResolvedColor(red: 0.75, green: 0.75, blue: 0.75))
                        frames.append(DisplayList.Item(content: .shape(ShapeItem(name: "gap", frame: rect, path: Path(rect), paint: .fill(grey, FillStyle())))))
                    }
                }
                let whole = CGSize(width: CGFloat(times.count) * (size.width + gap) - gap, height: size.height)
                return Snapshotting<DisplayList, Data>.render(
                    DisplayList(items: frames), size: whole, scale: scale, background: PixelColor(host.windowBackground))
            }
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// What a view presents `time` seconds after `events` ran, as text: one line per drawn item
    /// (its kind, identifier, presented frame, colour, opacity and transform), indented under the
    /// effects that enclose it. Numbers are rounded to hundredths, so diffs stay readable and
    /// stable. See ``image(at:size:scale:colorScheme:tolerance:perform:)`` for the parameters.
    public static func displayList(
        at time: TimeInterval, size: CGSize, colorScheme: ColorScheme = .light,
        perform events: @escaping @MainActor (HeadlessHost) throws -> Void = { _ in }
    ) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            guard let host = AnimationTestHost.make(view, at: time, size: size, scale: 1, colorScheme: colorScheme, events: events) else {
                return ""
            }
            return MainActor.assumeIsolated { DisplayListText(host.displayList).text }
        }
    }
}

/// Makes the host a snapshot strategy draws: the view, the events, the clock advanced.
enum AnimationTestHost {
    static func make<V: View>(
        _ view: V, at time: TimeInterval, size: CGSize, scale: Double, colorScheme: ColorScheme,
        events: @escaping @MainActor (HeadlessHost) throws -> Void
    ) -> HeadlessHost? {
        if let problem = AnimationTestError.invalid(time: time) ?? AnimationTestError.invalid(size: size, scale: scale) {
            reportIssue(problem.description)
            return nil
        }
        // On the main actor, as the strategies require: the view never leaves it.
        nonisolated(unsafe) let view = view
        return MainActor.assumeIsolated {
            let host = HeadlessHost(view, size: size, textMeasurer: PangoTextMeasurer(), systemColorScheme: colorScheme)
            do {
                try events(host)
            } catch {
                reportIssue("The events before the snapshot failed: \(error)")
                return nil
            }
            host.advance(to: host.time + time)
            return host
        }
    }
}
