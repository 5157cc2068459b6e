import Foundation
import Observation

/// A model tests change from outside the view tree, as an app's data would change.
@Observable
public final class Selection {
    public var isSelected = false

    public init() {}
}
