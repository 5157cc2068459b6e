// Names KinemaPreview's public API had before they were made to say what they are.

/// The former name of ``InspectorRow``.
@available(*, deprecated, renamed: "InspectorRow")
public typealias InspectedAttribute = InspectorRow
