/// Conforms a struct, class or enum to `Animatable`, with an `animatableData` made of its stored
/// properties whose types are `Animatable` (nested `AnimatablePair`s, in declaration order).
/// Mark a property that cannot be animated with `@AnimatableIgnored`. A type that already
/// declares `animatableData` keeps its own.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "KinemaMacros", type: "AnimatableMacro")

/// Keeps a stored property out of the `animatableData` that `@Animatable` synthesises.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "KinemaMacros", type: "AnimatableIgnoredMacro")
