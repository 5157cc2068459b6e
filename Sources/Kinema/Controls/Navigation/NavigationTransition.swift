import Foundation

/// How a screen comes onto a navigation stack and leaves it: sliding in from the trailing edge
/// (`.automatic`), or growing from a source view (`.zoom(sourceID:in:)`).
@MainActor @preconcurrency
public protocol NavigationTransition {}

/// The platform's push: the screen slides in from the trailing edge.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A push that grows the screen from the frame of the view marked with
/// `matchedTransitionSource(id:in:)` to its full size, and shrinks it back on the pop.
public struct ZoomNavigationTransition: NavigationTransition {
    let source: MatchedTransitionKey
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's push: a slide from the trailing edge.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Grows the screen from the view marked as the source `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(source: MatchedTransitionKey(id: AnyHashable(sourceID), namespace: namespace))
    }
}

extension View {
    /// Sets how the screen this view is on comes onto its navigation stack and leaves it. A
    /// zoom whose source is not shown falls back to the slide, with a diagnostic.
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        modifier(NavigationTransitionModifier(zoomSource: (style as? ZoomNavigationTransition)?.source))
    }
}

/// Notes the screen's transition in its state, where the screen's transition reads it.
struct NavigationTransitionModifier: PrimitiveModifier {
    let zoomSource: MatchedTransitionKey?

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        NavigationTransitionNode(graph: graph, viewType: viewType)
    }
}

final class NavigationTransitionNode: ModifierNode<NavigationTransitionModifier> {
    override func apply(_ modifier: NavigationTransitionModifier, previous: NavigationTransitionModifier?, context: inout UpdateContext) {
        guard let screen = context.environment.navigationScreen else { return }
        if screen.zoomSource != modifier.zoomSource { screen.zoomSource = modifier.zoomSource }
        if let key = modifier.zoomSource, context.environment.navigation?.zoom.sourceFrame(for: key) == nil {
            graph.report(KinemaDiagnostic(
                .missingTransitionSource,
                "navigationTransition(.zoom(sourceID: \(key.id.base), in:)): no view shown is its matchedTransitionSource; the screen slides instead"))
        }
    }
}

/// A zoom transition's source: an id in a namespace.
struct MatchedTransitionKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

extension View {
    /// Marks this view as the source that a zoom transition (`.zoom(sourceID: id, in:
    /// namespace)`) grows its screen from and shrinks it back to.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        modifier(MatchedTransitionSourceModifier(key: MatchedTransitionKey(id: AnyHashable(id), namespace: namespace)))
    }
}

/// Registers its view as a zoom transition's source with the stack around it.
struct MatchedTransitionSourceModifier: PrimitiveModifier {
    let key: MatchedTransitionKey

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        MatchedTransitionSourceNode(graph: graph, viewType: viewType)
    }
}

final class MatchedTransitionSourceNode: ModifierNode<MatchedTransitionSourceModifier> {
    private weak var registry: ZoomTransitionRegistry?

    override func apply(_ modifier: MatchedTransitionSourceModifier, previous: MatchedTransitionSourceModifier?, context: inout UpdateContext) {
        if let previous, previous.key != modifier.key { registry?.remove(self, for: previous.key) }
        registry = context.environment.navigation?.zoom
        registry?.add(self, for: modifier.key)
    }

    override func removeFromTree() {
        if let key = modifier?.key { registry?.remove(self, for: key) }
        super.removeFromTree()
    }
}

/// The zoom sources of a navigation stack, and where its screens are: what a zooming screen's
/// transition reads each frame.
@MainActor
final class ZoomTransitionRegistry {
    private var sources: [MatchedTransitionKey: [WeakSource]] = [:]
    /// The frame of the stack's screens, in the window.
    var screensFrame = CGRect.zero

    private struct WeakSource {
        weak var node: ViewNode?
    }

    func add(_ node: ViewNode, for key: MatchedTransitionKey) {
        sources[key, default: []].removeAll { $0.node == nil || $0.node === node }
        sources[key, default: []].append(WeakSource(node: node))
    }

