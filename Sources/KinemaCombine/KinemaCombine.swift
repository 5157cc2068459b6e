// Combine on Linux for SwiftUI files: OpenCombine (https://github.com/OpenCombine/OpenCombine), an
// implementation of Combine's API, with the operators that take the main queue or the main run
// loop on the host's virtual clock (see `HostClockScheduler`). `import SwiftUI` brings it, as on
// iOS, and Kinema's tools compile a file's `import Combine` as `import KinemaCombine`.
//
// Its names are brought one by one rather than by re-exporting OpenCombine: the operators of
// OpenCombine's demand and stride types, visible everywhere, made the compiler give up on
// ordinary arithmetic of literals in views (`12.5 * 3600 + 5 * 60`).
public import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation

/// A type of object with a publisher that emits before the object has changed.
public typealias ObservableObject = OpenCombine.ObservableObject
/// A type that publishes a property marked with an attribute.
public typealias Published = OpenCombine.Published
/// The publisher of an observable object's changes.
public typealias ObservableObjectPublisher = OpenCombine.ObservableObjectPublisher
/// A type-erasing cancellable object that cancels when it is deinitialised.
public typealias AnyCancellable = OpenCombine.AnyCancellable
/// A protocol indicating that an activity or action supports cancellation.
public typealias Cancellable = OpenCombine.Cancellable
/// Declares that a type can transmit a sequence of values over time.
public typealias Publisher = OpenCombine.Publisher
/// A publisher that performs type erasure by wrapping another publisher.
public typealias AnyPublisher = OpenCombine.AnyPublisher
/// A publisher that provides an explicit means of connecting and cancelling.
public typealias ConnectablePublisher = OpenCombine.ConnectablePublisher
/// A subject that broadcasts elements to downstream subscribers.
public typealias PassthroughSubject = OpenCombine.PassthroughSubject
/// A subject that wraps a single value and publishes a new element whenever the value changes.
public typealias CurrentValueSubject = OpenCombine.CurrentValueSubject
/// A publisher that exposes a method for outside callers to publish elements.
public typealias Subject = OpenCombine.Subject
/// A publisher that emits an output to each subscriber just once, and then finishes.
public typealias Just = OpenCombine.Just
/// A publisher that eventually produces a single value and then finishes or fails.
public typealias Future = OpenCombine.Future
/// A publisher that awaits subscription before running the supplied closure to create a publisher.
public typealias Deferred = OpenCombine.Deferred
/// A publisher that never publishes any values, and optionally finishes immediately.
public typealias Empty = OpenCombine.Empty
/// A publisher that immediately terminates with the specified error.
public typealias Fail = OpenCombine.Fail
/// A namespace for types that serve as publishers.
public typealias Publishers = OpenCombine.Publishers
/// A namespace for types that serve as subscribers.
public typealias Subscribers = OpenCombine.Subscribers
/// A protocol that declares a type that can receive input from a publisher.
public typealias Subscriber = OpenCombine.Subscriber
/// A protocol representing the connection of a subscriber to a publisher.
public typealias Subscription = OpenCombine.Subscription
/// A protocol that defines when and how to execute a closure.
public typealias Scheduler = OpenCombine.Scheduler
