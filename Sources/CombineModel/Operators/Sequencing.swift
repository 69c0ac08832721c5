import Foundation

extension Publishers {
    /// A publisher that emits all of one publisher's elements before those from another publisher
    /// ("Concatenate"). The demand the first left unmet is asked of the second (OpenCombine's
    /// ConcatenateTests).
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
        where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ConcatenateInner<S>(subscriber, suffix: AnyPublisher(suffix))
            prefix.subscribe(inner.phase(0))
        }
    }

    /// A publisher that buffers a maximum number of items ("CollectByCount"): arrays of `count`
    /// elements, then what is left when the upstream finishes.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CollectByCountInner<Upstream.Output, S>(subscriber, count: count))
        }
    }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

final class ConcatenateInner<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private let suffix: AnyPublisher<Downstream.Input, Downstream.Failure>
    /// 0 for the prefix, 1 for the suffix, 2 when done.
    private var phaseIndex = 0
    private var upstream: Subscription?
    private var demand = Subscribers.Demand.none
    private var downstreamSubscribed = false

    init(_ downstream: Downstream, suffix: AnyPublisher<Downstream.Input, Downstream.Failure>) {
        self.downstream = downstream
        self.suffix = suffix
    }

    var description: String { "Concatenate" }

    func phase(_ index: Int) -> Phase { Phase(parent: self, index: index) }

    final class Phase: Subscriber {
        typealias Input = Downstream.Input
        typealias Failure = Downstream.Failure
        let parent: ConcatenateInner
        let index: Int
        init(parent: ConcatenateInner, index: Int) {
            self.parent = parent
            self.index = index
        }
        func receive(subscription: Subscription) { parent.receive(subscription: subscription, phase: index) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.receive(input, phase: index) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.receive(completion: completion, phase: index) }
    }

    private func receive(subscription: Subscription, phase: Int) {
        let (keep, first, pending) = lock.withLock { () -> (Bool, Bool, Subscribers.Demand) in
            guard phaseIndex == phase, upstream == nil else { return (false, false, .none) }
            upstream = subscription
            defer { downstreamSubscribed = true }
            return (true, !downstreamSubscribed, demand)
        }
        guard keep else { subscription.cancel(); return }
        if first { downstream.receive(subscription: self) } else if pending > 0 { subscription.request(pending) }
    }

    private func receive(_ input: Downstream.Input, phase: Int) -> Subscribers.Demand {
        let claim = { () -> Bool in
            guard self.phaseIndex == phase else { return false }
            self.demand -= 1
            return true
        }
        return lock.deliver(input, to: downstream, if: claim, addingDemand: { demand += $0 }) ?? .none
    }

    private func receive(completion: Subscribers.Completion<Downstream.Failure>, phase: Int) {
        let next = lock.withLock { () -> Bool? in
            guard phaseIndex == phase else { return nil }
            upstream = nil
            if case .finished = completion, phase == 0 { phaseIndex = 1; return true }
            phaseIndex = 2
            return false
        }
        switch next {
        case true?: suffix.subscribe(self.phase(1))
        case false?: downstream.receive(completion: completion)
        case nil: break
        }
    }

    func request(_ demand: Subscribers.Demand) {
        let target = lock.withLock { () -> Subscription? in
            guard phaseIndex < 2 else { return nil }
            self.demand += demand
            return upstream
        }
        target?.request(demand)
    }

    func cancel() {
        let target = lock.withLock { () -> Subscription? in
            phaseIndex = 2
            defer { upstream = nil }
            return upstream
        }
        target?.cancel()
    }
}

final class CollectByCountInner<Input, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible where Downstream.Input == [Input] {
    typealias Failure = Downstream.Failure
    private let lock = NSLock()
    private let downstream: Downstream
    private let count: Int
    private var status = SubscriptionStatus.awaitingSubscription
    private var buffer: [Input] = []
    private var completed = false
    private var cancelled = false

    init(_ downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.count = count
    }

    var description: String { "CollectByCount" }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { status.take(subscription) }
        if keep { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let full = lock.withLock { () -> [Input]? in
            guard !completed, !cancelled, status.subscription != nil else { return nil }
            buffer.append(input)
            guard buffer.count == count else { return nil }
            defer { buffer = [] }
            return buffer
        }
        guard let full else { return .none }
        return downstream.receive(full) * count
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let rest = lock.withLock { () -> [Input] in
            completed = true
            defer { buffer = [] }
            if case .finished = completion, !cancelled { return buffer }
            return []
        }
        if !rest.isEmpty { _ = downstream.receive(rest) }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        let target = lock.withLock { cancelled ? nil : status.subscription }
        target?.request(demand * count)
    }

    func cancel() {
        let target = lock.withLock { () -> Subscription? in
            cancelled = true
            buffer = []
            return status.subscription
        }
        target?.cancel()
    }
}

extension Publisher {
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(elements)
    }

    public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where S.Element == Output {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Failure == Failure, P.Output == Output {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(elements)
    }

    public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where S.Element == Output {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P.Failure == Failure, P.Output == Output {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { Publishers.CollectByCount(upstream: self, count: count) }
}
