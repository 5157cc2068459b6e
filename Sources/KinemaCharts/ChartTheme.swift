import KinemaRender

/// Colours, fonts and spacing shared by every chart, kept in one place so the
/// look stays consistent and is easy to retune.
enum ChartTheme {
    static let background = PixelColor.white
    static let panelBorder = PixelColor(white: 0.87)
    static let titleText = PixelColor(white: 0.12)
    static let secondaryText = PixelColor(white: 0.38)
    static let placeholderText = PixelColor(white: 0.6)
    static let grid = PixelColor(white: 0.925)
    static let frame = PixelColor(white: 0.75)
    static let zeroLine = PixelColor(white: 0.42)

    static let chartTitleFont = PixelFont(size: 17, weight: .bold)
    static let panelTitleFont = PixelFont(size: 13, weight: .bold)
    static let legendFont = PixelFont(size: 11)
    static let tickFont = PixelFont(size: 10)
    static let axisLabelFont = PixelFont(size: 10.5, isItalic: true)

    /// Space around the whole chart.
    static let outerMargin = 18.0
    /// Space between adjacent panels.
    static let panelSpacing = 14.0
    /// Space between a panel's border and its content.
    static let panelPadding = 14.0
    /// Length of the line sample drawn in front of a legend entry.
    static let legendSwatchLength = 20.0
}
