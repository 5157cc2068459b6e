import Foundation

// The colours Kinema's controls and bars draw with, in each appearance. The light values are the
// ones they have always had (matched to iOS by eye); the dark ones are iOS's dark semantic colours
// for the same parts: fills for tracks, separators for hairlines, grouped backgrounds for fields.
extension Color {
    /// A colour of 0…255 components.
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }

    /// The track of a switch that is off, and a slider's.
    static let controlTrack = Color(light: Color(white: 0.88), dark: rgb(120, 120, 128, 0.36))
    /// A progress view's track.
    static let progressTrack = Color(light: Color(white: 0.9), dark: rgb(120, 120, 128, 0.36))
    /// The background of a segmented picker and a stepper.
    static let segmentBackground = Color(light: Color(white: 0.93), dark: rgb(118, 118, 128, 0.24))
    /// A segmented picker's selected segment.
    static let selectedSegment = Color(light: .white, dark: rgb(99, 99, 102))
    /// Hairlines: dividers, list separators, a stepper's middle line.
    static let hairline = Color(light: Color(white: 0.78), dark: rgb(56, 56, 58))
    /// The top edge of a bar.
    static let barEdge = Color(light: Color(white: 0.8), dark: rgb(56, 56, 58))
    /// A tab bar's and a bottom bar's background.
    static let barBackground = Color(light: Color(white: 0.97), dark: rgb(28, 28, 30))
    /// A text field's background.
    static let fieldBackground = Color(light: .white, dark: rgb(28, 28, 30))
    /// A compact date picker's fields: iOS's tertiary system fill.
    static let fieldFill = Color(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    /// A text field's border when it is not focused.
    static let fieldBorder = Color(light: Color(white: 0.8), dark: rgb(56, 56, 58))
    /// Placeholder text.
    static let placeholder = Color(light: Color(white: 0.72), dark: rgb(235, 235, 245, 0.3))
    /// A disabled stepper's symbols.
    static let disabledContent = Color(light: Color(white: 0.75), dark: rgb(235, 235, 245, 0.3))
    /// A scroll view's indicators.
    static let scrollIndicator = Color(light: Color(white: 0, opacity: 0.35), dark: Color(white: 1, opacity: 0.35))
}
