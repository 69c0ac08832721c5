import Foundation

/// A publisher that exposes its elements as an asynchronous sequence. It asks for one element per
/// `next()`, so an element sent while nothing awaits is missed, as with Apple's (a subject drops
/// values for a subscriber without demand).
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Element = P.Output
    public let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        let inner: AsyncValuesInner<P.Output, Never>
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public mutating func next() async -> P.Output? { try? await inner.next() }
    }

    public func makeAsyncIterator() -> Iterator {
        let inner = AsyncValuesInner<P.Output, Never>()
        publisher.subscribe(inner)
        return Iterator(inner: inner)
    }
}

/// The throwing form, for a publisher that can fail.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Element = P.Output
    public let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        let inner: AsyncValuesInner<P.Output, P.Failure>
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public mutating func next() async throws -> P.Output? { try await inner.next() }
    }

    public func makeAsyncIterator() -> Iterator {
        let inner = AsyncValuesInner<P.Output, P.Failure>()
        publisher.subscribe(inner)
        return Iterator(inner: inner)
    }
}

final class AsyncValuesInner<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var subscription: Subscription?
    private var waiting: CheckedContinuation<Input?, Error>?
    private var ready: [Result<Input?, Error>] = []
    private var finished = false

    func receive(subscription: Subscription) { lock.withLock { self.subscription = subscription } }

    func receive(_ input: Input) -> Subscribers.Demand {
        resume(.success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { finished = true }
        switch completion {
        case .finished: resume(.success(nil))
        case .failure(let error): resume(.failure(error))
        }
    }

    private func resume(_ result: Result<Input?, Error>) {
        let continuation = lock.withLock { () -> CheckedContinuation<Input?, Error>? in
            guard let waiting else { ready.append(result); return nil }
            self.waiting = nil
            return waiting
        }
        continuation?.resume(with: result)
    }

    func next() async throws -> Input? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (early, subscription) = lock.withLock { () -> (Result<Input?, Error>?, Subscription?) in
                    if !ready.isEmpty { return (ready.removeFirst(), nil) }
                    if finished { return (.success(nil), nil) }
                    waiting = continuation
                    return (nil, self.subscription)
                }
                if let early { continuation.resume(with: early) } else { subscription?.request(.max(1)) }
            }
        } onCancel: {
            let held = lock.withLock { subscription }
            held?.cancel()
            resume(.success(nil))
        }
    }
}

extension Publisher where Failure == Never {
    /// The elements of the publisher, as an asynchronous sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The elements of the publisher, as a throwing asynchronous sequence.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
