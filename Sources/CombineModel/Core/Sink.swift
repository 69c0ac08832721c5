import Foundation

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// It takes one subscription and cancels any other; it passes on values until it completes or
    /// is cancelled (a value that arrives before the subscription is passed on too); the first
    /// completion ends it, and ending releases its closures (OpenCombine's SinkTests).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        private let lock = NSLock()
        private var status = SubscriptionStatus.awaitingSubscription
        private var valueHandler: ((Input) -> Void)?
        private var completionHandler: ((Subscribers.Completion<Failure>) -> Void)?

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            valueHandler = receiveValue
            completionHandler = receiveCompletion
        }

        public var receiveValue: (Input) -> Void { lock.withLock { valueHandler } ?? { _ in } }
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { lock.withLock { completionHandler } ?? { _ in } }

        public var description: String { "Sink" }

        public func receive(subscription: Subscription) {
            let keep = lock.withLock { status.take(subscription) }
            if keep { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            let handler = lock.withLock { status.isTerminal ? nil : valueHandler }
            handler?(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let handler = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
                guard !status.isTerminal else { return nil }
                status = .terminal
                return completionHandler
            }
            guard let handler else { return }
            handler(completion)
            releaseHandlers()
        }

        public func cancel() {
            let held = lock.withLock { () -> Subscription? in
                guard let subscription = status.subscription else { return nil }
                status = .terminal
                return subscription
            }
            guard let held else { return }
            held.cancel()
            releaseHandlers()
        }

        /// Drops the closures outside the lock: what they capture may complete this sink as it goes.
        private func releaseHandlers() {
            let released = lock.withLock { () -> (Any?, Any?) in
                defer { valueHandler = nil; completionHandler = nil }
                return (valueHandler, completionHandler)
            }
            withExtendedLifetime(released) {}
        }
    }

    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    /// It assigns only while subscribed, and lets go of the object when it completes or is
    /// cancelled (OpenCombine's AssignTests).
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never
        private let lock = NSLock()
        private var status = SubscriptionStatus.awaitingSubscription
        private var target: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            target = object
            self.keyPath = keyPath
        }

        public var object: Root? { lock.withLock { target } }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: Subscription) {
            let keep = lock.withLock { status.take(subscription) }
            if keep { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            let object = lock.withLock { status.subscription == nil ? nil : target }
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            let released = lock.withLock { () -> Root? in
                guard !status.isTerminal else { return nil }
                status = .terminal
                defer { target = nil }
                return target
            }
            withExtendedLifetime(released) {}
        }

        public func cancel() {
            let (held, released) = lock.withLock { () -> (Subscription?, Root?) in
                guard let subscription = status.subscription else { return (nil, nil) }
                status = .terminal
                defer { target = nil }
                return (subscription, target)
            }
            held?.cancel()
            withExtendedLifetime(released) {}
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
