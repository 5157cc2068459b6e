import Foundation
/// A value read from the environment the view's ancestors set up; the body is computed again
/// when the environment changes.
@propertyWrapper
@MainActor
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the view's environment (the default where the view is not in a tree).
    public var wrappedValue: Value {
        (box.owner?.environmentForBody() ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: DynamicPropertyLink {
    func link(to owner: DynamicPropertyOwner, slot: Int) {
        box.owner = owner
    }
}

@MainActor
final class EnvironmentBox {
    weak var owner: DynamicPropertyOwner?
}
