import Kinema
import Observation

/// The time of day the drawn photo shows.
@MainActor
@Observable
final class PhotoScene {
    var isEvening = false
}
