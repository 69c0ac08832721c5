import Foundation

// Combine's protocols, with Apple's names and generic shapes (Apple's Combine documentation,
// developer.apple.com/documentation/combine). Scenario code imports this module as `Combine`
// (`-module-alias Combine=CombineModel`), and SwiftUIModel re-exports it as Apple's SwiftUI
// re-exports Combine (`ObservableObject`, `@Published` and `Timer.publish` need no import of their
// own in a SwiftUI file).

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

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let value: UInt64
    nonisolated(unsafe) private static var next: UInt64 = 0
    private static let lock = NSLock()

    public init() {
        value = CombineIdentifier.lock.withLock { CombineIdentifier.next += 1; return CombineIdentifier.next }
    }

    public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) }

    public var description: String { "0x\(String(value, radix: 16))" }
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

extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal
    /// completion or an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible {
        /// nil is unlimited.
        let count: Int?

        public static let unlimited = Demand(count: nil)
        public static let none = Demand(count: 0)
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Demand cannot be negative")
            return Demand(count: value)
        }

        public var max: Int? { count }

        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count, let b = rhs.count else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : Demand(count: sum)
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            guard let b = rhs.count else { return .none }
            return Demand(count: Swift.max(a - b, 0))
        }
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case let (a?, b?): return a < b
            }
        }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}

/// The subscription of a publisher that has nothing to send (Apple's `Subscriptions.empty`).
public enum Subscriptions {
    public static var empty: Subscription { EmptySubscription() }
}

final class EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
