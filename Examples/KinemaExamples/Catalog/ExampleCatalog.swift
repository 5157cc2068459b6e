import Kinema

/// The examples, one per group of scenarios.
@MainActor
public enum ExampleCatalog {
    /// Every example, freshly made, in the order they are listed.
    public static func all() -> [Example] {
        entries.map { $0.make() }
    }

    /// The example called `name`, freshly made, or `nil` if there is none.
    public static func example(named name: String) -> Example? {
        entries.first { $0.name == name }?.make()
    }

    /// The examples' names, in the order they are listed; known without making any example.
    public nonisolated static var names: [String] {
        entries.map(\.name)
    }

    private nonisolated static let entries: [(name: String, make: @Sendable @MainActor () -> Example)] = [
        ("pet-poll", { Example.petPoll() }),
        ("podium", { Example.podium() }),
        ("shapes", { Example.shapes() }),
        ("explicit-implicit", { Example.explicitImplicit() }),
        ("placement", { Example.placementGallery() }),
        ("come-and-go", { Example.comeAndGo() }),
        ("scroll-feed", { Example.scrollFeed() }),
        ("settings-panel", { Example.settingsPanel() }),
        ("drag-card", { Example.dragCard() }),
        ("bottom-sheet", { Example.bottomSheet() }),
        ("pinch-photo", { Example.pinchPhoto() }),
        ("loading-dots", { Example.loadingDots() }),
        ("like-heart", { Example.likeHeart() }),
        ("particle-fountain", { Example.particleFountain() }),
        ("clock-face", { Example.clockFace() }),
    ]
}
