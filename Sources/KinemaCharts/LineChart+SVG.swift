import KinemaRender

extension LineChart {
    /// Renders the chart as an SVG file of ``size`` units, with shapes and text as vectors.
    ///
    /// - Throws: `RenderError` when the size is unusable or the file cannot be written (the
    ///   message names the path).
    public func writeSVG(to path: String) throws {
        try PixelCanvas.writeSVG(size: size, to: path) { canvas in render(to: canvas) }
    }
}
