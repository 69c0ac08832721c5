import Foundation

/// The subscription of `flatMap` ("FlatMap"), as OpenCombine's FlatMapTests record Apple's:
/// - the downstream gets the subscription first; then the upstream is asked for
///   `maxPublishers` values, and for one more each time a child finishes (so at most
///   `maxPublishers` children run at once);
/// - each child is asked for one value at a time (for unlimited values once the downstream's
///   demand is unlimited); a value with downstream demand passes at once and asks its child for
///   the next, one without waits until the downstream asks;
/// - the finish comes once the upstream and every child have finished and nothing waits; a
///   failure cancels the other children (not the upstream), then fails.
final class FlatMapInner<Child: Publisher, Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Child.Output == Downstream.Input, Child.Failure == Upstream.Failure, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private let maxPublishers: Subscribers.Demand
    private let transform: (Upstream.Output) -> Child
    private var upstream: Subscription?
    private var upstreamFinished = false
    private var done = false
    private var demand = Subscribers.Demand.none
    private var children: [Int: Subscription?] = [:]
    private var nextChild = 0
    private var buffer: [(child: Int, value: Child.Output)] = []

    init(_ downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> Child) {
        self.downstream = downstream
        self.maxPublishers = maxPublishers
        self.transform = transform
    }

    var description: String { "FlatMap" }

    final class ChildSubscriber: Subscriber {
        typealias Input = Child.Output
        typealias Failure = Child.Failure
        let parent: FlatMapInner
        let index: Int
        init(parent: FlatMapInner, index: Int) {
            self.parent = parent
            self.index = index
        }
        func receive(subscription: Subscription) { parent.child(index, subscribed: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.child(index, sent: input) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.child(index, completed: completion) }
    }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard upstream == nil, !done else { return false }
            upstream = subscription
            return true
        }
        if keep { subscription.request(maxPublishers) } else { subscription.cancel() }
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        let index = lock.withLock { () -> Int? in
            guard !done, !upstreamFinished else { return nil }
            defer { nextChild += 1 }
            children[nextChild] = .some(nil)
            return nextChild
        }
        guard let index else { return .none }
        transform(input).subscribe(ChildSubscriber(parent: self, index: index))
        return .none
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
        switch completion {
        case .finished:
            lock.withLock { upstreamFinished = true }
            finishIfDone()
        case .failure(let error):
            fail(error, except: nil)
        }
    }

    private func child(_ index: Int, subscribed subscription: Subscription) {
        let request = lock.withLock { () -> Subscribers.Demand? in
            guard !done, case .some(nil) = children[index] else { return nil }
            children[index] = subscription
            return demand == .unlimited ? .unlimited : .max(1)
        }
        if let request { subscription.request(request) } else { subscription.cancel() }
    }

    private func child(_ index: Int, sent value: Child.Output) -> Subscribers.Demand {
        let (direct, unlimited) = lock.withLock { () -> (Bool, Bool) in
            guard !done else { return (false, false) }
            guard demand > 0, buffer.isEmpty else { buffer.append((index, value)); return (false, false) }
            if demand != .unlimited { demand -= 1 }
            return (true, demand == .unlimited)
        }
        guard direct else { return .none }
        let more = downstream.receive(value)
        if more > 0 { lock.withLock { demand += more } }
        return unlimited ? .none : .max(1)
    }

    private func child(_ index: Int, completed completion: Subscribers.Completion<Child.Failure>) {
        switch completion {
        case .finished:
            let next = lock.withLock { () -> Subscription? in
                children[index] = nil
                guard !upstreamFinished, !done, maxPublishers != .unlimited else { return nil }
                return upstream
            }
            next?.request(.max(1))
            finishIfDone()
        case .failure(let error):
            fail(error, except: index)
        }
    }

    private func finishIfDone() {
        let finish = lock.withLock { () -> Bool in
            guard !done, upstreamFinished, children.isEmpty, buffer.isEmpty else { return false }
            done = true
            return true
        }
        if finish { downstream.receive(completion: .finished) }
    }

    /// Cancels every child but the failing one, then fails.
    private func fail(_ error: Upstream.Failure, except failing: Int?) {
        let cancelling = lock.withLock { () -> [Subscription]? in
            guard !done else { return nil }
            done = true
            buffer = []
            defer { children = [:] }
            return children.filter { $0.key != failing }.values.compactMap { $0 }
        }
        guard let cancelling else { return }
        cancelling.forEach { $0.cancel() }
        downstream.receive(completion: .failure(error))
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        let becameUnlimited = lock.withLock { () -> [Subscription] in
            let was = self.demand
            self.demand += demand
            guard was != .unlimited, self.demand == .unlimited else { return [] }
            return children.values.compactMap { $0 }
        }
        becameUnlimited.forEach { $0.request(.unlimited) }
        while let (index, value) = lock.withLock({ () -> (Int, Child.Output)? in
            guard !done, self.demand > 0, !buffer.isEmpty else { return nil }
            if self.demand != .unlimited { self.demand -= 1 }
            return buffer.removeFirst()
        }) {
            let more = downstream.receive(value)
            let child = lock.withLock { () -> Subscription? in
                self.demand += more
                return self.demand == .unlimited ? nil : children[index] ?? nil
            }
            child?.request(.max(1))
        }
        finishIfDone()
    }

    func cancel() {
        let (childSubscriptions, upstreamSubscription) = lock.withLock { () -> ([Subscription], Subscription?) in
            guard !done else { return ([], nil) }
            done = true
            buffer = []
            defer { children = [:] }
            return (children.values.compactMap { $0 }, upstream)
        }
        childSubscriptions.forEach { $0.cancel() }
        upstreamSubscription?.cancel()
    }
}

