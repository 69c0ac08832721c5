import Foundation

extension Publishers {
    /// A publisher that omits a specified number of elements before republishing later elements.
    ///
    /// As OpenCombine's DropTests record Apple's: the downstream gets the subscription ("Drop") at
    /// once, before the upstream's; demand asked for meanwhile is kept, and the upstream is asked
    /// for it plus the number still to drop when its subscription arrives. A completion passes
    /// through and readies the subscription for another upstream subscription.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            precondition(count >= 0, "count must not be negative")
            let inner = DropInner<S>(subscriber, count: count)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }

    /// A publisher that omits elements from an upstream publisher until a given closure returns
    /// false ("DropWhile").
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let dropping = Accumulator(true)
            upstream.subscribe(OperatorInner<Output, Failure, S>(subscriber, name: "DropWhile", strictness: .gated, step: { value in
                if dropping.value, predicate(value) { return .drop }
                dropping.value = false
                return .send(value)
            }))
        }
    }

    /// A publisher that omits elements from an upstream publisher until a given error-throwing
    /// closure returns false ("TryDropWhile").
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let predicate = self.predicate
            let dropping = Accumulator(true)
            upstream.subscribe(OperatorInner<Output, Upstream.Failure, S>(subscriber, name: "TryDropWhile", strictness: .gated, throwingStep: { value in
                if dropping.value, try predicate(value) { return .drop }
                dropping.value = false
                return .send(value)
            }))
        }
    }

    /// A publisher that republishes elements while a predicate closure indicates publishing should
    /// continue, then finishes ("PrefixWhile").
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(OperatorInner<Output, Failure, S>(subscriber, name: "PrefixWhile", strictness: .strict, step: {
                predicate($0) ? .send($0) : .finish
            }))
        }
    }

    /// A publisher that republishes elements while an error-throwing predicate closure indicates
    /// publishing should continue ("TryPrefixWhile").
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let predicate = self.predicate
            upstream.subscribe(OperatorInner<Output, Upstream.Failure, S>(subscriber, name: "TryPrefixWhile", strictness: .strict, throwingStep: {
                try predicate($0) ? .send($0) : .finish
            }))
        }
    }

    /// A publisher that publishes elements specified by a range in the sequence of published
    /// elements ("Output"; `prefix(_:)`, `output(at:)`, `output(in:)`).
    ///
    /// Values are counted in any state (OpenCombine's OutputTests): those before the range ask the
    /// upstream for one more, those in it pass, and the last one of it finishes the subscription
    /// (cancelling the upstream) when subscribed. A completion passes once, while subscribed.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: CountableRange<Int>

        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "lower bound must not be negative")
            precondition(range.upperBound >= 0, "upper bound must not be negative")
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            upstream.subscribe(OutputInner<S>(subscriber, range: range))
        }
    }
}

final class DropInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let lock = NSLock()
    private let downstream: Downstream
    private var upstream: Subscription?
    private var pendingDemand = Subscribers.Demand.none
    private var remaining: Int

    init(_ downstream: Downstream, count: Int) {
        self.downstream = downstream
        remaining = count
    }

    var description: String { "Drop" }

    func receive(subscription: Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard upstream == nil else { return nil }
            upstream = subscription
            defer { pendingDemand = .none }
            return pendingDemand + remaining
        }
        guard let demand else { subscription.cancel(); return }
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let dropped = lock.withLock { () -> Bool in
            guard remaining > 0 else { return false }
            remaining -= 1
            return true
        }
        return dropped ? .none : downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { upstream = nil }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        let target = lock.withLock { () -> Subscription? in
            if upstream == nil { pendingDemand += demand }
            return upstream
        }
        target?.request(demand)
    }

    func cancel() {
        let held = lock.withLock { () -> Subscription? in defer { upstream = nil }; return upstream }
        held?.cancel()
    }
}

final class OutputInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let lock = NSLock()
    private let downstream: Downstream
    private let range: CountableRange<Int>
    private var status = SubscriptionStatus.awaitingSubscription
    private var count = 0

    init(_ downstream: Downstream, range: CountableRange<Int>) {
        self.downstream = downstream
        self.range = range
    }

    var description: String { "Output" }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { status.take(subscription) }
        if keep { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let index = lock.withLock { () -> Int in defer { count += 1 }; return count }
        if index < range.lowerBound { return .max(1) }
        guard index < range.upperBound else { return .none }
        let demand = downstream.receive(input)
        if index == range.upperBound - 1 {
            let upstream = lock.withLock { () -> Subscription? in
                guard let subscription = status.subscription else { return nil }
                status = .terminal
                return subscription
            }
            if let upstream {
                upstream.cancel()
                downstream.receive(completion: .finished)
            }
        }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let live = lock.withLock { () -> Bool in
            guard status.subscription != nil else { return false }
            status = .terminal
            return true
        }
        if live { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { status.subscription }?.request(demand) }

    func cancel() {
        let held = lock.withLock { () -> Subscription? in
            guard let subscription = status.subscription else { return nil }
            status = .terminal
            return subscription
        }
        held?.cancel()
    }
}

extension Publisher {
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }

    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements up to the specified maximum count.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return Publishers.Output(upstream: self, range: 0 ..< maxLength)
    }

    /// Publishes a specific element, indicated by its index in the sequence of published elements.
    public func output(at index: Int) -> Publishers.Output<Self> {
        precondition(index >= 0 && index < Int.max, "index out of range")
        return Publishers.Output(upstream: self, range: index ..< index + 1)
    }

    /// Publishes elements specified by their range in the sequence of published elements.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0 ..< Int.max))
    }
}
