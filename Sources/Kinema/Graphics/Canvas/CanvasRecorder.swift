import Foundation

/// What a canvas's contexts record into, and what they resolve text, images and symbols with.
final class CanvasRecorder {
    let environment: EnvironmentValues
    let services: ViewServices
    /// The canvas's bounds, in its coordinates.
    let bounds: CGRect
    /// The symbols by tag, each recorded in its own coordinates.
    let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]
    /// Problems met, each once, in order: the canvas reports them after drawing.
    private(set) var problems: [String] = []

    init(environment: EnvironmentValues, services: ViewServices, bounds: CGRect, symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]) {
        (self.environment, self.services, self.bounds, self.symbols) = (environment, services, bounds, symbols)
    }

    func report(_ problem: String) {
        if !problems.contains(problem) { problems.append(problem) }
    }
}
