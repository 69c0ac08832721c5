import Foundation

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// Its closure runs at once, when the future is made (Apple's Future documentation: "the closure
/// runs immediately"). The promise holds the future, and each subscription holds it until the
/// result is delivered, so a future kept only by its subscriber still delivers when fulfilled
/// later. Every subscriber gets the one result when it has demand; later calls of the promise are
/// ignored (OpenCombine's FutureTests).
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let lock = NSRecursiveLock()
    private var result: Result<Output, Failure>?
    private var conduits: [Conduit] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill(fulfill)
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiting = lock.withLock { () -> [Conduit] in
            guard self.result == nil else { return [] }
            self.result = result
            defer { conduits = [] }
            return conduits
        }
        waiting.forEach { $0.fulfilled(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(parent: self, downstream: AnySubscriber(subscriber))
        let known = lock.withLock { () -> Result<Output, Failure>? in
            if result == nil { conduits.append(conduit) }
            return result
        }
        subscriber.receive(subscription: conduit)
        if let known { conduit.fulfilled(known) }
    }

    fileprivate func remove(_ conduit: Conduit) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    final class Conduit: Subscription, CustomStringConvertible {
        private let lock = NSRecursiveLock()
        private var parent: Future?
        private var downstream: AnySubscriber<Output, Failure>?
        private var demanded = false
        private var result: Result<Output, Failure>?

        init(parent: Future, downstream: AnySubscriber<Output, Failure>) {
            self.parent = parent
            self.downstream = downstream
        }

        var description: String { "Future" }

        func fulfilled(_ result: Result<Output, Failure>) {
            lock.withLock { self.result = result }
            deliverIfReady()
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must be positive")
            lock.withLock { demanded = true }
            deliverIfReady()
        }

        /// Sends the result once there is both a result and demand; a failure needs no demand.
        private func deliverIfReady() {
            let ready = lock.withLock { () -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
                guard let downstream, let result else { return nil }
                if case .success = result, !demanded { return nil }
                self.downstream = nil
                return (downstream, result)
            }
            guard let (subscriber, result) = ready else { return }
            switch result {
            case .success(let value):
                _ = subscriber.receive(value)
                subscriber.receive(completion: .finished)
            case .failure(let error):
                subscriber.receive(completion: .failure(error))
            }
            lock.withLock { parent = nil }
        }

        func cancel() {
            let owner = lock.withLock { () -> Future? in
                downstream = nil
                defer { parent = nil }
                return parent
            }
            owner?.remove(self)
        }
    }
}

extension Future where Failure == Never {
    /// The published value, awaited.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public final var value: Output {
        get async {
            await withCheckedContinuation { continuation in
                let waiter = FutureWaiter()
                waiter.keep(sink(receiveCompletion: { _ in waiter.release() }, receiveValue: { value in
                    waiter.once { continuation.resume(returning: value) }
                }))
            }
        }
    }
}

extension Future {
    /// The published value, awaited; the failure is thrown.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public final var value: Output {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                let waiter = FutureWaiter()
                waiter.keep(sink(receiveCompletion: { completion in
                    if case .failure(let error) = completion { waiter.once { continuation.resume(throwing: error) } }
                    waiter.release()
                }, receiveValue: { value in
                    waiter.once { continuation.resume(returning: value) }
                }))
            }
        }
    }
}

/// Keeps the subscription of an awaited future until it completes, and resumes the waiting task
/// once.
final class FutureWaiter: @unchecked Sendable {
    private let lock = NSLock()
    private var resumed = false
    private var subscription: AnyCancellable?
    private var completed = false

    func keep(_ subscription: AnyCancellable) {
        lock.withLock { if !completed { self.subscription = subscription } }
    }

    func release() {
        lock.withLock {
            completed = true
            subscription = nil
        }
    }

    func once(_ work: () -> Void) {
        guard lock.withLock({ () -> Bool in defer { resumed = true }; return !resumed }) else { return }
        work()
    }
}