    func remove(_ node: ViewNode, for key: MatchedTransitionKey) {
        sources[key]?.removeAll { $0.node == nil || $0.node === node }
        if sources[key]?.isEmpty == true { sources[key] = nil }
    }

    /// Where the source of `key` is drawn now (the first one registered that is still there).
    func sourceFrame(for key: MatchedTransitionKey) -> CGRect? {
        sources[key]?.lazy.compactMap(\.node).first?.scrolledFrame
    }
}

/// How a pushed screen comes and goes: a slide from the trailing edge, or a zoom from its
/// source when its state names one that is shown.
struct NavigationScreenTransition: Transition {
    let state: NavigationScreenState
    let zoom: ZoomTransitionRegistry

    func body(content: Content, phase: TransitionPhase) -> some View {
        let shown: CGFloat = phase.isIdentity ? 1 : 0
        content
            .clipShape(ZoomClip(shown: shown, state: state, zoom: zoom))
            .modifier(NavigationScreenEffect(shown: shown, state: state, zoom: zoom))
    }
}

extension ZoomTransitionRegistry {
    /// Where a zooming screen of `state` is `shown` of the way from its source to its place,
    /// and its place, in the window; nil when it does not zoom (no source is shown).
    func zoomFrame(of state: NavigationScreenState, shown: CGFloat) -> (frame: CGRect, screen: CGRect)? {
        let screen = screensFrame
        guard let key = state.zoomSource, let source = sourceFrame(for: key), screen.width > 0 else { return nil }
        func mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat { from + (to - from) * shown }
        let frame = CGRect(x: mix(source.minX, screen.minX), y: mix(source.minY, screen.minY),
                           width: mix(source.width, screen.width), height: mix(source.height, screen.height))
        return (frame, screen)
    }
}

/// Moves a screen from off the trailing edge (0) to its place (1), or, zooming, from its
/// source's frame: scaled evenly to the width of a frame going from the source's to the
/// screen's, centred on it. Read each frame, so a source that moves is followed.
struct NavigationScreenEffect: GeometryEffect {
    var shown: CGFloat
    let state: NavigationScreenState
    let zoom: ZoomTransitionRegistry

    var animatableData: CGFloat {
        get { shown }
        set { shown = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        // Geometry effects are asked on the main actor, where the registry lives.
        let zoomed = MainActor.assumeIsolated { [zoom, state, shown] in zoom.zoomFrame(of: state, shown: shown) }
        guard size.width > 0, let (frame, screen) = zoomed else {
            return ProjectionTransform(CGAffineTransform(translationX: (1 - shown) * size.width, y: 0))
        }
        let scale = frame.width / size.width
        return ProjectionTransform(CGAffineTransform(
            a: scale, b: 0, c: 0, d: scale,
            tx: frame.midX - screen.minX - scale * size.width / 2,
            ty: frame.midY - screen.minY - scale * size.height / 2))
    }
}

/// The part of a zooming screen that shows: the middle band as tall as the zoom's frame
/// (in the screen's unscaled coordinates), its corners rounded as it starts; nothing is cut
/// when the screen does not zoom or has arrived, so what reaches past it (shadows, backgrounds
/// into the unsafe area) still shows.
struct ZoomClip: Shape {
    var shown: CGFloat
    let state: NavigationScreenState
    let zoom: ZoomTransitionRegistry

    var animatableData: CGFloat {
        get { shown }
        set { shown = newValue }
    }

    /// How far past the screen a clip that cuts nothing reaches.
    private static let unclipped: CGFloat = 100_000

    func path(in rect: CGRect) -> Path {
        // Shapes are drawn on the main actor, where the registry lives.
        let zoomed = MainActor.assumeIsolated { [zoom, state, shown] in zoom.zoomFrame(of: state, shown: shown) }
        guard rect.width > 0, shown < 1, let (frame, _) = zoomed else {
            return Path(rect.insetBy(dx: -Self.unclipped, dy: -Self.unclipped))
        }
        let scale = frame.width / rect.width
        let height = min(rect.height, frame.height / max(scale, 0.001))
        let band = CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
        return Path(roundedRect: band, cornerRadius: 12 * (1 - shown) / max(scale, 0.001))
    }
}