/// The subscription of `switchToLatest` ("SwitchToLatest"), as OpenCombine's SwitchToLatestTests
/// record Apple's: the downstream gets it first; the outer publisher is asked for unlimited
/// publishers; each new one cancels the one before and is asked for the demand still unmet; the
/// finish comes once the outer publisher and the latest inner one have finished; an inner failure
/// cancels the outer publisher and fails.
final class SwitchToLatestInner<Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Inner.Output == Downstream.Input, Inner.Failure == Downstream.Failure {
    typealias Input = Inner
    typealias Failure = Inner.Failure
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private var outer: Subscription?
    private var outerFinished = false
    private var done = false
    private var demand = Subscribers.Demand.none
    private var current: (index: Int, subscription: Subscription?)?
    private var generation = 0

    init(_ downstream: Downstream) { self.downstream = downstream }

    var description: String { "SwitchToLatest" }

    final class InnerSubscriber: Subscriber {
        typealias Input = Inner.Output
        typealias Failure = Inner.Failure
        let parent: SwitchToLatestInner
        let index: Int
        private var subscribed = false
        init(parent: SwitchToLatestInner, index: Int) {
            self.parent = parent
            self.index = index
        }
        func receive(subscription: Subscription) {
            guard !subscribed else { subscription.cancel(); return }
            subscribed = true
            parent.inner(index, subscribed: subscription)
        }
        func receive(_ input: Input) -> Subscribers.Demand { parent.inner(index, sent: input) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.inner(index, completed: completion) }
    }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard outer == nil, !done else { return false }
            outer = subscription
            return true
        }
        if keep { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    func receive(_ input: Inner) -> Subscribers.Demand {
        let (previous, index) = lock.withLock { () -> (Subscription?, Int?) in
            guard !done, !outerFinished else { return (nil, nil) }
            generation += 1
            defer { current = (generation, nil) }
            return (current?.subscription, generation)
        }
        previous?.cancel()
        if let index { input.subscribe(InnerSubscriber(parent: self, index: index)) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Inner.Failure>) {
        switch completion {
        case .finished:
            let finish = lock.withLock { () -> Bool in
                guard !done, outer != nil || !outerFinished else { return false }
                outerFinished = true
                outer = nil
                if current == nil { done = true; return true }
                return false
            }
            if finish { downstream.receive(completion: .finished) }
        case .failure:
            let inner = lock.withLock { () -> Subscription?? in
                guard !done else { return nil }
                done = true
                outer = nil
                defer { current = nil }
                return .some(current?.subscription)
            }
            guard let inner else { return }
            inner?.cancel()
            downstream.receive(completion: completion)
        }
    }

    private func inner(_ index: Int, subscribed subscription: Subscription) {
        let pending = lock.withLock { () -> Subscribers.Demand? in
            guard !done, current?.index == index else { return nil }
            current = (index, subscription)
            return demand
        }
        guard let pending else { subscription.cancel(); return }
        if pending > 0 { subscription.request(pending) }
    }

    private func inner(_ index: Int, sent value: Inner.Output) -> Subscribers.Demand {
        let claim = { () -> Bool in
            guard !self.done, self.current?.index == index else { return false }
            self.demand -= 1
            return true
        }
        return lock.deliver(value, to: downstream, if: claim, addingDemand: { demand += $0 }) ?? .none
    }

    private func inner(_ index: Int, completed completion: Subscribers.Completion<Inner.Failure>) {
        switch completion {
        case .finished:
            let finish = lock.withLock { () -> Bool in
                guard !done, current?.index == index else { return false }
                current = nil
                if outerFinished { done = true; return true }
                return false
            }
            if finish { downstream.receive(completion: .finished) }
        case .failure:
            let outerSubscription = lock.withLock { () -> Subscription?? in
                guard !done, current?.index == index else { return nil }
                done = true
                current = nil
                defer { outer = nil }
                return .some(outer)
            }
            guard let outerSubscription else { return }
            outerSubscription?.cancel()
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        let inner = lock.withLock { () -> Subscription? in
            guard !done else { return nil }
            self.demand += demand
            return current?.subscription
        }
        inner?.request(demand)
    }

    func cancel() {
        let (innerSubscription, outerSubscription) = lock.withLock { () -> (Subscription?, Subscription?) in
            guard !done else { return (nil, nil) }
            done = true
            defer { current = nil; outer = nil }
            return (current?.subscription, outer)
        }
        innerSubscription?.cancel()
        outerSubscription?.cancel()
    }
}

extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into a new publisher, and
    /// republishes what they publish, with at most `maxPublishers` of them at once.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FlatMapInner<NewPublisher, Upstream, S>(subscriber, maxPublishers: maxPublishers, transform: transform)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }

    /// A publisher that flattens nested publishers, republishing only the most recent one.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = SwitchToLatestInner<P, S>(subscriber)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// A publisher that never fails, flattened into publishers that can.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> where Failure == Never {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where Failure == Never, P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Publishers that never fail, flattened from a publisher that can.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: { transform($0).setFailureType(to: Failure.self) })
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Failure == Never, Output: Publisher {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func switchToLatest() -> Publishers.SwitchToLatest<Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>> {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
