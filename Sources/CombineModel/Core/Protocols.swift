import Foundation

// Combine's protocols, with Apple's names and generic shapes (Apple's Combine documentation,
// developer.apple.com/documentation/combine; the declarations as in Apple's interface file,
// github.com/OpenCombine/combine-interfaces). Scenario code imports this module as `Combine`
// (`-module-alias Combine=CombineModel`), and SwiftUIModel re-exports it as Apple's SwiftUI
// re-exports Combine (`ObservableObject`, `@Published` and `Timer.publish` need no import of their
// own in a SwiftUI file).
//
// What each publisher, operator and subject sends, and when, follows the event sequences that
// OpenCombine's tests record against Apple's Combine (they compile against it under
// `OPENCOMBINE_COMPATIBILITY_TEST`; github.com/OpenCombine/OpenCombine, Tests/OpenCombineTests):
// Tests/CombineModelTests re-derives them, each test naming the one it follows.

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches the subscriber: the public entry point; `receive(subscriber:)` is the hook.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches a subject: the subject receives the publisher's subscription, values and completion.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let subscriber = SubjectSubscriber(subject)
        receive(subscriber: subscriber)
        return AnyCancellable(subscriber)
    }
}

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    func cancel()
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier for identifying publisher streams: an object's address, or a number from
/// a counter for one made with `init()`.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let rawValue: UInt64
    nonisolated(unsafe) private static var next: UInt64 = 0
    private static let lock = NSLock()

    public init() {
        rawValue = CombineIdentifier.lock.withLock { CombineIdentifier.next += 1; return CombineIdentifier.next }
    }

    public init(_ obj: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj))) }

    public var description: String { "0x\(String(rawValue, radix: 16))" }
}

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> Cancellable
}

/// A namespace for types that serve as publishers.
public enum Publishers {}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
    /// The empty subscription: one instance, described as "Empty"; requests and cancellation do
    /// nothing.
    public static var empty: Subscription { EmptySubscription.shared }
}

final class EmptySubscription: Subscription, CustomStringConvertible {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
    var description: String { "Empty" }
}
