/// Declares a preview of the views `body` builds, as in Xcode: `#Preview("Name") { MyView() }`.
/// Kinema's tools list previews and run them (`kinema preview FILE`, `kinema record FILE`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "KinemaMacros", type: "PreviewMacro")

/// Declares a preview with canvas traits (size, orientation), which Kinema's tools do not use.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KinemaMacros", type: "PreviewMacro")
