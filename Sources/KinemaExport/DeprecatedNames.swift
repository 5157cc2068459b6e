// Names KinemaExport's public API had before they were made to say what they are.

/// The former name of ``AnimatableAttributeSample``.
@available(*, deprecated, renamed: "AnimatableAttributeSample")
public typealias AnimatedPropertySample = AnimatableAttributeSample

/// The former name of ``AttributeTimeline`` (not SwiftUI's `TimelineView`).
@available(*, deprecated, renamed: "AttributeTimeline")
public typealias Timeline = AttributeTimeline
