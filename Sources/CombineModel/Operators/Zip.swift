import Foundation

/// The subscription of `zip` over any number of upstreams (OpenCombine's ZipTests record Apple's):
/// - the downstream's requests go to every upstream, and that is how its demand limits the zip:
///   each upstream's values queue until every queue has one, then the combined value goes
///   downstream whatever the downstream's demand ("testIncreasedDemand"); more demand asked while
///   a value is delivered goes to the other upstreams as requests and to the one that completed
///   the tuple as its returned demand;
/// - an upstream that finishes with an empty queue finishes the zip and cancels the others; one
///   that finishes with values queued finishes it once its queue empties; a failure cancels every
///   upstream and fails.
final class ZipInner<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private let combine: ([Any]) -> Downstream.Input
    private var subscriptions: [Subscription?]
    private var queues: [[Any]]
    private var finished: [Bool]
    private var done = false
    /// What the downstream has asked for so far (asked of an upstream whose subscription comes late).
    private var requested = Subscribers.Demand.none
    /// The upstream whose value is being delivered, and the demand it is to be handed back.
    private var delivering: Int?
    private var returnedDemand = Subscribers.Demand.none

    init(_ downstream: Downstream, arity: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.combine = combine
        subscriptions = Array(repeating: nil, count: arity)
        queues = Array(repeating: [], count: arity)
        finished = Array(repeating: false, count: arity)
    }

    var description: String { "Zip" }

    /// Subscribes to each upstream, then hands the downstream its subscription.
    func start(_ subscribeAll: (ZipInner) -> Void) {
        subscribeAll(self)
        downstream.receive(subscription: self)
    }

    func child<Input, Failure: Error>(_ index: Int, _ type: Input.Type, _ failure: Failure.Type) -> Child<Input, Failure> {
        Child(parent: self, index: index)
    }

    final class Child<Input, Failure: Error>: Subscriber {
        let parent: ZipInner
        let index: Int
        init(parent: ZipInner, index: Int) {
            self.parent = parent
            self.index = index
        }
        func receive(subscription: Subscription) { parent.receive(subscription: subscription, from: index) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.receive(input, from: index) }
        func receive(completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished: parent.finish(index)
            case .failure(let error): parent.fail(error)
            }
        }
    }

    private func receive(subscription: Subscription, from index: Int) {
        let pending = lock.withLock { () -> Subscribers.Demand? in
            guard !done, subscriptions[index] == nil else { return nil }
            subscriptions[index] = subscription
            return requested
        }
        guard let pending else { subscription.cancel(); return }
        if pending > 0 { subscription.request(pending) }
    }

    private func receive(_ input: Any, from index: Int) -> Subscribers.Demand {
        let accepted = lock.withLock { () -> Bool in
            guard !done, !finished[index] else { return false }
            queues[index].append(input)
            return true
        }
        guard accepted else { return .none }
        return drain(deliveringFor: index)
    }

    /// Delivers combined values while every queue has one; returns the demand
    /// owed to `index`, the upstream whose value set this off.
    private func drain(deliveringFor index: Int?) -> Subscribers.Demand {
        lock.lock()
        let outer = delivering
        delivering = index
        if index != nil { returnedDemand = .none }
        while !done, queues.allSatisfy({ !$0.isEmpty }) {
            let values = queues.indices.map { queues[$0].removeFirst() }
            lock.unlock()
            let more = downstream.receive(combine(values))
            lock.lock()
            if more > 0 { addDemand(more) }
        }
        let owed = returnedDemand
        delivering = outer
        let finishNow = !done && queues.indices.contains { finished[$0] && queues[$0].isEmpty }
        lock.unlock()
        if finishNow { complete(.finished) }
        return index == nil ? .none : owed
    }

    /// Adds demand and asks each upstream for it, except the one being delivered (called locked;
    /// unlocks around the requests).
    private func addDemand(_ more: Subscribers.Demand) {
        requested += more
        let targets = subscriptions.indices.filter { $0 != delivering }.compactMap { subscriptions[$0] }
        if delivering != nil { returnedDemand += more }
        lock.unlock()
        targets.forEach { $0.request(more) }
        lock.lock()
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        lock.lock()
        guard !done else { lock.unlock(); return }
        addDemand(demand)
        lock.unlock()
    }

    private func finish(_ index: Int) {
        let now = lock.withLock { () -> Bool in
            guard !done, !finished[index] else { return false }
            finished[index] = true
            return queues[index].isEmpty
        }
        if now { complete(.finished, except: index) }
    }

    private func fail(_ error: Any) {
        guard let failure = error as? Downstream.Failure else { return }
        complete(.failure(failure))
    }

    /// Cancels the upstreams that have not finished (all of them for a failure) and completes.
    private func complete(_ completion: Subscribers.Completion<Downstream.Failure>, except finishedIndex: Int? = nil) {
        let targets = lock.withLock { () -> [Subscription]? in
            guard !done else { return nil }
            done = true
            queues = queues.map { _ in [] }
            let cancelling = subscriptions.indices.filter {
                if case .failure = completion { return true }
                return $0 != finishedIndex && !finished[$0]
            }
            return cancelling.compactMap { subscriptions[$0] }
        }
        guard let targets else { return }
        targets.forEach { $0.cancel() }
        downstream.receive(completion: completion)
    }

    func cancel() {
        let targets = lock.withLock { () -> [Subscription] in
            guard !done else { return [] }
            done = true
            return subscriptions.compactMap { $0 }
        }
        targets.forEach { $0.cancel() }
    }
}

extension Publishers {
    /// A publisher created by applying the zip function to two upstream publishers ("Zip").
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ZipInner(subscriber, arity: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            inner.start { inner in
                a.subscribe(inner.child(0, A.Output.self, Failure.self))
                b.subscribe(inner.child(1, B.Output.self, Failure.self))
            }
        }
    }

    /// A publisher created by applying the zip function to three upstream publishers ("Zip").
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ZipInner(subscriber, arity: 3) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
            inner.start { inner in
                a.subscribe(inner.child(0, A.Output.self, Failure.self))
                b.subscribe(inner.child(1, B.Output.self, Failure.self))
                c.subscribe(inner.child(2, C.Output.self, Failure.self))
            }
        }
    }

    /// A publisher created by applying the zip function to four upstream publishers ("Zip").
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ZipInner(subscriber, arity: 4) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            inner.start { inner in
                a.subscribe(inner.child(0, A.Output.self, Failure.self))
                b.subscribe(inner.child(1, B.Output.self, Failure.self))
                c.subscribe(inner.child(2, C.Output.self, Failure.self))
                d.subscribe(inner.child(3, D.Output.self, Failure.self))
            }
        }
    }
}

extension Publisher {
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }

    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
        where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    public func zip<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }

    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.Zip4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
                                                                 _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
