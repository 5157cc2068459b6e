import Foundation
import Observation
import Synchronization

/// A value kept under a key in the app's defaults, shared by every view that reads the key, as
/// `UserDefaults` keeps it on iOS. Kinema keeps it in memory for the run: a recording starts from
/// the default values each time, so it repeats exactly.
///
/// Reading it in a body makes the body depend on it: a write from any view computes again the
/// bodies of every view that reads the key.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let box: AppStorageBox
    private let defaultValue: Value

    /// The value under `key`, `wrappedValue` while nothing has been written there. The store is
    /// the run's own, whatever `store` says.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        box = AppStorageBox.named(key)
        defaultValue = wrappedValue
    }

    /// An optional value under `key`, nil while nothing has been written there.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(wrappedValue: nil, key, store: store)
    }

    /// The value stored under the key, or the default.
    public var wrappedValue: Value {
        get { box.value.flatMap { $0 as? Value } ?? defaultValue }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = box, defaultValue = defaultValue
        return Binding(get: { box.value.flatMap { $0 as? Value } ?? defaultValue }, set: { box.value = $0 })
    }
}

/// The value under one key of the run's defaults, observed by the bodies that read it.
@Observable
final class AppStorageBox: @unchecked Sendable {
    /// What was written under the key, nil while nothing has been.
    var value: Any?

    /// The boxes of the keys read so far: one per key for the whole run.
    private static let boxes = Mutex<[String: AppStorageBox]>([:])

    /// The box of `key`.
    static func named(_ key: String) -> AppStorageBox {
        boxes.withLock { boxes in
            if let box = boxes[key] { return box }
            let box = AppStorageBox()
            boxes[key] = box
            return box
        }
    }
}
