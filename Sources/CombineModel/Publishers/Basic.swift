import Foundation

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OneShot(subscriber: subscriber, value: output, completion: .finished))
    }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }

    public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

/// A publisher that awaits subscription before running the supplied closure to create a publisher
/// for the new subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

/// A subscription that sends one value (or none) when demand arrives, then a completion.
final class OneShot<Downstream: Subscriber>: Subscription {
    private let lock = NSLock()
    private var downstream: Downstream?
    private let value: Downstream.Input?
    private let completion: Subscribers.Completion<Downstream.Failure>

    init(subscriber: Downstream, value: Downstream.Input?, completion: Subscribers.Completion<Downstream.Failure>) {
        downstream = subscriber
        self.value = value
        self.completion = completion
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, let subscriber = lock.withLock({ () -> Downstream? in defer { downstream = nil }; return downstream }) else { return }
        if let value { _ = subscriber.receive(value) }
        subscriber.receive(completion: completion)
    }

    func cancel() { lock.withLock { downstream = nil } }
}

extension Publishers {
    /// A publisher that publishes a given sequence of elements, as demand allows.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: SequenceSubscription(subscriber: subscriber, iterator: sequence.makeIterator()))
        }
    }
}

extension Swift.Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

final class SequenceSubscription<Downstream: Subscriber, Iterator: IteratorProtocol>: Subscription where Iterator.Element == Downstream.Input {
    private var downstream: Downstream?
    private var iterator: Iterator
    private var next: Iterator.Element?
    private var demand: Subscribers.Demand = .none
    private var emitting = false

    init(subscriber: Downstream, iterator: Iterator) {
        downstream = subscriber
        self.iterator = iterator
        next = self.iterator.next()
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        guard !emitting else { return }
        emitting = true
        defer { emitting = false }
        while let subscriber = downstream {
            guard let value = next else {
                downstream = nil
                subscriber.receive(completion: .finished)
                return
            }
            guard self.demand > 0 else { return }
            self.demand -= 1
            next = iterator.next()
            self.demand += subscriber.receive(value)
        }
    }

    func cancel() { downstream = nil }
}

/// A publisher that eventually produces a single value and then finishes or fails. Its promise
/// runs at once, when the future is made (Apple's Future documentation: "the closure runs
/// immediately"), and every subscriber gets the one result.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let lock = NSRecursiveLock()
    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiters = lock.withLock { () -> [(Result<Output, Failure>) -> Void] in
            guard self.result == nil else { return [] }
            self.result = result
            defer { waiting = [] }
            return waiting
        }
        waiters.forEach { $0(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let buffer = DemandBuffer(downstream: subscriber)
        buffer.start()
        let deliver: (Result<Output, Failure>) -> Void = { result in
            switch result {
            case .success(let value): buffer.push(value); buffer.complete(.finished)
            case .failure(let error): buffer.complete(.failure(error))
            }
        }
        if let known = lock.withLock({ () -> Result<Output, Failure>? in
            if result == nil { waiting.append(deliver) }
            return result
        }) {
            deliver(known)
        }
    }
}
