// Names Kinema's public API had before they were made to say what they are.

/// The former name of ``AnimatableAttributeSnapshot``.
@available(*, deprecated, renamed: "AnimatableAttributeSnapshot")
public typealias AnimatingAttribute = AnimatableAttributeSnapshot
