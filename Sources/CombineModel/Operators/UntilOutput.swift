import Foundation

/// The inner subscription of `drop(untilOutputFrom:)` or `prefix(untilOutputFrom:)`, as the other
/// publisher's subscriber sees it.
protocol UntilOutputGate<Other>: AnyObject, CustomCombineIdentifierConvertible {
    associatedtype Other: Publisher
    func otherSubscribed(_ subscription: Subscription)
    func fire() -> Subscribers.Demand
    func otherCompleted(_ completion: Subscribers.Completion<Other.Failure>)
}

/// The other publisher's subscriber: it shares the inner subscription's identifier.
struct UntilOutputTrigger<Other: Publisher>: Subscriber {
    typealias Input = Other.Output
    typealias Failure = Other.Failure
    let parent: any UntilOutputGate<Other>
    var combineIdentifier: CombineIdentifier { parent.combineIdentifier }
    func receive(subscription: Subscription) { parent.otherSubscribed(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { parent.fire() }
    func receive(completion: Subscribers.Completion<Failure>) { parent.otherCompleted(completion) }
}

/// `drop(untilOutputFrom:)`: the other publisher's first value opens the gate (OpenCombine's
/// DropUntilOutputTests). The downstream has its subscription first, then the other publisher is
/// subscribed and asked for one value, then the upstream; requests made before the upstream's
/// subscription are summed and passed on when it comes.
/// - A value before the trigger is dropped and answered with no new demand, so it uses up the
///   demand it was sent on.
/// - The other publisher finishing or failing before the trigger cancels the upstream and passes
///   that completion on; after the trigger its completion changes nothing (and its subscription is
///   let go, not cancelled).
/// - Cancelling cancels the upstream, then the other publisher's subscription.
final class DropUntilOutputInner<Downstream: Subscriber, Other: Publisher>: Subscriber, Subscription, CustomStringConvertible, UntilOutputGate
where Other.Failure == Downstream.Failure {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private var upstream: Subscription?
    private var other: Subscription?
    private var pending = Subscribers.Demand.none
    private var triggered = false
    private var cancelled = false
    var description: String { "DropUntilOutput" }

    init(_ downstream: Downstream) { self.downstream = downstream }

    func start<Upstream: Publisher>(upstream: Upstream, other: Other) where Upstream.Output == Input, Upstream.Failure == Failure {
        downstream.receive(subscription: self)
        other.subscribe(UntilOutputTrigger<Other>(parent: self))
        upstream.subscribe(self)
    }

    func otherSubscribed(_ subscription: Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard other == nil else { return false }
            other = subscription
            return true
        }
        if keep { subscription.request(.max(1)) } else { subscription.cancel() }
    }

    func fire() -> Subscribers.Demand {
        lock.withLock {
            triggered = true
            other = nil
        }
        return .none
    }

    func otherCompleted(_ completion: Subscribers.Completion<Other.Failure>) {
        let cancelling = lock.withLock { () -> Subscription?? in
            if triggered {
                other = nil
                return nil
            }
            defer { upstream = nil }
            return .some(upstream)
        }
        guard let cancelling else { return }
        cancelling?.cancel()
        downstream.receive(completion: completion)
    }

    func receive(subscription: Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard upstream == nil, !cancelled else { return nil }
            upstream = subscription
            return pending
        }
        guard let demand else { return subscription.cancel() }
        if demand > .none { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let passes = lock.withLock { () -> Bool in
            guard triggered, !cancelled else {
                if pending > .none { pending -= 1 }
                return false
            }
            return true
        }
        return passes ? downstream.receive(input) : .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let passes = lock.withLock { () -> Bool in
            guard !cancelled else { return false }
            cancelled = true
            return true
        }
        if passes { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { () -> Subscription? in
            pending += demand
            return upstream
        }?.request(demand)
    }

    func cancel() {
        let (first, second) = lock.withLock { () -> (Subscription?, Subscription?) in
            defer { upstream = nil; other = nil; cancelled = true }
            return (upstream, other)
        }
        first?.cancel()
        second?.cancel()
    }
}

/// `prefix(untilOutputFrom:)`: the other publisher's first value closes the gate (OpenCombine's
/// PrefixUntilOutputTests). The other publisher is subscribed first and asked for one value; the
/// downstream has its subscription when the upstream gives one.
/// - The trigger cancels the upstream and finishes the output; the other publisher's subscription
///   is left as it is. Its completion without a value only disarms the trigger.
/// - The upstream's completion cancels the other publisher's subscription, then passes on.
/// - Cancelling cancels the upstream, then the other publisher's subscription.
final class PrefixUntilOutputInner<Downstream: Subscriber, Other: Publisher>: Subscriber, Subscription, CustomStringConvertible, UntilOutputGate {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private var state = SubscriptionStatus.awaitingSubscription
    private var otherState = SubscriptionStatus.awaitingSubscription
    private var triggered = false
    var description: String { "PrefixUntilOutput" }

    init(_ downstream: Downstream) { self.downstream = downstream }

    func start<Upstream: Publisher>(upstream: Upstream, other: Other) where Upstream.Output == Input, Upstream.Failure == Failure {
        other.subscribe(UntilOutputTrigger<Other>(parent: self))
        upstream.subscribe(self)
    }

    func otherSubscribed(_ subscription: Subscription) {
        let keep = lock.withLock { otherState.take(subscription) }
        if keep { subscription.request(.max(1)) } else { subscription.cancel() }
    }

    func fire() -> Subscribers.Demand {
        let cancelling = lock.withLock { () -> Subscription?? in
            guard otherState.subscription != nil else { return nil }
            defer { state = .terminal; otherState = .terminal; triggered = true }
            return .some(state.subscription)
        }
        guard let cancelling else { return .none }
        cancelling?.cancel()
        downstream.receive(completion: .finished)
        return .none
    }

    func otherCompleted(_ completion: Subscribers.Completion<Other.Failure>) { lock.withLock { otherState = .terminal } }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard state.isAwaiting else { return false }
            state = triggered ? .terminal : .subscribed(subscription)
            return true
        }
        if keep { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { state.subscription != nil } ? downstream.receive(input) : .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let (wasSubscribed, trigger) = lock.withLock { () -> (Bool, Subscription?) in
            defer { state = .terminal; otherState = .terminal }
            return (state.subscription != nil, otherState.subscription)
        }
        trigger?.cancel()
        if wasSubscribed { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { state.subscription }?.request(demand) }

    func cancel() {
        let (first, second) = lock.withLock { () -> (Subscription?, Subscription?) in
            defer { state = .terminal; otherState = .terminal }
            return (state.subscription, otherState.subscription)
        }
        first?.cancel()
        second?.cancel()
    }
}

extension Publishers {
    /// A publisher that ignores elements from the upstream publisher until it receives an element
    /// from second publisher ("DropUntilOutput").
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            DropUntilOutputInner<S, Other>(subscriber).start(upstream: upstream, other: other)
        }
    }

    /// A publisher that republishes elements until another publisher emits an element
    /// ("PrefixUntilOutput").
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            PrefixUntilOutputInner<S, Other>(subscriber).start(upstream: upstream, other: other)
        }
    }
}

extension Publisher {
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P> where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }

    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}
