import Foundation
/// What flows down the tree during an update: the transaction visible at this position, and
/// the environment.
struct UpdateContext {
    var transaction: Transaction
    var environment: EnvironmentValues
    /// The nodes whose content placeholders below may stand for, by placeholder token.
    var contentOwners: [ObjectIdentifier: any ContentOwner] = [:]
}
