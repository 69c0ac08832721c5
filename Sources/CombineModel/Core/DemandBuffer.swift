import Foundation

/// Delivers values to one downstream subscriber as its demand allows, keeping the rest in order,
/// and the completion after the last of them. The operators that merge several upstreams or move
/// values in time (`combineLatest`, `merge`, `zip`, `flatMap`, `switchToLatest`, `receive(on:)`,
/// `debounce`, `throttle`, `delay`) request unlimited demand from their upstreams and buffer here:
/// the model's simplification of Apple's per-operator demand bookkeeping, the same for a
/// subscriber that asks for `.unlimited` (every `sink`, every `assign`).
final class DemandBuffer<Downstream: Subscriber>: Subscription {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var buffer: [Downstream.Input] = []
    private var demand: Subscribers.Demand = .none
    private var completion: Subscribers.Completion<Downstream.Failure>?
    private var delivering = false
    /// Called once when the downstream cancels.
    var onCancel: (() -> Void)?

    init(downstream: Downstream) { self.downstream = downstream }

    /// Hands this subscription to the downstream subscriber.
    func start() { downstream?.receive(subscription: self) }

    var isCancelled: Bool { lock.withLock { downstream == nil } }

    func push(_ value: Downstream.Input) {
        lock.withLock {
            guard downstream != nil, completion == nil else { return }
            buffer.append(value)
        }
        flush()
    }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.withLock {
            guard downstream != nil, self.completion == nil else { return }
            self.completion = completion
        }
        flush()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
        flush()
    }

    func cancel() {
        let action: (() -> Void)? = lock.withLock {
            guard downstream != nil else { return nil }
            downstream = nil
            buffer = []
            let action = onCancel
            onCancel = nil
            return action
        }
        action?()
    }

    private func flush() {
        lock.lock()
        guard !delivering else { lock.unlock(); return }
        delivering = true
        while let subscriber = downstream {
            if !buffer.isEmpty, demand > 0 {
                let value = buffer.removeFirst()
                demand -= 1
                lock.unlock()
                let more = subscriber.receive(value)
                lock.lock()
                demand += more
                continue
            }
            if buffer.isEmpty, let completion {
                downstream = nil
                onCancel = nil
                lock.unlock()
                subscriber.receive(completion: completion)
                lock.lock()
            }
            break
        }
        delivering = false
        lock.unlock()
    }
}

/// Subscribes to an upstream with unlimited demand and hands what arrives to closures.
final class ClosureSubscriber<Input, Failure: Error>: Subscriber, Cancellable {
    private let lock = NSLock()
    private var subscription: Subscription?
    private var cancelled = false
    let value: (Input) -> Void
    let completion: (Subscribers.Completion<Failure>) -> Void

    init(value: @escaping (Input) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.value = value
        self.completion = completion
    }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard !cancelled, self.subscription == nil else { return false }
            self.subscription = subscription
            return true
        }
        if keep { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if lock.withLock({ cancelled }) { return .none }
        value(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if lock.withLock({ cancelled }) { return }
        lock.withLock { subscription = nil }
        self.completion(completion)
    }

    func cancel() {
        let held = lock.withLock { () -> Subscription? in
            cancelled = true
            defer { subscription = nil }
            return subscription
        }
        held?.cancel()
    }
}
