// Names KinemaRender's public API had before they were made to say what they are: the pixel
// canvas's own colour and font, not Kinema's `ResolvedColor` and `Font`.

/// The former name of ``PixelColor``.
@available(*, deprecated, renamed: "PixelColor")
public typealias RenderColor = PixelColor

/// The former name of ``PixelFont``.
@available(*, deprecated, renamed: "PixelFont")
public typealias RenderFont = PixelFont

/// The former name of ``PixelTextAlignment``.
@available(*, deprecated, renamed: "PixelTextAlignment")
public typealias RenderTextAlignment = PixelTextAlignment

/// The former name of ``PixelVerticalAlignment``.
@available(*, deprecated, renamed: "PixelVerticalAlignment")
public typealias RenderVerticalAlignment = PixelVerticalAlignment
