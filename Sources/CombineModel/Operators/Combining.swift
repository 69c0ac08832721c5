import Foundation

/// Runs an operator that feeds a `DemandBuffer` from upstream subscriptions it makes itself
/// (see `DemandBuffer` for the demand these operators ask of their upstreams).
final class Relay<Downstream: Subscriber> {
    let buffer: DemandBuffer<Downstream>
    private let lock = NSRecursiveLock()
    private var upstreams: [Cancellable] = []

    init(_ downstream: Downstream) {
        buffer = DemandBuffer(downstream: downstream)
        buffer.onCancel = { [weak self] in self?.cancelAll() }
        buffer.start()
    }

    /// Subscribes to `publisher`, handing its events to the closures.
    func attach<P: Publisher>(_ publisher: P, value: @escaping (P.Output) -> Void,
                              completion: @escaping (Subscribers.Completion<P.Failure>) -> Void) -> Cancellable {
        let subscriber = ClosureSubscriber<P.Output, P.Failure>(value: value, completion: completion)
        lock.withLock { upstreams.append(subscriber) }
        publisher.subscribe(subscriber)
        return subscriber
    }

    func cancelAll() {
        let all = lock.withLock { () -> [Cancellable] in defer { upstreams = [] }; return upstreams }
        all.forEach { $0.cancel() }
    }

    func withLock<T>(_ body: () -> T) -> T { lock.withLock(body) }
}

extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            var finished = 0
            let done: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { relay.buffer.complete(completion); relay.cancelAll(); return }
                if relay.withLock({ finished += 1; return finished == 2 }) { relay.buffer.complete(.finished) }
            }
            _ = relay.attach(a, value: relay.buffer.push, completion: done)
            _ = relay.attach(b, value: relay.buffer.push, completion: done)
        }
    }

    /// A publisher that receives and combines the latest elements from two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            var latestA: A.Output?, latestB: B.Output?
            var finished = 0
            let emit = {
                if let pair = relay.withLock({ () -> (A.Output, B.Output)? in
                    guard let x = latestA, let y = latestB else { return nil }
                    return (x, y)
                }) { relay.buffer.push(pair) }
            }
            let done: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { relay.buffer.complete(completion); relay.cancelAll(); return }
                if relay.withLock({ finished += 1; return finished == 2 }) { relay.buffer.complete(.finished) }
            }
            _ = relay.attach(a, value: { value in relay.withLock { latestA = value }; emit() }, completion: done)
            _ = relay.attach(b, value: { value in relay.withLock { latestB = value }; emit() }, completion: done)
        }
    }

    /// A publisher created by applying the zip function to two upstream publishers: it pairs their
    /// elements in order, and finishes when either finishes with nothing left to pair.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            var queueA: [A.Output] = [], queueB: [B.Output] = []
            var finishedA = false, finishedB = false
            let step = {
                var pairs: [(A.Output, B.Output)] = []
                let end = relay.withLock { () -> Bool in
                    while !queueA.isEmpty, !queueB.isEmpty { pairs.append((queueA.removeFirst(), queueB.removeFirst())) }
                    return (finishedA && queueA.isEmpty) || (finishedB && queueB.isEmpty)
                }
                pairs.forEach(relay.buffer.push)
                if end { relay.buffer.complete(.finished); relay.cancelAll() }
            }
            _ = relay.attach(a, value: { value in relay.withLock { queueA.append(value) }; step() }, completion: { completion in
                if case .failure = completion { relay.buffer.complete(completion); relay.cancelAll(); return }
                relay.withLock { finishedA = true }; step()
            })
            _ = relay.attach(b, value: { value in relay.withLock { queueB.append(value) }; step() }, completion: { completion in
                if case .failure = completion { relay.buffer.complete(completion); relay.cancelAll(); return }
                relay.withLock { finishedB = true }; step()
            })
        }
    }

    /// A publisher that transforms elements from an upstream publisher into a new publisher, and
    /// republishes what every one of them publishes. `maxPublishers` other than `.unlimited` is not
    /// modelled: every inner publisher is subscribed at once.
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
            let relay = Relay(subscriber)
            var active = 1
            let transform = self.transform
            let done: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { relay.buffer.complete(completion); relay.cancelAll(); return }
                if relay.withLock({ active -= 1; return active == 0 }) { relay.buffer.complete(.finished) }
            }
            _ = relay.attach(upstream, value: { value in
                relay.withLock { active += 1 }
                _ = relay.attach(transform(value), value: relay.buffer.push, completion: done)
            }, completion: done)
        }
    }

    /// A publisher that flattens nested publishers, republishing only the most recent one.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            var current: Cancellable?
            var generation = 0
            var upstreamDone = false, innerDone = true
            let finishIfDone = {
                if relay.withLock({ upstreamDone && innerDone }) { relay.buffer.complete(.finished) }
            }
            _ = relay.attach(upstream, value: { inner in
                let (previous, mine) = relay.withLock { () -> (Cancellable?, Int) in
                    generation += 1
                    innerDone = false
                    defer { current = nil }
                    return (current, generation)
                }
                previous?.cancel()
                let made = relay.attach(inner, value: { value in
                    if relay.withLock({ generation == mine }) { relay.buffer.push(value) }
                }, completion: { completion in
                    guard relay.withLock({ generation == mine }) else { return }
                    if case .failure = completion { relay.buffer.complete(completion); relay.cancelAll(); return }
                    relay.withLock { innerDone = true }
                    finishIfDone()
                })
                relay.withLock { if generation == mine { current = made } }
            }, completion: { completion in
                if case .failure = completion { relay.buffer.complete(completion); relay.cancelAll(); return }
                relay.withLock { upstreamDone = true }
                finishIfDone()
            })
        }
    }
}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }

    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}
