import Kinema

extension Animation {
    /// The animation as the inspector shows it: the preset's name when it is one
    /// (`.bouncy — FluidSpringAnimation(…)`), else its description.
    var inspectorDescription: String {
        presetName.map { "\($0) — \(description)" } ?? description
    }
}
